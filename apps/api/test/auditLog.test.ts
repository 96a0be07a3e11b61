import { randomUUID } from 'node:crypto';
import type { AuditEntry, Clinic, Page } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { auditActionOf, auditActionTable } from '../src/security/auditActions';
import { demoPeopleTokens } from './support/demoPeople';
import { startTestApi, type TestApi } from './testApi';

/** docs/product.md §12.3: the audit log as people read it: actions, people, filters, export. */

let api: TestApi;
const demoTokens = demoPeopleTokens();
const admin = demoTokens.admin;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const readLog = async (query = '', token = admin) => {
  const response = await api.request('GET', `/api/v1/audit-log${query}`, { token });
  if (response.status !== 200) throw new Error(`audit-log answered ${response.status}`);
  return response.body as unknown as Page<AuditEntry>;
};
const refusalOf = async (query: string) => {
  const response = await api.request('GET', `/api/v1/audit-log${query}`, { token: admin });
  return {
    status: response.status,
    message: response.body?.message,
    paths: (response.body?.errors as { path: string }[] | undefined)?.map((error) => error.path),
  };
};
const saveSettings = (token: string, body: Record<string, unknown>) =>
  api.request('PUT', '/api/v1/users/me/settings', { token, body });

describe('an action per entry, derived from the route', () => {
  it('records a sign-in as "signed in", naming the person by e-mail and full name', async () => {
    await api.signIn('manager@clinic.test');
    const [signedIn] = (await readLog('?action=auth.signedIn&pageSize=1')).items;
    expect(signedIn).toMatchObject({
      actionCode: 'auth.signedIn',
      action: 'POST /api/v1/auth/verify-otp',
      userEmail: 'manager@clinic.test',
      userFullName: expect.any(String),
      status: 200,
    });
    expect(signedIn!.userFullName).not.toBe('');
  });

  it('tells a language change from a dark-mode change, and keeps the new value', async () => {
    const nurse = demoTokens.nurse;
    await saveSettings(nurse, { language: 'es' });
    await saveSettings(nurse, { darkMode: true });
    await saveSettings(nurse, { language: 'en', darkMode: false });
    const [both, darkMode, language] = (
      await readLog('?includePreferences=true&actor=nurse@&pageSize=3')
    ).items;
    expect(language).toMatchObject({
      actionCode: 'settings.languageChanged',
      action: 'PUT /api/v1/users/me/settings',
      userEmail: 'nurse@clinic.test',
      summary: 'es',
    });
    expect(darkMode).toMatchObject({ actionCode: 'settings.darkModeChanged', summary: 'on' });
    expect(both).toMatchObject({ actionCode: 'settings.changed' });
  });

  it('records publishing and clearing the maintenance message', async () => {
    await api.request('PUT', '/api/v1/maintenance', {
      token: admin,
      body: { maintenanceMessage: 'Back at noon' },
    });
    await api.request('DELETE', '/api/v1/maintenance', { token: admin });
    const [cleared, published] = (await readLog('?pageSize=2')).items;
    expect(published).toMatchObject({
      actionCode: 'maintenance.published',
      userEmail: 'admin@clinic.test',
    });
    expect(cleared).toMatchObject({ actionCode: 'maintenance.cleared' });
  });

  it('names the person on every row someone signed in for, and nobody on the others', async () => {
    await api.request('PUT', '/api/v1/maintenance', { body: { maintenanceMessage: 'anonymous' } });
    const { items } = await readLog('?pageSize=100&includePreferences=true');
    expect(items.length).toBeGreaterThan(5);
    for (const entry of items) {
      if (entry.userId) expect(entry.userEmail, entry.action).toMatch(/@clinic\.test$/);
      else expect(entry.userEmail, entry.action).toBeNull();
    }
    expect(items[0]).toMatchObject({
      actionCode: 'maintenance.published',
      status: 401,
      userId: null,
      userFullName: null,
    });
  });
});

describe('the table of actions', () => {
  it('names only routes the api has, each audited (a write, or a read of patient data)', () => {
    const catalogue = new Set(
      api.app.routeCatalogue.map((route) => `${route.method} ${route.url}`),
    );
    for (const key of Object.keys(auditActionTable)) {
      expect(catalogue.has(key), `${key} is not a route: update security/auditActions.ts`).toBe(
        true,
      );
    }
  });

  it('gives a route it does not know a record action by method', () => {
    const unknown = (method: string) =>
      auditActionOf({ method, url: '/api/v1/vaccines/:id', query: {}, body: {} });
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'HEAD'].map(unknown)).toEqual([
      'record.created',
      'record.updated',
      'record.updated',
      'record.deleted',
      'record.read',
      'record.read',
    ]);
  });
});

describe('filters', () => {
  it('narrows to a person by a part of their e-mail or name, in any case', async () => {
    await api.signIn('doctor@clinic.test');
    const byEmail = await readLog('?actor=DOCTOR@CLINIC&pageSize=100');
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.items.every((entry) => entry.userEmail === 'doctor@clinic.test')).toBe(true);
    const doctorName = byEmail.items[0]!.userFullName!;
    const byName = await readLog(
      `?actor=${encodeURIComponent(doctorName.slice(1, 6).toUpperCase())}&pageSize=100`,
    );
    expect(byName.items.map((entry) => entry.userEmail)).toContain('doctor@clinic.test');
    // % and _ are themselves, not wildcards.
    expect((await readLog('?actor=%25')).total).toBe(0);
  });

  it('narrows to one action, or several when repeated', async () => {
    const signIns = await readLog('?action=auth.signedIn&pageSize=100');
    expect(signIns.total).toBeGreaterThanOrEqual(3);
    expect(new Set(signIns.items.map((entry) => entry.actionCode))).toEqual(
      new Set(['auth.signedIn']),
    );
    const both = await readLog(
      '?action=maintenance.published&action=maintenance.cleared&pageSize=100',
    );
    expect(new Set(both.items.map((entry) => entry.actionCode))).toEqual(
      new Set(['maintenance.published', 'maintenance.cleared']),
    );
    expect(both.total).toBe(both.items.length);
  });

  it('narrows to a date range: instants, and whole days for bare dates', async () => {
    const before = new Date(Date.now() - 1);
    await api.request('DELETE', '/api/v1/maintenance', { token: admin });
    const after = new Date(Date.now() + 1);
    const inRange = await readLog(
      `?from=${before.toISOString()}&to=${after.toISOString()}&action=maintenance.cleared`,
    );
    expect(inRange.total).toBe(1);
    expect((await readLog(`?to=${before.toISOString()}&action=maintenance.cleared`)).total).toBe(
      1, // the one cleared by the test above
    );
    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect((await readLog(`?from=${day(0)}&to=${day(0)}`)).total).toBeGreaterThan(0);
    expect((await readLog(`?from=${day(1)}`)).total).toBe(0);
    expect((await readLog(`?to=${day(-1)}`)).total).toBe(0);
  });

  it('refuses a date that is not one, or a range that ends before it starts, in words', async () => {
    expect(await refusalOf('?from=yesterday')).toEqual({
      status: 400,
      message: 'from must be an ISO 8601 date (2026-01-31) or date and time (2026-01-31T08:00:00Z)',
      paths: ['from'],
    });
    expect((await refusalOf('?to=2026-02-30')).paths).toEqual(['to']);
    expect(await refusalOf('?from=2026-03-02&to=2026-03-01')).toMatchObject({
      status: 400,
      message: 'to must not be before from',
    });
    // Named in the order of the one list reader (packages/contracts/src/defineList.ts).
    expect(await refusalOf('?action=auth.hacked&pageSize=0')).toMatchObject({
      status: 400,
      paths: ['pageSize', 'action'],
    });
    expect((await refusalOf('?includePreferences=yes')).paths).toEqual(['includePreferences']);
  });

  it('hides preference changes unless asked for, or named as the action', async () => {
    const nurse = demoTokens.nurse;
    await saveSettings(nurse, { language: 'fr' });
    await saveSettings(nurse, { language: 'en' });
    const preference = (entry: AuditEntry) => entry.actionCode.startsWith('settings.');
    const hidden = await readLog('?pageSize=100');
    expect(hidden.items.some(preference)).toBe(false);
    const shown = await readLog('?pageSize=100&includePreferences=true');
    expect(shown.items.filter(preference).length).toBeGreaterThanOrEqual(2);
    expect(shown.total).toBeGreaterThan(hidden.total);
    const named = await readLog('?action=settings.languageChanged');
    expect(named.items.length).toBeGreaterThanOrEqual(2);
    expect(named.items.every((entry) => entry.actionCode === 'settings.languageChanged')).toBe(
      true,
    );
  });
});

describe('GET /api/v1/audit-log/export', () => {
  it('writes the filtered log as CSV, with formula-like cells neutralised', async () => {
    const created = await api.request('POST', '/api/v1/clinics', {
      token: admin,
      body: {
        name: '=HYPERLINK("http://evil.test","Clínica Norte")',
        type: 'CLINIC',
        address: 'Rua 1, Porto',
        email: 'norte@clinica.example.pt',
        countryCode: 'PT',
      },
    });
    expect(created.status).toBe(201);
    const clinic = created.body as unknown as Clinic;
    const response = await api.request(
      'GET',
      '/api/v1/audit-log/export?action=clinic.created&actor=admin',
      { token: admin },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-log.csv"',
    );
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at,userEmail,userFullName,actionCode,action,status,entityType,entityId,summary,ip,requestId',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',admin@clinic.test,');
    expect(lines[1]).toContain(',clinic.created,POST /api/v1/clinics,201,clinic,');
    expect(lines[1]).toContain(clinic.id);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""Clínica Norte"")"`);
  });

  it('streams every entry once, across batches of entries written at the same instant', async () => {
    const at = new Date('2020-02-02T02:02:02.000Z');
    const written = Array.from({ length: 2_345 }, () => randomUUID()).map((id) => ({
      id,
      // The export names each entry's record: here, the entry itself.
      entityId: id,
      at,
      userId: null,
      userEmail: 'batch@clinic.test',
      actionCode: 'maintenance.cleared' as const,
      action: 'DELETE /api/v1/maintenance',
      status: 200,
      ip: null,
      requestId: null,
    }));
    for (let start = 0; start < written.length; start += 500) {
      await api.db.insert(auditLog).values(written.slice(start, start + 500));
    }
    for (const sort of ['-at', 'at']) {
      const response = await api.request(
        'GET',
        `/api/v1/audit-log/export?actor=batch@&sort=${sort}`,
        { token: admin },
      );
      const ids = response.text
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[7]);
      expect(ids).toHaveLength(written.length);
      expect(new Set(ids)).toEqual(new Set(written.map((entry) => entry.id)));
    }
  });

  it('takes the same filters as the list, and refuses bad ones the same way', async () => {
    const csv = await api.request('GET', '/api/v1/audit-log/export?includePreferences=true', {
      token: admin,
    });
    const rows = csv.text.trimEnd().split('\r\n').length - 1;
    expect(rows).toBe((await readLog('?includePreferences=true&pageSize=1')).total);
    expect(
      (await api.request('GET', '/api/v1/audit-log/export?from=soon', { token: admin })).status,
    ).toBe(400);
  });

  it('is for system admins only, like the log', async () => {
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      const token = demoTokens[who];
      for (const url of ['/api/v1/audit-log', '/api/v1/audit-log/export']) {
        expect((await api.request('GET', url, { token })).status, `${who} ${url}`).toBe(403);
      }
    }
    expect((await api.request('GET', '/api/v1/audit-log/export')).status).toBe(401);
  });
});
