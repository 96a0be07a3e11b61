import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  staffUserSortFields,
  userMessages,
  type AuditEntry,
  type Clinic,
  type OutboxMail,
  type Page,
  type StaffUser,
} from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../src/db/schema';
import { demoMemberships, demoStaff, demoUsers } from '../src/db/seed';
import { demoPeopleTokens } from './support/demoPeople';
import { startTestApi, type TestApi } from './testApi';

/**
 * Staff users through the real server (docs/product.md §13.5): the list contract with its
 * filters, create / read / edit / status with the staff form's messages, conflicts, invitations
 * through the mail queue to the dev outbox, the self and last-admin guards, and sessions ended
 * on deactivation and role changes.
 */

let api: TestApi;
const tokens = demoPeopleTokens();
/** Active demo clinics by name. */
const clinicIds = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  const clinics = (
    await api.request('GET', '/api/v1/clinics?pageSize=100', { token: tokens.admin })
  ).body as unknown as Page<Clinic>;
  for (const clinic of clinics.items) clinicIds.set(clinic.name, clinic.id);
});
afterAll(() => api.close());

const everyone = demoUsers.length + demoStaff.length;

const list = async (query: string, token = tokens.admin) => {
  const response = await api.request('GET', `/api/v1/users${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<StaffUser>;
};
const all = async (query = '') => (await list(`?pageSize=100${query}`)).items;

/** Names in the lists' order: accents beside their letters (docs/decisions.md "Names sort in the Unicode root order"). */
const nameOrder = new Intl.Collator('und').compare;

const refusal = async (url: string) => {
  const response = await api.request('GET', url, { token: tokens.admin });
  return {
    status: response.status,
    code: response.body?.code,
    paths: (response.body?.errors as { path: string }[] | undefined)?.map((error) => error.path),
  };
};

const clinic = (name: string) => {
  const id = clinicIds.get(name);
  if (!id) throw new Error(`no demo clinic ${name}`);
  return id;
};

let counter = 0;
/** A valid staff form for a new person (a fresh e-mail each time). */
const newStaff = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: 'Beatriz Nunes',
    email: ` Beatriz.Nunes.${counter}@Example.PT `,
    phoneNumber: { callingCode: '+351', localPhoneNumber: '912 000 111' },
    role: 'DOCTOR',
    address: 'Rua Nova 2, Braga',
    clinics: [clinic('Clínica São José')],
    ...overrides,
  };
};

/**
 * The form values of a stored staff member, for a PUT. The demo admin belongs to no clinic (it
 * sees them all), and the form needs one: it gets Clínica São José.
 */
const formOf = (user: StaffUser) => ({
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  address: user.address,
  clinics:
    user.clinics.length > 0 ? user.clinics.map((each) => each.id) : [clinic('Clínica São José')],
});

const byEmail = async (email: string) => (await all(`&search=${encodeURIComponent(email)}`))[0]!;

const readOutbox = async () =>
  (await api.request('GET', '/api/v1/dev/outbox')).body as unknown as OutboxMail[];

/** The mails sent to `to` (the worker sends them soon after the answer): waits for `count`. */
const mailsTo = async (to: string, count = 1) => {
  let found: OutboxMail[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    found = (await readOutbox()).filter((mail) => mail.to === to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${found.length} of ${count} mails to ${to} arrived`);
};

/**
 * Creates a staff member and waits for their invitation, so that a sign-in code mailed later is
 * the newest mail to them (api.signIn reads the newest).
 */
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await api.request('POST', '/api/v1/users', {
    token: tokens.admin,
    body: newStaff(overrides),
  });
  expect(response.status, response.text).toBe(201);
  const created = response.body as unknown as StaffUser;
  await mailsTo(created.email);
  return created;
};

const setStatus = (id: string, status: string, token = tokens.admin) =>
  api.request('PATCH', `/api/v1/users/${id}/status`, { token, body: { status } });

const adminId = async () => (await byEmail('admin@clinic.test')).id;

describe('GET /api/v1/users: the list contract', () => {
  it('answers the first 25 by full name by default, with the total and each one’s clinics', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: everyone });
    expect(page.items).toHaveLength(25);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'address',
        'clinics',
        'createdAt',
        'email',
        'fullName',
        'id',
        'lastSignInAt',
        'phoneNumber',
        'role',
        'status',
      ].sort(),
    );
    const names = (await all()).map((user) => user.fullName.toLowerCase());
    expect(names).toEqual([...names].sort(nameOrder));
    const doctor = await byEmail('doctor@clinic.test');
    expect(doctor).toMatchObject({
      fullName: 'Dmitri Doctor',
      role: 'DOCTOR',
      status: 'ACTIVE',
      address: 'Rua Garrett 20, 1200-203 Lisboa',
      phoneNumber: null,
    });
    expect(doctor.clinics.map((each) => each.name).sort()).toEqual(
      [...demoMemberships['doctor@clinic.test']!].sort(),
    );
    expect(doctor.clinics[0]).toEqual({
      id: clinic(doctor.clinics[0]!.name),
      name: doctor.clinics[0]!.name,
    });
    const joao = await byEmail('joao.pereira@clinic.test');
    expect(joao.phoneNumber).toEqual({ callingCode: '351', localPhoneNumber: '912345678' });
  });

  it('pages without overlaps', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?pageSize=20&page=${page}`)));
    const ids = pages.flatMap((page) => page.items.map((user) => user.id));
    expect(ids).toHaveLength(Math.min(60, everyone));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await list('?pageSize=10&page=50')).toMatchObject({ items: [], total: everyone });
  });

  it('sorts by every allowed field, - first for descending', async () => {
    const valueOf = (user: StaffUser, field: string) =>
      field === 'fullName'
        ? user.fullName.toLowerCase()
        : field === 'lastSignInAt'
          ? (user.lastSignInAt ?? '')
          : String(user[field as keyof StaffUser]);
    for (const field of staffUserSortFields) {
      const order = field === 'fullName' ? nameOrder : undefined;
      const ascending = (await all(`&sort=${field}`)).map((user) => valueOf(user, field));
      expect(ascending, field).toEqual([...ascending].sort(order));
      const descending = (await all(`&sort=-${field}`)).map((user) => valueOf(user, field));
      expect(descending, `-${field}`).toEqual([...descending].sort(order).reverse());
    }
    // The demo users signed in above: the latest sign-ins come first, never-signed-in last.
    const recent = await all('&sort=-lastSignInAt');
    expect(recent[0]!.lastSignInAt).not.toBeNull();
    expect(recent.at(-1)!.lastSignInAt).toBeNull();
  });

  it('searches name and e-mail, case-insensitively, with % and _ as plain text', async () => {
    const emails = async (search: string) =>
      (await all(`&search=${encodeURIComponent(search)}`)).map((user) => user.email).sort();
    expect(await emails('PEREIRA')).toEqual(['joao.pereira@clinic.test']);
    expect(await emails('Nguyễn')).toEqual(['nguyen.thi.lan@clinic.test']);
    expect(await emails('nguyen.thi')).toEqual(['nguyen.thi.lan@clinic.test']);
    expect(await emails('美玲')).toEqual(['chen.meiling@clinic.test']);
    expect(await emails('ADMIN@CLINIC')).toEqual(['admin@clinic.test']);
    expect(await emails('%')).toEqual([]);
    expect(await emails('_')).toEqual([]);
    // The address is not searched.
    expect(await emails('Rua Garrett')).toEqual([]);
  });

  it('filters by role, status and clinic', async () => {
    const nurses = await all('&role=NURSE');
    expect(nurses.length).toBeGreaterThan(1);
    expect(nurses.every((user) => user.role === 'NURSE')).toBe(true);
    const inactive = await all('&status=INACTIVE');
    expect(inactive.map((user) => user.email).sort()).toEqual(
      demoStaff
        .filter((person) => person.status === 'INACTIVE')
        .map((person) => person.email)
        .sort(),
    );
    const saoJose = 'Clínica São José';
    const members = await all(`&clinicId=${clinic(saoJose).toUpperCase()}`);
    expect(members.map((user) => user.email).sort()).toEqual(
      [
        ...Object.entries(demoMemberships)
          .filter(([, names]) => names.includes(saoJose))
          .map(([email]) => email),
        ...demoStaff.filter((person) => person.clinics.includes(saoJose)).map((p) => p.email),
      ].sort(),
    );
    expect((await list(`?clinicId=${clinic(saoJose)}&role=NURSE&status=ACTIVE`)).total).toBe(0);
    expect((await list(`?clinicId=${randomUUID()}`)).total).toBe(0);
  });

  it('refuses a bad parameter with 400 VALIDATION_FAILED naming it, never a 500', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['sort=name', 'sort'],
      ['sort=-password', 'sort'],
      ['sort=FULLNAME', 'sort'],
      ['role=JANITOR', 'role'],
      ['role=doctor', 'role'],
      ['status=active', 'status'],
      ['clinicId=not-a-uuid', 'clinicId'],
      ['clinicId=123', 'clinicId'],
      ["clinicId=1'%20or%201=1", 'clinicId'],
      ['role=NURSE&role=DOCTOR', 'role'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=%00', 'search'],
    ];
    for (const [query, path] of cases) {
      expect({ query, ...(await refusal(`/api/v1/users?${query}`)) }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
        paths: [path],
      });
    }
    expect(await refusal('/api/v1/users/export?clinicId=x&sort=y')).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['sort', 'clinicId'],
    });
  });

  it('takes blank parameters as not given', async () => {
    expect(await list('?page=&search=&role=&status=&clinicId=&sort=')).toMatchObject({
      page: 1,
      total: everyone,
    });
  });
});

describe('who may manage staff', () => {
  it('refuses every staff route to the other roles with 403, and to nobody signed in with 401', async () => {
    const id = (await byEmail('nurse@clinic.test')).id;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/users'],
      ['GET', `/api/v1/users/${id}`],
      ['GET', '/api/v1/users/template'],
      ['GET', '/api/v1/users/export'],
      ['POST', '/api/v1/users', newStaff()],
      ['PUT', `/api/v1/users/${id}`, newStaff()],
      ['PATCH', `/api/v1/users/${id}/status`, { status: 'INACTIVE' }],
      ['POST', `/api/v1/users/${id}/invitation`, {}],
      ['POST', '/api/v1/users/import', {}],
      ['POST', '/api/v1/users/import/error-report', {}],
    ];
    const answers: string[] = [];
    for (const [method, url, body] of routes) {
      for (const role of ['manager', 'doctor', 'nurse', null] as const) {
        const response = await api.request(method, url, {
          token: role ? tokens[role] : undefined,
          ...(body === undefined ? {} : { body }),
        });
        answers.push(
          `${role ?? 'nobody'} ${method} ${url} ${response.status} ${response.body?.code}`,
        );
      }
    }
    expect(
      answers.filter((answer) => !/ (403 FORBIDDEN|401 UNAUTHENTICATED)$/.test(answer)),
    ).toEqual([]);
    expect(
      answers.filter((answer) => answer.startsWith('nobody')).every((a) => a.includes(' 401 ')),
    ).toBe(true);
    expect((await byEmail('nurse@clinic.test')).status).toBe('ACTIVE');
  });
});

describe('creating, reading and editing a staff member', () => {
  it('creates with 201, normalised by staffUserSchema, and reads it back', async () => {
    const body = newStaff({ clinics: [clinic('Clínica São José'), clinic('臺大醫院')] });
    const response = await api.request('POST', '/api/v1/users', { token: tokens.admin, body });
    expect(response.status, response.text).toBe(201);
    const created = response.body as unknown as StaffUser;
    expect(created).toMatchObject({
      fullName: 'Beatriz Nunes',
      email: body.email.trim().toLowerCase(),
      phoneNumber: { callingCode: '351', localPhoneNumber: '912000111' },
      role: 'DOCTOR',
      address: 'Rua Nova 2, Braga',
      status: 'ACTIVE',
      lastSignInAt: null,
    });
    expect(created.clinics).toEqual([
      { id: clinic('Clínica São José'), name: 'Clínica São José' },
      { id: clinic('臺大醫院'), name: '臺大醫院' },
    ]);
    expect(
      await api.request('GET', `/api/v1/users/${created.id}`, { token: tokens.admin }),
    ).toMatchObject({ status: 200, body: created });
    const withoutPhone = await create({ phoneNumber: null });
    expect(withoutPhone.phoneNumber).toBeNull();
  });

  it('creates a system admin without a clinic, and refuses any other role without one', async () => {
    const admin = await api.request('POST', '/api/v1/users', {
      token: tokens.admin,
      body: newStaff({ role: 'SYSTEM_ADMIN', clinics: [] }),
    });
    expect(admin.status, admin.text).toBe(201);
    expect(admin.body).toMatchObject({ role: 'SYSTEM_ADMIN', clinics: [] });
    const nurse = await api.request('POST', '/api/v1/users', {
      token: tokens.admin,
      body: newStaff({ role: 'NURSE', clinics: [] }),
    });
    expect(nurse.status).toBe(400);
    expect(nurse.body).toMatchObject({
      errors: [{ path: 'clinics', message: 'Clinic is required' }],
    });
  });

  it('refuses an invalid body with every message of the staff form (docs/product.md §5)', async () => {
    const errorsOf = async (method: string, url: string, body: unknown) => {
      const response = await api.request(method, url, { token: tokens.admin, body });
      expect(response.status, response.text).toBe(400);
      expect(response.body!.code).toBe('VALIDATION_FAILED');
      return Object.fromEntries(
        (response.body!.errors as { path: string; message: string }[]).map((error) => [
          error.path.split('.')[0],
          error.message,
        ]),
      );
    };
    const existing = await create();
    for (const [method, url] of [
      ['POST', '/api/v1/users'],
      ['PUT', `/api/v1/users/${existing.id}`],
    ] as const) {
      expect(await errorsOf(method, url, {})).toEqual({
        fullName: 'Full name is required',
        email: 'Email is required',
        role: 'Role is required',
        address: 'Address is required',
        clinics: 'Clinic is required',
      });
      expect(
        await errorsOf(
          method,
          url,
          newStaff({
            fullName: 'x'.repeat(101),
            email: 'not-an-email',
            role: 'JANITOR',
            address: 'y'.repeat(201),
            phoneNumber: { callingCode: '351', localPhoneNumber: '123' },
            clinics: [],
          }),
        ),
      ).toEqual({
        fullName: 'Full name must be at most 100 characters',
        email: 'Invalid email',
        role: 'Invalid role',
        address: 'Address must be at most 200 characters',
        phoneNumber: 'Invalid phone number',
        clinics: 'Clinic is required',
      });
      expect(await errorsOf(method, url, newStaff({ fullName: '   ', address: ' ' }))).toEqual({
        fullName: 'Full name is required',
        address: 'Address is required',
      });
    }
    expect(
      await api.request('GET', `/api/v1/users/${existing.id}`, { token: tokens.admin }),
    ).toMatchObject({ body: { email: existing.email } });
  });

  it('answers an e-mail already used, in any case, with 409 EMAIL_TAKEN on email', async () => {
    const conflict = {
      status: 409,
      body: {
        code: 'EMAIL_TAKEN',
        message: 'This e-mail is already used.',
        errors: [{ path: 'email', message: 'This e-mail is already used.' }],
      },
    };
    const before = (await list('')).total;
    for (const email of ['doctor@clinic.test', ' DOCTOR@Clinic.TEST ']) {
      expect(
        await api.request('POST', '/api/v1/users', {
          token: tokens.admin,
          body: newStaff({ email }),
        }),
      ).toMatchObject(conflict);
    }
    expect((await list('')).total).toBe(before);
    const someone = await create();
    expect(
      await api.request('PUT', `/api/v1/users/${someone.id}`, {
        token: tokens.admin,
        body: { ...formOf(someone), email: 'Nurse@Clinic.Test' },
      }),
    ).toMatchObject(conflict);
    // Nothing of the refused edit was kept.
    expect(
      await api.request('GET', `/api/v1/users/${someone.id}`, { token: tokens.admin }),
    ).toMatchObject({ body: someone });
  });

  it('refuses clinics that do not exist or are inactive with 400 on clinics, writing nothing', async () => {
    const refused = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: userMessages.clinicsNotActive,
        errors: [{ path: 'clinics', message: userMessages.clinicsNotActive }],
      },
    };
    const before = (await list('')).total;
    for (const clinics of [
      [randomUUID()],
      [clinic('Clínica São José'), 'not-a-clinic-id'],
      [clinic('Clinique des Lilas')],
      [clinic('Clínica São José'), clinic('Riverside Family Clinic')],
    ]) {
      expect(
        await api.request('POST', '/api/v1/users', {
          token: tokens.admin,
          body: newStaff({ clinics }),
        }),
        JSON.stringify(clinics),
      ).toMatchObject(refused);
    }
    expect((await list('')).total).toBe(before);
  });

  it('edits with PUT: fields and clinics replaced, id and creation kept, inactive clinics kept but not added', async () => {
    const created = await create({ clinics: [clinic('Clínica São José'), clinic('臺大醫院')] });
    const edited = await api.request('PUT', `/api/v1/users/${created.id}`, {
      token: tokens.admin,
      body: {
        ...formOf(created),
        fullName: 'Beatriz Nunes Silva',
        email: 'BEATRIZ.SILVA@example.pt',
        phoneNumber: null,
        role: 'NURSE',
        clinics: [clinic('臺大醫院'), clinic('Hôpital Saint-Louis')],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      createdAt: created.createdAt,
      fullName: 'Beatriz Nunes Silva',
      email: 'beatriz.silva@example.pt',
      phoneNumber: null,
      role: 'NURSE',
      status: 'ACTIVE',
      clinics: [
        { id: clinic('Hôpital Saint-Louis'), name: 'Hôpital Saint-Louis' },
        { id: clinic('臺大醫院'), name: '臺大醫院' },
      ],
    });

    // 王小華 belongs to 仁愛診所, which is inactive: an edit may keep it, not add another.
    const wang = await byEmail('wang.xiaohua@clinic.test');
    expect(wang.clinics.map((each) => each.name).sort()).toEqual(
      ['仁愛診所', '馬偕紀念醫院'].sort(),
    );
    const kept = await api.request('PUT', `/api/v1/users/${wang.id}`, {
      token: tokens.admin,
      body: { ...formOf(wang), address: '台中市西區民生路52號' },
    });
    expect(kept).toMatchObject({ status: 200, body: { clinics: wang.clinics } });
    const added = await api.request('PUT', `/api/v1/users/${wang.id}`, {
      token: tokens.admin,
      body: { ...formOf(wang), clinics: [...formOf(wang).clinics, clinic('Clinique des Lilas')] },
    });
    expect(added).toMatchObject({ status: 400, body: { errors: [{ path: 'clinics' }] } });
  });

  it('answers a missing or malformed id with 404 NOT_FOUND', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      for (const [method, url, body] of [
        ['GET', `/api/v1/users/${id}`, undefined],
        ['PUT', `/api/v1/users/${id}`, newStaff()],
        ['PATCH', `/api/v1/users/${id}/status`, { status: 'INACTIVE' }],
        ['POST', `/api/v1/users/${id}/invitation`, {}],
      ] as const) {
        const response = await api.request(method, url, { token: tokens.admin, body });
        expect({ method, url, status: response.status, body: response.body }).toEqual({
          method,
          url,
          status: 404,
          body: { code: 'NOT_FOUND', message: 'No such user.' },
        });
      }
    }
  });

  it('names the staff member in the audit log: entity type, id and full name', async () => {
    const created = await create({ fullName: 'Auditada Pereira' });
    await setStatus(created.id, 'INACTIVE');
    await setStatus(created.id, 'ACTIVE');
    await api.request('POST', `/api/v1/users/${created.id}/invitation`, { token: tokens.admin });
    const log = (await api.request('GET', '/api/v1/audit-log?pageSize=4', { token: tokens.admin }))
      .body as unknown as Page<AuditEntry>;
    expect(log.items.map((entry) => [entry.action, entry.status])).toEqual([
      ['POST /api/v1/users/:id/invitation', 204],
      ['PATCH /api/v1/users/:id/status', 200],
      ['PATCH /api/v1/users/:id/status', 200],
      ['POST /api/v1/users', 201],
    ]);
    for (const entry of log.items) {
      expect(entry).toMatchObject({
        entityType: 'user',
        entityId: created.id,
        summary: 'Auditada Pereira',
      });
    }
  });
});

describe('invitations', () => {
  it('invites a new staff member by mail, naming the console’s sign-in address', async () => {
    const created = await create({ fullName: 'Convidada Ramos' });
    const [mail] = await mailsTo(created.email);
    expect(mail!.subject).toBe('You are invited to Clinic Console');
    expect(mail!.text).toContain('Hello Convidada Ramos,');
    expect(mail!.text).toContain('http://localhost:5173/login');
    expect(mail!.text).toContain(created.email);
    expect(mail!.text).toContain('one-time code');
    // The worker marks the row sent just after the mailer has taken the mail: wait for the mark.
    const queuedRow = async () =>
      (await api.db.select().from(mailQueue).where(eq(mailQueue.to, created.email)))[0];
    await expect.poll(async () => (await queuedRow())?.sentAt ?? null).not.toBeNull();
    expect(await queuedRow()).toMatchObject({ attempts: 1, lastError: null });
  });

  it('sends the invitation again on request, but not to a deactivated person', async () => {
    const created = await create();
    await mailsTo(created.email, 1);
    const resent = await api.request('POST', `/api/v1/users/${created.id}/invitation`, {
      token: tokens.admin,
    });
    expect(resent.status).toBe(204);
    const both = await mailsTo(created.email, 2);
    expect(both[0]!.text).toBe(both[1]!.text);

    await setStatus(created.id, 'INACTIVE');
    expect(
      await api.request('POST', `/api/v1/users/${created.id}/invitation`, { token: tokens.admin }),
    ).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: userMessages.invitationInactive },
    });
  });

  it('lets the invited person sign in with a code, and shows when they did', async () => {
    const created = await create({ role: 'NURSE' });
    await mailsTo(created.email);
    const token = await api.signIn(created.email);
    const me = await api.request('GET', '/api/v1/users/me', { token });
    expect(me).toMatchObject({ status: 200, body: { email: created.email, role: 'NURSE' } });
    const read = (await api.request('GET', `/api/v1/users/${created.id}`, { token: tokens.admin }))
      .body as unknown as StaffUser;
    expect(read.lastSignInAt).not.toBeNull();
    expect(Date.now() - new Date(read.lastSignInAt!).getTime()).toBeLessThan(60_000);
    // What they read is their own clinics.
    const clinics = (await api.request('GET', '/api/v1/clinics', { token }))
      .body as unknown as Page<Clinic>;
    expect(clinics.items.map((each) => each.name)).toEqual(['Clínica São José']);
  });
});

describe('role and status changes (docs/product.md §11.3)', () => {
  it('deactivation refuses the person’s existing token at once, and activation does not bring it back', async () => {
    const created = await create();
    const token = await api.signIn(created.email);
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect(await setStatus(created.id, 'INACTIVE')).toMatchObject({
      status: 200,
      body: { id: created.id, status: 'INACTIVE' },
    });
    // 401 once the revocation shows (token times are whole seconds), or 403 '403' before.
    expect([401, 403]).toContain((await api.request('GET', '/api/v1/users/me', { token })).status);
    expect(await setStatus(created.id, 'ACTIVE')).toMatchObject({ body: { status: 'ACTIVE' } });
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(401);
    expect(await setStatus(created.id, 'DELETED')).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'status', message: 'Invalid status' }] },
    });
  });

  it('ends the sessions of someone whose role changes through PUT, and only then', async () => {
    const created = await create({ role: 'DOCTOR' });
    const token = await api.signIn(created.email);
    const sameRole = await api.request('PUT', `/api/v1/users/${created.id}`, {
      token: tokens.admin,
      body: { ...formOf(created), address: 'Rua Velha 3, Braga' },
    });
    expect(sameRole.status).toBe(200);
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    const newRole = await api.request('PUT', `/api/v1/users/${created.id}`, {
      token: tokens.admin,
      body: { ...formOf(created), role: 'CLINIC_MANAGER' },
    });
    expect(newRole).toMatchObject({ status: 200, body: { role: 'CLINIC_MANAGER' } });
    expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(401);
    const again = await api.signIn(created.email);
    expect((await api.request('GET', '/api/v1/users/me', { token: again })).body!.role).toBe(
      'CLINIC_MANAGER',
    );
  });

  it('refuses to let an admin deactivate or demote themselves: 409 SELF_ACCESS_CHANGE', async () => {
    const self = await adminId();
    const refused = (path: string) => ({
      status: 409,
      body: {
        code: 'SELF_ACCESS_CHANGE',
        message: userMessages.selfAccessChange,
        errors: [{ path, message: userMessages.selfAccessChange }],
      },
    });
    // Another active admin exists (the demo staff's Tiago Fernandes): only the self guard speaks.
    expect((await all('&role=SYSTEM_ADMIN&status=ACTIVE')).length).toBeGreaterThan(1);
    expect(await setStatus(self, 'INACTIVE')).toMatchObject(refused('status'));
    const me = (await api.request('GET', `/api/v1/users/${self}`, { token: tokens.admin }))
      .body as unknown as StaffUser;
    expect(
      await api.request('PUT', `/api/v1/users/${self}`, {
        token: tokens.admin,
        body: { ...formOf(me), role: 'DOCTOR' },
      }),
    ).toMatchObject(refused('role'));
    expect(
      await api.request('PATCH', `/api/v1/users/${self}/access`, {
        token: tokens.admin,
        body: { role: 'NURSE', status: 'INACTIVE' },
      }),
    ).toMatchObject(refused('role'));
    // Their own other fields they may edit.
    const edited = await api.request('PUT', `/api/v1/users/${self}`, {
      token: tokens.admin,
      body: { ...formOf(me), address: 'Rua Castilho 52, 1250-071 Lisboa' },
    });
    expect(edited).toMatchObject({ status: 200, body: { role: 'SYSTEM_ADMIN', status: 'ACTIVE' } });
    expect((await api.request('GET', '/api/v1/users/me', { token: tokens.admin })).status).toBe(
      200,
    );
  });

  it('keeps the last active system admin: 409 LAST_ADMIN, also when two admins demote each other at once', async () => {
    const self = await adminId();
    const otherAdmins = (await all('&role=SYSTEM_ADMIN&status=ACTIVE')).filter(
      (user) => user.id !== self,
    );
    for (const other of otherAdmins)
      expect((await setStatus(other.id, 'INACTIVE')).status).toBe(200);
    try {
      const lastAdmin = (path: string) => ({
        status: 409,
        body: {
          code: 'LAST_ADMIN',
          message: userMessages.lastAdmin,
          errors: [{ path, message: userMessages.lastAdmin }],
        },
      });
      expect(await setStatus(self, 'INACTIVE')).toMatchObject(lastAdmin('status'));
      const me = (await api.request('GET', `/api/v1/users/${self}`, { token: tokens.admin }))
        .body as unknown as StaffUser;
      expect(
        await api.request('PUT', `/api/v1/users/${self}`, {
          token: tokens.admin,
          body: { ...formOf(me), role: 'CLINIC_MANAGER' },
        }),
      ).toMatchObject(lastAdmin('role'));

      // Two active admins demote each other at the same moment: one wins, the other is refused
      // (LAST_ADMIN, or 401/403 once it is no admin any more), and one admin is left.
      const second = await create({ role: 'SYSTEM_ADMIN' });
      const secondToken = await api.signIn(second.email);
      const [first, other] = await Promise.all([
        api.request('PATCH', `/api/v1/users/${second.id}/access`, {
          token: tokens.admin,
          body: { role: 'DOCTOR' },
        }),
        api.request('PATCH', `/api/v1/users/${self}/access`, {
          token: secondToken,
          body: { role: 'DOCTOR' },
        }),
      ]);
      const statuses = [first.status, other.status];
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 204)[0]).toBeGreaterThanOrEqual(401);
      // The loser's sessions ended with its role: the winner reads the list.
      const demoAdminWon = first.status === 204;
      const winner = demoAdminWon ? tokens.admin : secondToken;
      const admins = (await list('?role=SYSTEM_ADMIN&status=ACTIVE', winner)).items;
      expect(admins.map((user) => user.id)).toEqual([demoAdminWon ? self : second.id]);
      if (!demoAdminWon) {
        // The second admin won: give the demo admin its role back, as that admin.
        const restored = await api.request('PATCH', `/api/v1/users/${self}/access`, {
          token: secondToken,
          body: { role: 'SYSTEM_ADMIN' },
        });
        expect(restored.status).toBe(204);
        tokens.admin = await api.signIn('admin@clinic.test');
      }
    } finally {
      for (const other of otherAdmins) await setStatus(other.id, 'ACTIVE');
    }
    expect((await all('&role=SYSTEM_ADMIN&status=ACTIVE')).map((user) => user.id)).toContain(self);
  });
});
