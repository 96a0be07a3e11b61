import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseURL: string;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname === '/hang-up') return request.socket.destroy();
      const status = Number(url.searchParams.get('status') ?? 200);
      const field = url.searchParams.get('field') ?? 'message';
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status === 200 ? { ok: true } : { [field]: `failed with ${status}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastRequest = () => seen[seen.length - 1]!;

describe('createApiClient', () => {
  it('passes on the body only and asks for the versioned JSON type', async () => {
    const client = createApiClient({ baseURL });
    await expect(client.get('/thing')).resolves.toEqual({ ok: true });
    expect(lastRequest().headers.accept).toContain('application/vnd.clinic.v1+json');
  });

  it('adds the bearer token once it is available', async () => {
    const client = createApiClient({ baseURL, getIdToken: async () => 'id-token-1' });
    await client.get('/me');
    expect(lastRequest().headers.authorization).toBe('Bearer id-token-1');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createApiClient({ baseURL, getIdToken: async () => null });
    await client.get('/me');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('serialises query arrays as repeated keys', async () => {
    const client = createApiClient({ baseURL });
    await client.get('/list', { params: { tag: ['ACTIVE', 'INACTIVE'] } });
    expect(lastRequest().url).toBe('/list?tag=ACTIVE&tag=INACTIVE');
  });

  it('sends an empty object when a POST has no body', async () => {
    const client = createApiClient({ baseURL });
    await client.post('/logout');
    expect(lastRequest().body).toBe('{}');
    expect(lastRequest().headers['content-type']).toContain('application/json');
  });

  it.each(['message', 'error', 'errorMessage'])('takes the error text from %s', async (field) => {
    const client = createApiClient({ baseURL });
    const failure = await client
      .get(`/fail?status=422&field=${field}`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'failed with 422', handled: false });
  });

  it.each([401, 403, 500])('marks %i as handled globally and reports it', async (status) => {
    const reported: ApiError[] = [];
    const client = createApiClient({ baseURL, onError: (error) => reported.push(error) });
    await expect(client.get(`/fail?status=${status}`)).rejects.toMatchObject({
      status,
      handled: true,
    });
    expect(reported.map((error) => error.status)).toEqual([status]);
  });

  it('reports "No response" when the server hangs up', async () => {
    const client = createApiClient({ baseURL });
    await expect(client.get('/hang-up')).rejects.toMatchObject({
      message: 'No response',
      status: null,
      handled: true,
    });
  });
});
