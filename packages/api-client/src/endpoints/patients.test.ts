import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PatientEnrolment, PatientRequest } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { createApiClient } from '../http/createApiClient';
import { enrolPatient } from './patients';

const existing: PatientEnrolment = {
  id: '7d0b3f4e-1c2a-4b5d-8e9f-0a1b2c3d4e5f',
  fullName: 'Maria Silva',
  email: 'maria@example.test',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  program: { id: 'p1', name: 'Diabetes care' },
  clinic: { id: 'c1', name: 'Hospital Central de Lisboa' },
  doctor: null,
  nurse: null,
  status: 'ENROLLED',
  statusReason: null,
  enrolledAt: '2025-01-02T10:00:00.000Z',
  statusChangedAt: '2025-01-02T10:00:00.000Z',
};

const request: PatientRequest = {
  fullName: 'Maria Silva',
  email: 'maria.s@example.test',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  programSelection: 'p1',
  clinicId: 'c1',
};

/** What the fake api answers to the next POST /api/v1/patients. */
let answer: { status: number; body: unknown } = { status: 201, body: existing };
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('enrolPatient', () => {
  it('answers the new enrolment', async () => {
    answer = { status: 201, body: { ...existing, id: 'new' } };
    await expect(enrolPatient(createApiClient({ baseURL }), request)).resolves.toEqual({
      kind: 'enrolled',
      patient: { ...existing, id: 'new' },
    });
  });

  it('answers a possible duplicate with the record already at the clinic', async () => {
    answer = {
      status: 409,
      body: {
        message: 'A patient with this name and phone number is already at this clinic.',
        code: 'POSSIBLE_DUPLICATE',
        existing,
      },
    };
    await expect(enrolPatient(createApiClient({ baseURL }), request)).resolves.toEqual({
      kind: 'possibleDuplicate',
      existing,
    });
  });

  it('rejects every other refusal as an ApiError with its field', async () => {
    const message = 'This person is already enrolled in this program.';
    answer = {
      status: 409,
      body: { message, code: 'ALREADY_ENROLLED', errors: [{ path: 'email', message }] },
    };
    const refusal = enrolPatient(createApiClient({ baseURL }), request);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_ENROLLED',
      fieldErrors: [{ path: 'email', message }],
    });
  });

  it('needs nothing of the client but its request methods (the console passes a lazy stand-in)', async () => {
    answer = {
      status: 409,
      body: { message: 'Possible duplicate', code: 'POSSIBLE_DUPLICATE', existing },
    };
    const client = createApiClient({ baseURL });
    const standIn = {
      post: (...args: unknown[]) => (client.post as (...a: unknown[]) => unknown)(...args),
    };
    await expect(enrolPatient(standIn as never, request)).resolves.toEqual({
      kind: 'possibleDuplicate',
      existing,
    });
  });
});
