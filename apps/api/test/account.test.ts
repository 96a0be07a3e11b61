import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { multipartForm } from './support/forms';
import { onePixelPng } from './support/uploads';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const userIdOf = async (token: string) =>
  (await api.request('GET', '/api/v1/users/me', { token })).body!.id as string;

/** A doctor created by `admin` (in the first clinic listed), by e-mail. */
const newDoctor = async (admin: string) => {
  const clinics = await api.request('GET', '/api/v1/clinics?pageSize=1', { token: admin });
  const [clinic] = clinics.body!.items as { id: string }[];
  const email = `doctor.${crypto.randomUUID()}@example.org`;
  const created = await api.request('POST', '/api/v1/users', {
    token: admin,
    body: {
      fullName: 'Role Change',
      email,
      role: 'DOCTOR',
      address: 'Rua Nova 3',
      clinics: [clinic!.id],
    },
  });
  expect(created.status, created.text).toBe(201);
  return email;
};

const PNG = onePixelPng;

/** An avatar upload's request options: the file under `field` (avatar), as a browser sends it. */
const multipartUpload = (bytes: Buffer, fileName: string, type: string, field = 'avatar') =>
  multipartForm({}, { field, bytes, fileName, type });

describe('settings and profile', () => {
  it('saves language and dark mode, and users/me returns them', async () => {
    const token = await api.signIn('doctor@clinic.test');
    const saved = await api.request('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'fr', darkMode: true },
    });
    expect(saved.status).toBe(200);
    const me = await api.request('GET', '/api/v1/users/me', { token });
    expect(me.body!.userSettings).toEqual(
      expect.arrayContaining([
        { settingKey: 'language', settingValue: 'fr' },
        { settingKey: 'darkMode', settingValue: 'true' },
      ]),
    );
    await api.request('PUT', '/api/v1/users/me/settings', { token, body: { darkMode: false } });
    const after = await api.request('GET', '/api/v1/users/me', { token });
    expect(after.body!.userSettings).toEqual(
      expect.arrayContaining([
        { settingKey: 'language', settingValue: 'fr' },
        { settingKey: 'darkMode', settingValue: 'false' },
      ]),
    );
  });

  it('refuses an unsupported language or a dark mode that is not a boolean, and keeps what was saved', async () => {
    const token = await api.signIn('nurse@clinic.test');
    await api.request('PUT', '/api/v1/users/me/settings', { token, body: { language: 'es' } });
    const klingon = await api.request('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'tlh', darkMode: true },
    });
    expect(klingon).toMatchObject({ status: 400, body: { message: 'Invalid language' } });
    const text = await api.request('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: 'yes' },
    });
    expect(text).toMatchObject({ status: 400, body: { message: 'Dark mode must be on or off' } });
    const me = await api.request('GET', '/api/v1/users/me', { token });
    expect(me.body!.userSettings).toEqual([{ settingKey: 'language', settingValue: 'es' }]);
  });

  it('ignores setting keys it does not know', async () => {
    const token = await api.signIn('manager@clinic.test');
    await api.request('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'vi', role: 'SYSTEM_ADMIN', isAdmin: 'true' },
    });
    const me = await api.request('GET', '/api/v1/users/me', { token });
    expect(me.body!.role).toBe('CLINIC_MANAGER');
    expect(me.body!.userSettings).toEqual([{ settingKey: 'language', settingValue: 'vi' }]);
  });

  it('updates the full name with the shared schema rules', async () => {
    const token = await api.signIn('manager@clinic.test');
    const renamed = await api.request('PATCH', '/api/v1/users/me', {
      token,
      body: { fullName: '  Marta  Manager-Silva ' },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { fullName: 'Marta  Manager-Silva', name: 'Marta' },
    });
    const tooLong = await api.request('PATCH', '/api/v1/users/me', {
      token,
      body: { fullName: 'x'.repeat(101) },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'Full name must be at most 100 characters' },
    });
    const empty = await api.request('PATCH', '/api/v1/users/me', {
      token,
      body: { fullName: ' ' },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Full name is required' } });
  });
});

describe('avatar upload', () => {
  it('stores an image, serves it, replaces it and removes it', async () => {
    const token = await api.signIn('nurse@clinic.test');
    const uploaded = await api.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartUpload(PNG, 'me.png', 'image/png'),
    });
    expect(uploaded.status).toBe(200);
    const avatar = uploaded.body!.avatar as string;
    expect(avatar).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${api.baseUrl}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const replaced = await api.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartUpload(PNG, 'again.png', 'image/png'),
    });
    expect(replaced.body!.avatar).not.toBe(avatar);
    expect((await fetch(`${api.baseUrl}${avatar}`)).status).toBe(404);

    const removed = await api.request('DELETE', '/api/v1/users/me/avatar', { token });
    expect(removed).toMatchObject({ status: 200, body: { avatar: null } });
    expect((await fetch(`${api.baseUrl}${replaced.body!.avatar as string}`)).status).toBe(404);
  });

  it('refuses what is not an image, whatever its name and declared type say', async () => {
    const token = await api.signIn('doctor@clinic.test');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name, type] of [
      [svg, 'x.svg', 'image/svg+xml'],
      [svg, 'x.png', 'image/png'],
      [Buffer.from('MZ executable'), 'x.jpg', 'image/jpeg'],
    ] as const) {
      const refused = await api.request('PUT', '/api/v1/users/me/avatar', {
        token,
        ...multipartUpload(bytes, name, type),
      });
      expect(refused).toMatchObject({ status: 400, body: { code: 'AVATAR_NOT_AN_IMAGE' } });
    }
    const wrongField = await api.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartUpload(PNG, 'me.png', 'image/png', 'picture'),
    });
    expect(wrongField.status).toBe(400);
    const json = await api.request('PUT', '/api/v1/users/me/avatar', { token, body: {} });
    expect(json.status).toBe(400);
    expect((await api.request('GET', '/api/v1/users/me', { token })).body!.avatar).toBeNull();
  });

  it('refuses an image over 2 MB with 413 and keeps the old avatar', async () => {
    const token = await api.signIn('manager@clinic.test');
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const refused = await api.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartUpload(huge, 'big.png', 'image/png'),
    });
    expect(refused.status).toBe(413);
    expect(refused.body?.message).toEqual(expect.any(String));
    expect((await api.request('GET', '/api/v1/users/me', { token })).body!.avatar).toBeNull();
  });

  it('answers a part header with a bare line break in 400, instead of hanging', async () => {
    // busboy skips such a part and, with more than 16 KB of body, never reports the end: the
    // route gives the file 5 seconds to start (found by the property-based test).
    const token = await api.signIn('manager@clinic.test');
    const refused = await api.request('PUT', '/api/v1/users/me/avatar', {
      token,
      ...multipartUpload(Buffer.concat([PNG, Buffer.alloc(20_000)]), '\n', 'image/png'),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'UPLOAD_MALFORMED' } });
    expect((await api.request('GET', '/api/v1/users/me', { token })).body!.avatar).toBeNull();
  }, 15_000);

  it('serves only stored avatar names', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      'x.png',
      '00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await fetch(`${api.baseUrl}/api/v1/avatars/${name}`)).status).toBe(404);
    }
  });
});

describe('role changes and deactivation end sessions (docs/product.md §11.3)', () => {
  it('ends every session of a user whose role changes, and new tokens carry the new role', async () => {
    const admin = await api.signIn('admin@clinic.test');
    // A doctor of this file's own: the Auth emulator keeps one account (and role claim) per user
    // id, and every file's database copy holds the same demo doctor, whom other files sign in
    // (which sets the claim back) or re-role at the same time.
    const doctorEmail = await newDoctor(admin);
    const doctor = await api.signIn(doctorEmail);
    const doctorId = await userIdOf(doctor);
    const changed = await api.request('PATCH', `/api/v1/users/${doctorId}/access`, {
      token: admin,
      body: { role: 'NURSE' },
    });
    expect(changed.status).toBe(204);
    expect((await api.request('GET', '/api/v1/users/me', { token: doctor })).status).toBe(401);
    const again = await api.signIn(doctorEmail);
    expect((await api.request('GET', '/api/v1/users/me', { token: again })).body!.role).toBe(
      'NURSE',
    );
    const claims = JSON.parse(Buffer.from(again.split('.')[1]!, 'base64url').toString()) as {
      role?: string;
    };
    expect(claims.role).toBe('NURSE');
    await api.request('PATCH', `/api/v1/users/${doctorId}/access`, {
      token: admin,
      body: { role: 'DOCTOR' },
    });
  });

  it('ends the sessions of a deactivated user, who then gets no code', async () => {
    const admin = await api.signIn('admin@clinic.test');
    const nurse = await api.signIn('nurse@clinic.test');
    const nurseId = await userIdOf(nurse);
    await api.request('PATCH', `/api/v1/users/${nurseId}/access`, {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    // Refused either way: 401 once the revocation shows (token times are whole seconds), or 403 '403'.
    expect([401, 403]).toContain(
      (await api.request('GET', '/api/v1/users/me', { token: nurse })).status,
    );
    await api.forgetRateLimits('nurse@clinic.test');
    const since = new Date();
    const sent = await api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: 'nurse@clinic.test' },
    });
    expect(sent.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outbox = (await api.request('GET', '/api/v1/dev/outbox')).body as unknown as {
      to: string;
      sentAt: string;
    }[];
    expect(
      outbox.some((mail) => mail.to === 'nurse@clinic.test' && new Date(mail.sentAt) >= since),
    ).toBe(false);
    await api.request('PATCH', `/api/v1/users/${nurseId}/access`, {
      token: admin,
      body: { status: 'ACTIVE' },
    });
    // Active again, the old sign-in stays over: its session was ended on the server.
    expect((await api.request('GET', '/api/v1/users/me', { token: nurse })).status).toBe(401);
  });

  it('answers a deactivated user whose token still verifies with 403 code "403" (the console logs out)', async () => {
    const manager = await api.signIn('manager@clinic.test');
    const managerId = await userIdOf(manager);
    // Deactivated directly in the database: the tokens were not revoked, so only the user check stops them.
    await api.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, managerId));
    expect(await api.request('GET', '/api/v1/users/me', { token: manager })).toMatchObject({
      status: 403,
      body: { code: '403' },
    });
    await api.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, managerId));
  });

  it('checks the change with the shared schema and refuses unknown users', async () => {
    const admin = await api.signIn('admin@clinic.test');
    const bad = await api.request('PATCH', `/api/v1/users/${crypto.randomUUID()}/access`, {
      token: admin,
      body: { role: 'OWNER' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid role' } });
    const missing = await api.request('PATCH', `/api/v1/users/${crypto.randomUUID()}/access`, {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    expect(missing.status).toBe(404);
  });

  it('answers a malformed user id with 404 NOT_FOUND and changes nobody', async () => {
    const admin = await api.signIn('admin@clinic.test');
    const before = await api.db.select().from(users);
    // The last one matched the inline check that came before uuidParam, then failed in PostgreSQL.
    for (const id of ['not-a-uuid', '1', '------------------------------------']) {
      const answer = await api.request('PATCH', `/api/v1/users/${id}/access`, {
        token: admin,
        body: { status: 'INACTIVE' },
      });
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 404,
        body: { message: 'No such user.', code: 'NOT_FOUND' },
      });
    }
    expect(await api.db.select().from(users)).toEqual(before);
  });
});
