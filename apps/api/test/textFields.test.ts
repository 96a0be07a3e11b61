import { randomUUID } from 'node:crypto';
import { importMessages, type Clinic, type Page, type Program } from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../src/files/minimalPdf';
import { withDemoPeople } from './support/demoPeople';
import { fieldErrors, multipartForm } from './support/forms';
import { csv, uploadCsv } from './support/uploads';
import { moduleBody } from './support/trainingModuleBody';

/**
 * The shared text rules of @org/forms as the api applies them: e-mail length, one-line names,
 * invisible characters removed, clinic names unique by their name key, training-module limits.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;

const run = randomUUID().slice(0, 8);
/** An e-mail address of exactly `length` characters. */
const addressOf = (length: number) => {
  const domain = `@${run}.example.pt`;
  return `${'a'.repeat(length - domain.length)}${domain}`;
};
const longAddress = addressOf(3000);

let lisboaId = '';
let programId = '';

beforeAll(async () => {
  const clinics = (await call('admin', 'GET', '/api/v1/clinics?pageSize=100'))
    .body as unknown as Page<Clinic>;
  lisboaId = clinics.items.find((clinic) => clinic.name === 'Hospital Central de Lisboa')!.id;
  const programs = (await call('admin', 'GET', '/api/v1/programs?pageSize=100'))
    .body as unknown as Page<Program>;
  programId = programs.items[0]!.id;
});

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Bob Builder',
  email: `bob.${randomUUID().slice(0, 8)}@${run}.example.pt`,
  phoneNumber: null,
  role: 'NURSE',
  address: 'Rua Nova 2, Braga',
  clinics: [lisboaId],
  ...overrides,
});

const newPatient = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Paciente Teste',
  email: `paciente.${randomUUID().slice(0, 8)}@${run}.example.pt`,
  phoneNumber: { callingCode: '351', localPhoneNumber: '931234567' },
  address: 'Rua Nova 1, Lisboa',
  programSelection: programId,
  clinicId: lisboaId,
  ...overrides,
});

const emailRefusal = { status: 400, body: { code: 'VALIDATION_FAILED' } };

describe('a 3,000-character e-mail address', () => {
  it('is a 400 on send-otp and verify-otp, not a 500', async () => {
    const sent = await signedIn.api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: longAddress },
    });
    expect(sent).toMatchObject(emailRefusal);
    expect(fieldErrors(sent)).toEqual({ email: m.emailInvalid });
    const verified = await signedIn.api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: longAddress, otp: '123456' },
    });
    expect(verified).toMatchObject(emailRefusal);
    expect(fieldErrors(verified)).toEqual({ email: m.emailInvalid });
  });

  it('is a 400 when creating a staff member or enrolling a patient', async () => {
    const staff = await call('admin', 'POST', '/api/v1/users', newStaff({ email: longAddress }));
    expect(staff).toMatchObject(emailRefusal);
    expect(fieldErrors(staff)).toEqual({ email: m.emailInvalid });
    const patient = await call(
      'admin',
      'POST',
      '/api/v1/patients',
      newPatient({ email: longAddress }),
    );
    expect(patient).toMatchObject(emailRefusal);
    expect(fieldErrors(patient)).toEqual({ email: m.emailInvalid });
  });

  it('is accepted at 254 characters', async () => {
    const email = addressOf(254);
    const staff = await call('admin', 'POST', '/api/v1/users', newStaff({ email }));
    expect(staff.status, staff.text).toBe(201);
    expect(staff.body?.email).toBe(email);
  });
});

describe('a staff member’s full name', () => {
  it('refuses line breaks, so none reach the invitation mail', async () => {
    const email = `mallory.${run}@example.pt`;
    const response = await call(
      'admin',
      'POST',
      '/api/v1/users',
      newStaff({
        email,
        fullName: 'Bob\n\nURGENT: your account is locked, sign in at https://evil.example',
      }),
    );
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(fieldErrors(response)).toEqual({ fullName: m.singleLineInvalid });
    const outbox = (await signedIn.api.request('GET', '/api/v1/dev/outbox')).body as unknown as {
      to: string;
    }[];
    expect(outbox.some((mail) => mail.to === email)).toBe(false);
  });

  it('refuses a tab, too', async () => {
    const response = await call('admin', 'POST', '/api/v1/users', newStaff({ fullName: 'Bob\tB' }));
    expect(fieldErrors(response)).toEqual({ fullName: m.singleLineInvalid });
  });
});

describe('the maintenance message', () => {
  it('is stored without bidi overrides, keeping its line breaks', async () => {
    const saved = await call('admin', 'PUT', '/api/v1/maintenance', {
      maintenanceMessage: 'Invoice \u202Efdp.exe\nBack at 6:00.',
    });
    expect(saved.status, saved.text).toBe(200);
    const current = await signedIn.api.request('GET', '/api/v1/maintenance');
    expect(current.body).toMatchObject({ message: 'Invoice fdp.exe\nBack at 6:00.' });
    await call('admin', 'DELETE', '/api/v1/maintenance');
  });
});

describe('a ministry document', () => {
  it('is stored with its title and file name free of bidi controls and zero-width characters', async () => {
    const created = await signedIn.api.request('POST', '/api/v1/moh-documents', {
      token: signedIn.tokens.admin,
      ...multipartForm(
        { title: 'Guia\u200B de vacinação', language: 'pt', publishedAt: '2025-01-01' },
        { bytes: minimalPdf(['Guia']), fileName: 'Invoice \u202Efdp.exe\u2066.pdf' },
      ),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Guia de vacinação',
      fileName: 'Invoice fdp.exe.pdf',
    });
  });
});

const CLINIC_EXISTS = {
  status: 409,
  body: { code: 'CLINIC_EXISTS', errors: [expect.objectContaining({ path: 'name' })] },
};
const newClinic = (name: string, countryCode = 'PT') => ({
  name,
  type: 'HOSPITAL',
  address: 'Rua 1, Lisboa',
  phoneNumber: null,
  email: `clinic.${randomUUID().slice(0, 8)}@example.pt`,
  countryCode,
});

describe('clinic names', () => {
  it.each([
    ['a zero-width space', 'Hospital Central de\u200B Lisboa'],
    ['a no-break space', 'Hospital\u00A0Central de Lisboa'],
    ['doubled spaces', 'Hospital  Central de Lisboa'],
    ['a Cyrillic о', 'Hospital Central de Lisb\u043Ea'],
    ['a Greek Ο', 'H\u039FSPITAL CENTRAL DE LISBOA'],
  ])('count a name with %s as the one already taken: 409', async (_label, name) => {
    expect(await call('admin', 'POST', '/api/v1/clinics', newClinic(name))).toMatchObject(
      CLINIC_EXISTS,
    );
  });

  it('store a name without its invisible characters', async () => {
    const created = await call(
      'admin',
      'POST',
      '/api/v1/clinics',
      newClinic(`Clínica\u200B ${run}`),
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body?.name).toBe(`Clínica ${run}`);
  });

  it('keep a renamed clinic unique by its key', async () => {
    const created = await call(
      'admin',
      'POST',
      '/api/v1/clinics',
      newClinic(`Centro ${run}`, 'BR'),
    );
    expect(created.status, created.text).toBe(201);
    const renamed = await call(
      'admin',
      'PUT',
      `/api/v1/clinics/${created.body!.id as string}`,
      newClinic('Hospital\u00A0Central de Lisb\u043Ea', 'PT'),
    );
    expect(renamed).toMatchObject(CLINIC_EXISTS);
  });

  it('are compared by the same key in the clinics import, against the database and within the file', async () => {
    const HEADER = 'name,type,address,phoneNumber,email,countryCode';
    const taken = await uploadCsv(
      signedIn.api,
      '/api/v1/clinics/import',
      csv(HEADER, 'Hospital Central de Lisb\u043Ea,HOSPITAL,Rua 1,,taken@example.pt,PT'),
      { token: signedIn.tokens.admin, dryRun: true },
    );
    expect(taken.status).toBe(422);
    expect(taken.body?.errors).toEqual([
      expect.objectContaining({ line: 2, column: 'name', message: importMessages.clinicExists }),
    ]);
    const repeated = await uploadCsv(
      signedIn.api,
      '/api/v1/clinics/import',
      csv(
        HEADER,
        `Posto ${run},CLINIC,Rua 1,,one@example.pt,PT`,
        `Posto\u00A0${run.toUpperCase()},CLINIC,Rua 2,,two@example.pt,PT`,
      ),
      { token: signedIn.tokens.admin, dryRun: true },
    );
    expect(repeated.status).toBe(422);
    expect(repeated.body?.errors).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'name',
        message: importMessages.clinicNameRepeated,
      }),
    ]);
  });

  it('let the staff import find a clinic named with a no-break space', async () => {
    const email = `import.${run}@example.pt`;
    const file = csv(
      'fullName,email,phoneNumber,role,address,clinics',
      `Ines Import,${email},,NURSE,Rua 3,Hospital\u00A0Central de Lisboa`,
    );
    const imported = await uploadCsv(signedIn.api, '/api/v1/users/import', file, {
      token: signedIn.tokens.admin,
      dryRun: true,
    });
    expect(imported.status, imported.text).toBe(200);
  });
});

describe('training module limits', () => {
  it('refuse a 450 KB author, a long category, an unknown language and 5,000 skills', async () => {
    const response = await call(
      'admin',
      'POST',
      '/api/v1/training-modules',
      moduleBody({
        author: 'a'.repeat(450_000),
        category: 'c'.repeat(121),
        language: 'tlh',
        skills: Array.from({ length: 5000 }, (_, index) => `skill ${index}`),
      }),
    );
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual({
      author: m.authorMax,
      category: m.categoryMax,
      language: m.languageInvalid,
      skills: m.skillsMax,
    });
  });

  it('refuse a skill over 60 characters and take the limits themselves', async () => {
    const long = await call(
      'admin',
      'POST',
      '/api/v1/training-modules',
      moduleBody({ skills: ['ok', 's'.repeat(61)] }),
    );
    expect(fieldErrors(long)).toEqual({ 'skills[1]': m.skillMax });
    const atLimits = await call(
      'admin',
      'POST',
      '/api/v1/training-modules',
      moduleBody({
        author: 'a'.repeat(120),
        category: 'c'.repeat(120),
        language: 'zh-TW',
        skills: Array.from({ length: 30 }, (_, index) => `${index} `.padEnd(60, 's')),
      }),
    );
    expect(atLimits.status, atLimits.text).toBe(201);
  });
});
