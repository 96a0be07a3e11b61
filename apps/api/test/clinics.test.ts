import type { AuditEntry, Clinic, Page } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClinics, demoMemberships } from '../src/db/seed';
import { demoPeopleTokens } from './support/demoPeople';
import { startTestApi, type TestApi } from './testApi';

/**
 * Clinics through the real server: the list contract (parsing and refusals), the clinic scope of
 * each role, create / read / update / status, conflicts, and what the audit log says about it.
 */

let api: TestApi;
const tokens = demoPeopleTokens();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = async (query: string, token = tokens.admin) => {
  const response = await api.request('GET', `/api/v1/clinics${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<Clinic>;
};

const refusal = async (url: string) => {
  const response = await api.request('GET', url, { token: tokens.admin });
  return {
    status: response.status,
    code: response.body?.code,
    paths: (response.body?.errors as { path: string }[] | undefined)?.map((error) => error.path),
  };
};

const newClinic = (overrides: Record<string, unknown> = {}) => ({
  name: 'Clínica Nova Esperança',
  type: 'CLINIC',
  address: 'Rua Nova 1, Braga',
  phoneNumber: { callingCode: '+351', localPhoneNumber: '253 123 456' },
  email: ' Nova@Clinica.Example.PT ',
  countryCode: 'pt',
  ...overrides,
});

const inactiveDemoClinics = demoClinics.filter((clinic) => clinic.status === 'INACTIVE');

describe('GET /api/v1/clinics: the list contract', () => {
  it('answers the first 25 by name by default, with the total', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: demoClinics.length });
    expect(page.items).toHaveLength(25);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'address',
        'countryCode',
        'createdAt',
        'email',
        'id',
        'name',
        'phoneNumber',
        'status',
        'type',
        'updatedAt',
      ].sort(),
    );
  });

  it('pages with page and pageSize, without overlaps', async () => {
    const first = await list('?pageSize=10&page=1&sort=createdAt');
    const second = await list('?pageSize=10&page=2&sort=createdAt');
    const third = await list('?pageSize=10&page=3&sort=createdAt');
    expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 5]);
    const ids = [...first.items, ...second.items, ...third.items].map((clinic) => clinic.id);
    expect(new Set(ids).size).toBe(25);
    expect((await list('?pageSize=10&page=9')).items).toEqual([]);
    expect((await list('?pageSize=10&page=9')).total).toBe(25);
  });

  it('sorts by an allowed field, - first for descending', async () => {
    // The country by its name in the reader's language (English by default): test/listSorting.
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const byName = (a: string, b: string) => names.of(a)!.localeCompare(names.of(b)!, 'en');
    const descending = (await list('?sort=-countryCode&pageSize=100')).items.map(
      (clinic) => clinic.countryCode,
    );
    expect(descending).toEqual([...descending].sort(byName).reverse());
    const ascending = (await list('?sort=countryCode&pageSize=100')).items.map(
      (clinic) => clinic.countryCode,
    );
    expect(ascending).toEqual([...ascending].sort(byName));
  });

  it('searches name, e-mail and address, case-insensitively, with % and _ as plain text', async () => {
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).items.map((clinic) => clinic.name);
    // 'Lisboa' is in one name and in another clinic's address.
    expect((await names('LISBOA')).sort()).toEqual(
      ['Clínica São José', 'Hospital Central de Lisboa'].sort(),
    );
    expect(await names('einstein.example')).toEqual(['Hospital Israelita Albert Einstein']);
    expect(await names('醫院')).toHaveLength(2);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect((await list('?search=%20%20')).total).toBe(25);
  });

  it('filters by type, status and country code', async () => {
    const hospitalsInPortugal = await list('?type=HOSPITAL&countryCode=pt');
    expect(hospitalsInPortugal.items.map((clinic) => clinic.name)).toEqual([
      'Hospital Central de Lisboa',
    ]);
    const inactive = await list('?status=INACTIVE');
    expect(inactive.total).toBe(inactiveDemoClinics.length);
    expect(inactive.items.every((clinic) => clinic.status === 'INACTIVE')).toBe(true);
    expect((await list('?type=CLINIC&status=ACTIVE&countryCode=TW')).total).toBe(0);
  });

  it('refuses a bad parameter with 400 VALIDATION_FAILED naming it, never a 500', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=99999999999', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=1e2', 'pageSize'],
      ['sort=email', 'sort'],
      ['sort=--name', 'sort'],
      ['sort=NAME', 'sort'],
      ['type=SPA', 'type'],
      ['status=active', 'status'],
      ['countryCode=PRT', 'countryCode'],
      ['countryCode=1A', 'countryCode'],
      ['page=1&page=2', 'page'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=%00', 'search'],
    ];
    for (const [query, path] of cases) {
      expect({ query, ...(await refusal(`/api/v1/clinics?${query}`)) }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
        paths: [path],
      });
    }
    expect(await refusal('/api/v1/clinics?page=0&sort=x&type=y')).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['page', 'sort', 'type'],
    });
  });

  it('takes blank parameters as not given, and ignores unknown ones', async () => {
    expect(
      await list('?page=&pageSize=&sort=&search=&type=&status=&countryCode=&x=1'),
    ).toMatchObject({ page: 1, pageSize: 25, total: 25 });
  });
});

describe('the audit log on the list contract', () => {
  it('is newest first by default, oldest first with sort=at, and refuses what it cannot do', async () => {
    const newest = (
      await api.request('GET', '/api/v1/audit-log?pageSize=100', {
        token: tokens.admin,
      })
    ).body as unknown as Page<AuditEntry>;
    const times = newest.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = (
      await api.request('GET', '/api/v1/audit-log?sort=at&pageSize=100', {
        token: tokens.admin,
      })
    ).body as unknown as Page<AuditEntry>;
    const ascending = oldest.items.map((entry) => entry.at);
    expect(ascending).toEqual([...ascending].sort());
    expect(await refusal('/api/v1/audit-log?pageSize=500')).toMatchObject({
      status: 400,
      paths: ['pageSize'],
    });
    expect(await refusal('/api/v1/audit-log?sort=action')).toMatchObject({
      status: 400,
      paths: ['sort'],
    });
  });
});

describe('clinic scope', () => {
  const scopeCases = [
    ['manager', 'manager@clinic.test'],
    ['doctor', 'doctor@clinic.test'],
    ['nurse', 'nurse@clinic.test'],
  ] as const;

  it.each(scopeCases)(
    'a %s lists only their own clinics, in items and total',
    async (role, email) => {
      const own = demoMemberships[email]!;
      const page = await list('?pageSize=100', tokens[role]);
      expect(page.total).toBe(own.length);
      expect(page.items.map((clinic) => clinic.name).sort()).toEqual([...own].sort());
      expect((await list('?search=Saint-Louis', tokens[role])).total).toBe(0);
    },
  );

  it.each(scopeCases)('a %s gets 404 for a clinic outside their scope', async (role, email) => {
    const all = (await list('?pageSize=100')).items;
    const own = new Set(demoMemberships[email]);
    const inside = all.find((clinic) => own.has(clinic.name))!;
    const outside = all.find((clinic) => !own.has(clinic.name))!;
    const read = (id: string) =>
      api.request('GET', `/api/v1/clinics/${id}`, { token: tokens[role] });
    expect(await read(inside.id)).toMatchObject({ status: 200, body: { id: inside.id } });
    expect(await read(outside.id)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No such clinic.' },
    });
  });

  it('keeps other roles out of every write, and a system admin sees every clinic', async () => {
    const clinic = (await list('?pageSize=1', tokens.doctor)).items[0]!;
    for (const role of ['manager', 'doctor', 'nurse'] as const) {
      const token = tokens[role];
      expect(
        (await api.request('POST', '/api/v1/clinics', { token, body: newClinic() })).status,
      ).toBe(403);
      expect(
        (
          await api.request('PATCH', `/api/v1/clinics/${clinic.id}/status`, {
            token,
            body: { status: 'INACTIVE' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await list('')).total).toBe(demoClinics.length);
  });

  it('exports only the clinics in scope', async () => {
    const response = await api.request('GET', '/api/v1/clinics/export', { token: tokens.doctor });
    expect(response.status).toBe(200);
    const lines = response.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + demoMemberships['doctor@clinic.test']!.length);
  });
});

describe('creating, reading, editing and (de)activating a clinic', () => {
  it('creates with 201, normalised by clinicSchema, and reads it back', async () => {
    const created = await api.request('POST', '/api/v1/clinics', {
      token: tokens.admin,
      body: newClinic(),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Clínica Nova Esperança',
      type: 'CLINIC',
      email: 'nova@clinica.example.pt',
      countryCode: 'PT',
      status: 'ACTIVE',
      phoneNumber: { callingCode: '351', localPhoneNumber: '253123456' },
    });
    const id = created.body!.id as string;
    const read = await api.request('GET', `/api/v1/clinics/${id}`, { token: tokens.admin });
    expect(read).toMatchObject({ status: 200, body: created.body! });

    const withoutPhone = await api.request('POST', '/api/v1/clinics', {
      token: tokens.admin,
      body: newClinic({ name: 'Sem Telefone', phoneNumber: null }),
    });
    expect(withoutPhone).toMatchObject({ status: 201, body: { phoneNumber: null } });
  });

  it('refuses an invalid body with the schema messages', async () => {
    const response = await api.request('POST', '/api/v1/clinics', {
      token: tokens.admin,
      body: newClinic({
        name: '',
        type: 'SPA',
        phoneNumber: { callingCode: '351', localPhoneNumber: '1' },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        { path: 'name', message: 'Clinic name is required' },
        { path: 'type', message: 'Invalid clinic type' },
        expect.objectContaining({ message: 'Invalid phone number' }),
      ]),
    });
  });

  it('answers a name taken in the same country, in any case, with 409 CLINIC_EXISTS on name', async () => {
    const conflict = {
      status: 409,
      body: {
        code: 'CLINIC_EXISTS',
        message: 'A clinic with this name already exists in this country.',
        errors: [
          { path: 'name', message: 'A clinic with this name already exists in this country.' },
        ],
      },
    };
    const taken = await api.request('POST', '/api/v1/clinics', {
      token: tokens.admin,
      body: newClinic({ name: 'HOSPITAL CENTRAL DE LISBOA' }),
    });
    expect(taken).toMatchObject(conflict);
    // The same name in another country is another clinic.
    const elsewhere = await api.request('POST', '/api/v1/clinics', {
      token: tokens.admin,
      body: newClinic({ name: 'Hospital Central de Lisboa', countryCode: 'BR' }),
    });
    expect(elsewhere.status).toBe(201);
    const renamed = await api.request('PUT', `/api/v1/clinics/${elsewhere.body!.id as string}`, {
      token: tokens.admin,
      body: newClinic({ name: 'Hospital Central de Lisboa', countryCode: 'PT' }),
    });
    expect(renamed).toMatchObject(conflict);
  });

  it('updates with PUT, keeping the id and creation time', async () => {
    const created = (
      await api.request('POST', '/api/v1/clinics', {
        token: tokens.admin,
        body: newClinic({ name: 'Before Rename', countryCode: 'FR' }),
      })
    ).body as unknown as Clinic;
    const updated = await api.request('PUT', `/api/v1/clinics/${created.id}`, {
      token: tokens.admin,
      body: newClinic({ name: 'Après Renommage', countryCode: 'FR', type: 'HOSPITAL' }),
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        id: created.id,
        name: 'Après Renommage',
        type: 'HOSPITAL',
        createdAt: created.createdAt,
      },
    });
    expect((updated.body as unknown as Clinic).updatedAt >= created.updatedAt).toBe(true);
    const missing = await api.request(
      'PUT',
      '/api/v1/clinics/00000000-0000-4000-8000-000000000000',
      {
        token: tokens.admin,
        body: newClinic({ name: 'Nobody' }),
      },
    );
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('deactivates and activates with PATCH /status, refusing other statuses', async () => {
    const clinic = (await list('?search=Köln')).items[0]!;
    const patch = (status: unknown, id = clinic.id) =>
      api.request('PATCH', `/api/v1/clinics/${id}/status`, {
        token: tokens.admin,
        body: { status },
      });
    expect(await patch('INACTIVE')).toMatchObject({ status: 200, body: { status: 'INACTIVE' } });
    expect((await list('?search=Köln&status=INACTIVE')).total).toBe(1);
    expect(await patch('ACTIVE')).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
    expect(await patch('DELETED')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ path: 'status', message: 'Invalid status' }] },
    });
    expect((await patch('ACTIVE', 'not-a-uuid')).status).toBe(404);
  });

  it('says how many active staff would be left without an active clinic', async () => {
    const impact = async (name: string) => {
      const found = await list(`?search=${encodeURIComponent(name)}&countryCode=`);
      const clinic = found.items.find((each) =>
        demoClinics.some(
          (demo) => demo.name === each.name && demo.countryCode === each.countryCode,
        ),
      )!;
      const response = await api.request(
        'GET',
        `/api/v1/clinics/${clinic.id}/deactivation-impact`,
        {
          token: tokens.admin,
        },
      );
      expect(response.status).toBe(200);
      return response.body;
    };
    // The nurse's other clinic is inactive; the doctor and the manager have other active ones.
    expect(await impact('Hospital Central de Lisboa')).toEqual({ onlyClinicStaff: 1 });
    expect(await impact('Clínica São José')).toEqual({ onlyClinicStaff: 0 });
    expect(await impact('Bạch Mai')).toEqual({ onlyClinicStaff: 0 });
    const missing = await api.request(
      'GET',
      '/api/v1/clinics/00000000-0000-4000-8000-000000000000/deactivation-impact',
      { token: tokens.admin },
    );
    expect(missing.status).toBe(404);
  });

  it('names the clinic in the audit log: entity type, id and name', async () => {
    const created = (
      await api.request('POST', '/api/v1/clinics', {
        token: tokens.admin,
        body: newClinic({ name: 'Hospital Auditado', countryCode: 'ES' }),
      })
    ).body as unknown as Clinic;
    await api.request('PATCH', `/api/v1/clinics/${created.id}/status`, {
      token: tokens.admin,
      body: { status: 'INACTIVE' },
    });
    const log = (await api.request('GET', '/api/v1/audit-log?pageSize=2', { token: tokens.admin }))
      .body as unknown as Page<AuditEntry>;
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'PATCH /api/v1/clinics/:id/status',
        entityType: 'clinic',
        entityId: created.id,
        summary: 'Hospital Auditado',
        status: 200,
      }),
      expect.objectContaining({
        action: 'POST /api/v1/clinics',
        entityType: 'clinic',
        entityId: created.id,
        summary: 'Hospital Auditado',
        status: 201,
      }),
    ]);
  });
});
