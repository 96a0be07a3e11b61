import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionRoles } from '@org/contracts';
import { demoPeopleTokens } from './support/demoPeople';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;
const demoTokens = demoPeopleTokens();
const admin = demoTokens.admin;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('maintenance message', () => {
  it('is readable by everyone before sign-in, set and cleared by a system admin', async () => {
    expect(await api.request('GET', '/api/v1/maintenance')).toMatchObject({
      status: 200,
      body: { message: null },
    });
    const set = await api.request('PUT', '/api/v1/maintenance', {
      token: admin,
      body: { maintenanceMessage: '  Down for upgrades at 22:00 ' },
    });
    expect(set).toMatchObject({ status: 200, body: { message: 'Down for upgrades at 22:00' } });
    expect((await api.request('GET', '/api/v1/maintenance')).body).toMatchObject({
      message: 'Down for upgrades at 22:00',
      updatedAt: expect.any(String),
    });
    const cleared = await api.request('DELETE', '/api/v1/maintenance', { token: admin });
    expect(cleared).toMatchObject({ status: 200, body: { message: null } });
    expect((await api.request('GET', '/api/v1/maintenance')).body!.message).toBeNull();
  });

  it('refuses an empty message with the schema message, and other roles with 403', async () => {
    expect(
      await api.request('PUT', '/api/v1/maintenance', {
        token: admin,
        body: { maintenanceMessage: '   ' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Message to display is required' } });
    expect(
      await api.request('PUT', '/api/v1/maintenance', {
        token: admin,
        body: { maintenanceMessage: 'x'.repeat(2000) },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Message to display must be at most 500 characters' },
    });
    const doctor = demoTokens.doctor;
    expect(
      await api.request('PUT', '/api/v1/maintenance', {
        token: doctor,
        body: { maintenanceMessage: 'I am not an admin' },
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(
      (await api.request('PUT', '/api/v1/maintenance', { body: { maintenanceMessage: 'x' } }))
        .status,
    ).toBe(401);
    expect((await api.request('GET', '/api/v1/maintenance')).body!.message).toBeNull();
  });
});

describe('roles', () => {
  it('lists every role and permission from the one table', async () => {
    const matrix = await api.request('GET', '/api/v1/roles', { token: admin });
    expect(matrix.status).toBe(200);
    expect(matrix.body!.roles).toEqual(['SYSTEM_ADMIN', 'CLINIC_MANAGER', 'DOCTOR', 'NURSE']);
    expect(matrix.body!.permissions).toEqual(
      Object.entries(permissionRoles).map(([permission, roles]) => ({ permission, roles })),
    );
  });
});

describe('audit log', () => {
  it('records every write with who, what, when and from where', async () => {
    const before = new Date(Date.now() - 1000);
    await api.request('PUT', '/api/v1/maintenance', {
      token: admin,
      ip: '203.0.113.7',
      body: { maintenanceMessage: 'Audited' },
    });
    await api.request('DELETE', '/api/v1/maintenance', { token: admin, ip: '203.0.113.7' });
    const log = await api.request('GET', '/api/v1/audit-log?pageSize=10', { token: admin });
    expect(log.status).toBe(200);
    const items = log.body!.items as {
      action: string;
      userEmail: string;
      ip: string;
      at: string;
      status: number;
    }[];
    const [cleared, set] = items;
    expect(cleared).toMatchObject({
      action: 'DELETE /api/v1/maintenance',
      userEmail: 'admin@clinic.test',
      ip: '203.0.113.7',
      status: 200,
    });
    expect(set).toMatchObject({ action: 'PUT /api/v1/maintenance', status: 200 });
    expect(new Date(set!.at).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(log.body!.total).toBeGreaterThanOrEqual(2);
  });

  it('names the user who signed in, and records refused writes too', async () => {
    await api.signIn('manager@clinic.test');
    await api.request('PUT', '/api/v1/maintenance', { body: { maintenanceMessage: 'nope' } });
    const items = (await api.request('GET', '/api/v1/audit-log?pageSize=5', { token: admin })).body!
      .items as { action: string; userEmail: string | null; status: number }[];
    expect(items[0]).toMatchObject({
      action: 'PUT /api/v1/maintenance',
      userEmail: null,
      status: 401,
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        action: 'POST /api/v1/auth/verify-otp',
        userEmail: 'manager@clinic.test',
        status: 200,
      }),
    );
  });

  it('cannot be changed or deleted, not even by a query', async () => {
    const refusal = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(api.db.execute(sql`update audit_log set action = 'x'`)).rejects.toMatchObject(
      refusal,
    );
    await expect(api.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refusal);
    const routes = api.app.routeCatalogue.filter((route) => route.url.includes('audit'));
    // Read only: the log and its export, GET and the HEAD Fastify adds for each.
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v1/audit-log',
      'GET /api/v1/audit-log/export',
      'HEAD /api/v1/audit-log',
      'HEAD /api/v1/audit-log/export',
    ]);
    expect(routes.every((route) => route.access === 'audit:read')).toBe(true);
  });

  it('is read by system admins only', async () => {
    const nurse = demoTokens.nurse;
    expect((await api.request('GET', '/api/v1/audit-log', { token: nurse })).status).toBe(403);
  });
});

describe('CSRF (signed double submit)', () => {
  const write = (headers: Record<string, string>) =>
    api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: 'someone@clinic.test' },
      csrf: false,
      headers,
    });

  it('refuses a write without the token, with a wrong one, or with one we did not sign', async () => {
    const token = ((await api.request('GET', '/api/v1/auth/csrf')).body as { token: string }).token;
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const attempts: Record<string, string>[] = [
      {},
      { cookie: `XSRF-TOKEN=${token}` },
      { 'x-xsrf-token': token },
      { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
      { cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged },
      { cookie: 'XSRF-TOKEN=a.b', 'x-xsrf-token': 'a.b' },
    ];
    for (const headers of attempts) {
      expect(await write(headers)).toMatchObject({ status: 403, body: { code: 'CSRF_INVALID' } });
    }
    expect((await write({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token })).status).toBe(
      200,
    );
  });

  it('sets the cookie for the page script to read, strict same-site, and keeps a valid one', async () => {
    const first = await api.request('GET', '/api/v1/auth/csrf');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Strict$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const token = (first.body as { token: string }).token;
    const again = await api.request('GET', '/api/v1/auth/csrf', {
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect((again.body as { token: string }).token).toBe(token);
  });

  it('clears the cookie on logout', async () => {
    const loggedOut = await api.request('POST', '/api/v1/auth/logout');
    expect(loggedOut.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('security headers', () => {
  it('sends CSP without inline scripts, HSTS, nosniff, frame-ancestors none, referrer and permissions policies', async () => {
    for (const response of [
      await api.request('GET', '/api/health'),
      await api.request('GET', '/api/v1/users/me'),
      await api.request('GET', '/api/v1/nothing-here'),
    ]) {
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});
