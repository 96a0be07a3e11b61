import http from 'node:http';
import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from '@org/contracts';
import { clinics, mailQueue, notifications, patients, userClinics, users } from '../src/db/schema';
import { createNotificationService } from '../src/services/notificationService';
import { demoPeopleTokens, type DemoPerson } from './support/demoPeople';
import { uploadCsv } from './support/uploads';
import { startTestApi, type TestApi } from './testApi';

/**
 * Notifications: each person reads and marks only their own; a patient's notification reaches
 * only the doctor or nurse it names, with the name they could read and a link only while they may
 * open the record; streams deliver through whichever instance (on PostgreSQL a second api
 * instance shares the database; on PGlite there is one) and close when the session ends or the
 * person is deactivated.
 */
let api: TestApi;
/** Another api instance on the same PostgreSQL database; on PGlite the same one. */
let other: TestApi;
const tokens = demoPeopleTokens();
const ids = {} as Record<DemoPerson, string>;

const call = (who: DemoPerson | string, method: string, url: string, body?: unknown) =>
  api.request(method, url, {
    token: who in tokens ? tokens[who as DemoPerson] : who,
    ...(body === undefined ? {} : { body }),
  });

const listOf = async (who: DemoPerson, before?: string) => {
  const answer = await call(
    who,
    'GET',
    `/api/v1/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as NotificationPage;
};

/**
 * A stream of server-sent events, read as they come (through node:http: undici's fetch may open
 * spare connections that would hold the server's close).
 */
async function openStream(instance: TestApi, token: string) {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let ended = false;
  const { request, response } = await new Promise<{
    request: http.ClientRequest;
    response: http.IncomingMessage;
  }>((resolve, reject) => {
    const request = http.get(
      `${instance.baseUrl}/api/v1/notifications/stream`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => resolve({ request, response }),
    );
    request.on('error', reject);
  });
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
    }
  });
  response.on('close', () => (ended = true));
  response.on('error', () => (ended = true));
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    events,
    get ended() {
      return ended;
    },
    lastUnread: () => events.filter((e) => e.event === 'unread').at(-1)?.data.unread,
    close() {
      request.destroy();
    },
  };
}

/** A patient of `clinicName` whose doctor is not the demo doctor (and no nurse of theirs). */
const patientAt = async (clinicName: string) => {
  const [row] = await api.db
    .select({ id: patients.id, fullName: patients.fullName, clinicId: patients.clinicId })
    .from(patients)
    .innerJoin(clinics, eq(clinics.id, patients.clinicId))
    .where(
      and(
        eq(clinics.name, clinicName),
        eq(patients.status, 'ENROLLED'),
        sql`${patients.doctorId} is distinct from ${ids.doctor}`,
        sql`${patients.nurseId} is distinct from ${ids.nurse}`,
      ),
    )
    .limit(1);
  return row!;
};

const clinicId = async (name: string) =>
  (await api.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.name, name)))[0]!.id;

beforeAll(async () => {
  api = await startTestApi();
  other =
    api.testDatabase.kind === 'postgres' ? await startTestApi({ shareDatabaseWith: api }) : api;
  for (const who of ['admin', 'manager', 'doctor', 'nurse'] as const) {
    const [row] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${who}@clinic.test`));
    ids[who] = row!.id;
  }
});
afterAll(async () => {
  if (other !== api) await other?.close();
  await api?.close();
});

describe('a patient given to the demo doctor', () => {
  let patient: { id: string; fullName: string; clinicId: string };
  let assigned: NotificationItem;

  it('reaches the doctor live through the other instance, and no one else', async () => {
    patient = await patientAt('Clínica São José');
    const doctorStream = await openStream(other, tokens.doctor);
    const nurseStream = await openStream(other, tokens.nurse);
    try {
      expect(doctorStream.status).toBe(200);
      expect(doctorStream.contentType).toContain('text/event-stream');
      await expect.poll(() => doctorStream.lastUnread()).toBeTypeOf('number');
      await expect.poll(() => nurseStream.lastUnread()).toBeTypeOf('number');
      const before = doctorStream.lastUnread() as number;
      const nurseBefore = nurseStream.events.length;

      const answer = await call('manager', 'PUT', `/api/v1/patients/${patient.id}/assignment`, {
        clinicId: patient.clinicId,
        doctorId: ids.doctor,
        nurseId: null,
      });
      expect(answer.status, answer.text).toBe(200);
      await expect.poll(() => doctorStream.lastUnread(), { timeout: 5_000 }).toBe(before + 1);
      // The nurse does not belong to the clinic: nothing for her, not even a count.
      expect(nurseStream.events.slice(nurseBefore)).toEqual([]);
    } finally {
      doctorStream.close();
      nurseStream.close();
    }

    const page = await listOf('doctor');
    assigned = page.items[0]!;
    expect(assigned).toEqual({
      id: expect.any(String),
      kind: 'patient-assigned',
      params: { patientName: patient.fullName },
      link: `/?patient=${patient.id}`,
      createdAt: expect.any(String),
      read: false,
    });
    expect(page.unread).toBeGreaterThan(0);
    expect(
      (await listOf('nurse')).items.some((item) => item.params.patientName === patient.fullName),
    ).toBe(false);
    // The manager made the change: nothing for them.
    expect((await listOf('manager')).items.some((item) => item.kind === 'patient-assigned')).toBe(
      false,
    );
  });

  it('is marked read by its owner only; another person gets 404 as for a missing one', async () => {
    const theirs = await call('nurse', 'POST', `/api/v1/notifications/${assigned.id}/read`);
    expect(theirs).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await call('doctor', 'POST', '/api/v1/notifications/not-an-id/read')).status).toBe(404);
    const unread = (await call('doctor', 'GET', '/api/v1/notifications/unread')).body!
      .unread as number;
    expect((await call('doctor', 'POST', `/api/v1/notifications/${assigned.id}/read`)).status).toBe(
      204,
    );
    expect((await call('doctor', 'GET', '/api/v1/notifications/unread')).body).toEqual({
      unread: unread - 1,
    });
    expect((await listOf('doctor')).items[0]).toMatchObject({ id: assigned.id, read: true });
  });

  it('tells the doctor it moved away, and no longer links a record out of their reach', async () => {
    const porto = await clinicId('Centro de Saúde do Porto');
    const answer = await call('manager', 'PUT', `/api/v1/patients/${patient.id}/assignment`, {
      clinicId: porto,
      doctorId: null,
      nurseId: null,
    });
    expect(answer.status, answer.text).toBe(200);
    const items = (await listOf('doctor')).items;
    expect(items[0]).toMatchObject({
      kind: 'patient-unassigned',
      params: { patientName: patient.fullName },
      link: null,
    });
    // The earlier one's link is gone too: the doctor cannot open the patient any more.
    expect(items.find((item) => item.id === assigned.id)?.link).toBeNull();
    // The manager still may: had they been notified, they would keep the link.
    expect((await call('doctor', 'GET', `/api/v1/patients/${patient.id}`)).status).toBe(404);
  });

  it('marks all read', async () => {
    expect((await call('doctor', 'POST', '/api/v1/notifications/read-all')).status).toBe(204);
    expect((await call('doctor', 'GET', '/api/v1/notifications/unread')).body).toEqual({
      unread: 0,
    });
    expect((await listOf('doctor')).items.every((item) => item.read)).toBe(true);
  });
});

describe('pages', () => {
  it('pages newest first with a cursor that new arrivals do not shift', async () => {
    const at = Date.now();
    await api.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, n) => ({
        userId: ids.nurse,
        kind: 'maintenance-published' as const,
        createdAt: new Date(at - (n + 1) * 1000),
      })),
    );
    const first = await listOf('nurse');
    expect(first.items).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    const times = first.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await api.db
      .insert(notifications)
      .values({ userId: ids.nurse, kind: 'maintenance-published', createdAt: new Date() });
    const second = await listOf('nurse', first.next!);
    expect(second.items.length).toBeGreaterThanOrEqual(5);
    expect(second.items.some((item) => first.items.some((seen) => seen.id === item.id))).toBe(
      false,
    );
    expect((await call('nurse', 'GET', '/api/v1/notifications?before=nonsense')).status).toBe(400);
  });
});

describe('events for everyone', () => {
  it('announces a published maintenance message to everyone active but its author, unless muted', async () => {
    const muted = await call('nurse', 'PUT', '/api/v1/notifications/preferences', {
      mutedKinds: ['maintenance-published'],
      dailyDigest: true,
    });
    expect(muted).toMatchObject({
      status: 200,
      body: { mutedKinds: ['maintenance-published'], dailyDigest: true },
    });
    expect((await call('nurse', 'GET', '/api/v1/notifications/preferences')).body).toEqual({
      mutedKinds: ['maintenance-published'],
      dailyDigest: true,
    });
    const count = (who: string) =>
      api.db.$count(
        notifications,
        and(eq(notifications.userId, who), eq(notifications.kind, 'maintenance-published')),
      );
    const before = {
      admin: await count(ids.admin),
      doctor: await count(ids.doctor),
      nurse: await count(ids.nurse),
    };
    const set = await call('admin', 'PUT', '/api/v1/maintenance', {
      maintenanceMessage: 'Down at 22:00',
    });
    expect(set.status).toBe(200);
    expect(await count(ids.doctor)).toBe(before.doctor + 1);
    expect(await count(ids.admin)).toBe(before.admin);
    expect(await count(ids.nurse)).toBe(before.nurse);
    const inactive = await api.db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.status, 'ACTIVE'));
    if (inactive.length > 0) {
      expect(
        await api.db.$count(
          notifications,
          inArray(
            notifications.userId,
            inactive.map((row) => row.id),
          ),
        ),
      ).toBe(0);
    }
    await call('admin', 'DELETE', '/api/v1/maintenance');
  });

  it('refuses a kind it does not know with the schema message', async () => {
    const answer = await call('nurse', 'PUT', '/api/v1/notifications/preferences', {
      mutedKinds: ['everything'],
      dailyDigest: false,
    });
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.text).toContain('Unknown notification kind');
  });
});

describe('the daily digest', () => {
  it('mails who asked for it a count of unread ones by kind, once a day, naming no patient', async () => {
    const service = createNotificationService({ db: api.db, now: () => new Date() });
    // The nurse asked for it above and has unread notifications.
    expect(await service.queueDigests('https://console.example')).toBeGreaterThanOrEqual(1);
    const mails = await api.db
      .select({ subject: mailQueue.subject, text: mailQueue.text })
      .from(mailQueue)
      .where(eq(mailQueue.to, 'nurse@clinic.test'));
    const digest = mails.find((mail) => mail.subject.includes('unread notification'));
    expect(digest?.text).toMatch(/- Maintenance messages: \d+/);
    expect(digest?.text).toContain('https://console.example/');
    const names = await api.db.select({ name: patients.fullName }).from(patients);
    expect(names.some(({ name }) => digest!.text.includes(name))).toBe(false);
    // Not again within a day; the doctor, who did not ask, never.
    await service.queueDigests('https://console.example');
    expect(
      await api.db.$count(mailQueue, sql`${mailQueue.subject} like '%unread notification%'`),
    ).toBe(1);
  });
});

describe('role, clinics and imports', () => {
  it('tells a staff member their role or clinics changed, with no patient data', async () => {
    const [staffer] = await api.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'NURSE'), notInArray(users.id, [ids.nurse])))
      .limit(1);
    const current = await api.db
      .select({ clinicId: userClinics.clinicId })
      .from(userClinics)
      .where(eq(userClinics.userId, staffer!.id));
    const another = await api.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(
        and(
          eq(clinics.status, 'ACTIVE'),
          notInArray(
            clinics.id,
            current.map((row) => row.clinicId),
          ),
        ),
      )
      .limit(1);
    const body = {
      fullName: staffer!.fullName,
      email: staffer!.email,
      phoneNumber: null,
      role: 'DOCTOR',
      address: staffer!.address || 'Rua 1',
      clinics: [...current.map((row) => row.clinicId), another[0]!.id],
    };
    const answer = await call('admin', 'PUT', `/api/v1/users/${staffer!.id}`, body);
    expect(answer.status, answer.text).toBe(200);
    const rows = await api.db
      .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, staffer!.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'role-changed', params: { role: 'DOCTOR' }, link: '/profile' },
        { kind: 'clinics-changed', params: {}, link: '/profile' },
      ]),
    );
  });

  it('tells whoever started an import that it failed, and no one else', async () => {
    const answer = await uploadCsv(api, '/api/v1/clinics/import', 'nonsense\r\n1\r\n', {
      token: tokens.admin,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const [latest] = (await listOf('admin')).items;
    expect(latest).toMatchObject({
      kind: 'import-failed',
      params: { records: 'clinics' },
      link: '/clinics-and-hospitals',
    });
  });
});

describe('streams close', () => {
  it('when the session signs out', async () => {
    const token = await api.signIn('doctor@clinic.test');
    const stream = await openStream(other, token);
    try {
      await expect.poll(() => stream.lastUnread()).toBeTypeOf('number');
      expect((await api.request('POST', '/api/v1/auth/logout', { token })).status).toBe(204);
      await expect.poll(() => stream.ended, { timeout: 5_000 }).toBe(true);
      expect(stream.events.at(-1)).toEqual({ event: 'closed', data: { reason: 'signed-out' } });
    } finally {
      stream.close();
    }
  });

  it('when the person is deactivated, and a stream is refused without a session', async () => {
    const [staffer] = await api.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'DOCTOR'), eq(users.status, 'ACTIVE'), ne(users.id, ids.doctor)))
      .limit(1);
    const token = await api.signIn(staffer!.email);
    const stream = await openStream(other, token);
    try {
      await expect.poll(() => stream.lastUnread()).toBeTypeOf('number');
      const answer = await call('admin', 'PATCH', `/api/v1/users/${staffer!.id}/status`, {
        status: 'INACTIVE',
      });
      expect(answer.status, answer.text).toBe(200);
      await expect.poll(() => stream.ended, { timeout: 5_000 }).toBe(true);
    } finally {
      stream.close();
    }
    const refused = await fetch(`${api.baseUrl}/api/v1/notifications/stream`);
    expect(refused.status).toBe(401);
  });
});

describe('purge', () => {
  it('deletes what is older than 90 days, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 91 * 24 * 60 * 60 * 1000);
    const [gone] = await api.db
      .insert(notifications)
      .values({ userId: ids.manager, kind: 'maintenance-published', createdAt: old })
      .returning({ id: notifications.id });
    const [kept] = await api.db
      .insert(notifications)
      .values({ userId: ids.manager, kind: 'maintenance-published', createdAt: now })
      .returning({ id: notifications.id });
    expect(
      await createNotificationService({ db: api.db, now: () => now }).purge(),
    ).toBeGreaterThanOrEqual(1);
    const left = await api.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [gone!.id, kept!.id]));
    expect(left).toEqual([{ id: kept!.id }]);
    expect(
      await api.db.$count(
        notifications,
        and(
          isNull(notifications.readAt),
          sql`${notifications.createdAt} < ${old.toISOString()}::timestamptz`,
        ),
      ),
    ).toBe(0);
  });
});
