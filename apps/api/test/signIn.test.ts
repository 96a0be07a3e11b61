import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes, users } from '../src/db/schema';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const INVALID_CODE = {
  message: 'This code is not valid or has expired. Request a new code.',
  code: 'OTP_INVALID',
};

describe('health', () => {
  it('answers liveness and readiness with the database reachable', async () => {
    expect(await api.request('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await api.request('GET', '/api/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready' },
    });
  });
});

describe('sign-in with a one-time code', () => {
  it('signs in end to end: code by mail, custom token, verified ID token, users/me', async () => {
    const idToken = await api.signIn('admin@clinic.test');
    const me = await api.request('GET', '/api/v1/users/me', { token: idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      fullName: 'Ada Admin',
      name: 'Ada',
      email: 'admin@clinic.test',
      role: 'SYSTEM_ADMIN',
      avatar: null,
      userSettings: [],
    });
    expect(me.body?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const since = new Date();
    expect(
      (
        await api.request('POST', '/api/v1/auth/send-otp', {
          body: { email: '  Nurse@Clinic.TEST ' },
        })
      ).status,
    ).toBe(200);
    const otp = await api.codeFor('nurse@clinic.test', since);
    const verified = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'NURSE@clinic.test', otp },
    });
    expect(verified.status).toBe(200);
  });

  it('gives the same answer for known and unknown e-mails', async () => {
    const known = await api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: 'doctor@clinic.test' },
    });
    const unknown = await api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: 'nobody@clinic.test' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const outbox = await api.request('GET', '/api/v1/dev/outbox');
    expect(
      (outbox.body as unknown as { to: string }[]).some((mail) => mail.to === 'nobody@clinic.test'),
    ).toBe(false);
  });

  it('answers before it does what only a known address needs: the code is written after the answer', async () => {
    const email = 'admin@clinic.test';
    await api.forgetRateLimits(`otp-requests:account:${email}`);
    const [admin] = await api.db.select().from(users).where(eq(users.email, email));
    const since = new Date();
    const sent = await api.request('POST', '/api/v1/auth/send-otp', { body: { email } });
    expect(sent.status).toBe(200);
    const newCode = async () =>
      (
        await api.db
          .select({ id: otpCodes.id })
          .from(otpCodes)
          .where(and(eq(otpCodes.userId, admin!.id), gte(otpCodes.createdAt, since)))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
      )[0];
    const code = await vi.waitFor(async () => {
      const row = await newCode();
      if (!row) throw new Error('no code yet');
      return row;
    });
    // The request's audit entry is written just before the answer leaves (docs/decisions.md "The
    // audit entry is written before the answer"); transaction ids count up in the order writes
    // begin, so the code's write began only after the answer's.
    const writtenBy = async (query: ReturnType<typeof sql>) =>
      BigInt(
        ((await api.db.execute(query)) as unknown as { rows: { xid: string }[] }).rows[0]!.xid,
      );
    const answerWrite = await writtenBy(
      sql`select xmin::text as xid from audit_log where request_id = ${sent.headers.get('x-request-id')}`,
    );
    const codeWrite = await writtenBy(
      sql`select xmin::text as xid from otp_codes where id = ${code.id}`,
    );
    expect(codeWrite).toBeGreaterThan(answerWrite);
  });

  it('lists the outbox newest first', async () => {
    const outbox = (await api.request('GET', '/api/v1/dev/outbox')).body as unknown as {
      sentAt: string;
    }[];
    const times = outbox.map((mail) => Date.parse(mail.sentAt));
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a wrong code without revealing anything', async () => {
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'manager@clinic.test' } });
    const wrong = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'manager@clinic.test', otp: '000000' },
    });
    const unknown = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'nobody@clinic.test', otp: '000000' },
    });
    expect(wrong).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(unknown).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('uses a code once only', async () => {
    const since = new Date();
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'doctor@clinic.test' } });
    const otp = await api.codeFor('doctor@clinic.test', since);
    const first = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'doctor@clinic.test', otp },
    });
    const second = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'doctor@clinic.test', otp },
    });
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('replaces the previous code when a new one is sent', async () => {
    const since = new Date();
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'doctor@clinic.test' } });
    const oldCode = await api.codeFor('doctor@clinic.test', since);
    const later = new Date();
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'doctor@clinic.test' } });
    const newCode = await api.codeFor('doctor@clinic.test', later);
    if (oldCode !== newCode) {
      const withOld = await api.request('POST', '/api/v1/auth/verify-otp', {
        body: { email: 'doctor@clinic.test', otp: oldCode },
      });
      expect(withOld).toMatchObject({ status: 400, body: INVALID_CODE });
    }
    const withNew = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'doctor@clinic.test', otp: newCode },
    });
    expect(withNew.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const since = new Date();
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'manager@clinic.test' } });
    const otp = await api.codeFor('manager@clinic.test', since);
    api.moveClock(10 * 60 * 1000 + 1000);
    const late = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'manager@clinic.test', otp },
    });
    expect(late).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('burns a code after five wrong tries', async () => {
    const since = new Date();
    await api.request('POST', '/api/v1/auth/send-otp', { body: { email: 'nurse@clinic.test' } });
    const otp = await api.codeFor('nurse@clinic.test', since);
    const wrong = otp === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.request('POST', '/api/v1/auth/verify-otp', {
        body: { email: 'nurse@clinic.test', otp: wrong },
      });
    }
    const right = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'nurse@clinic.test', otp },
    });
    expect(right).toMatchObject({ status: 400, body: INVALID_CODE });
  });
});

describe('bad input', () => {
  it('says which field is wrong, with the shared schema message', async () => {
    const missing = await api.request('POST', '/api/v1/auth/send-otp', { body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        message: 'Email is required',
        errors: [{ path: 'email', message: 'Email is required' }],
      },
    });
    const invalid = await api.request('POST', '/api/v1/auth/send-otp', {
      body: { email: 'not-an-email' },
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Invalid email' } });
    const shortCode = await api.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'admin@clinic.test', otp: '12' },
    });
    expect(shortCode).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'otp', message: 'OTP must have 6 digits' }] },
    });
  });

  it('answers malformed JSON and non-object bodies with 400 and a message, never a stack', async () => {
    const broken = await api.request('POST', '/api/v1/auth/send-otp', { rawBody: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body?.message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    const list = await api.request('POST', '/api/v1/auth/send-otp', {
      rawBody: '["admin@clinic.test"]',
    });
    expect(list).toMatchObject({
      status: 400,
      body: { message: 'The request body must be a JSON object.' },
    });
  });

  it('answers an unknown route with JSON 404', async () => {
    expect(await api.request('GET', '/api/v1/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'No route for GET /api/v1/nothing-here' },
    });
  });
});

describe('sessions', () => {
  it('refuses users/me without a token or with a forged one', async () => {
    expect(await api.request('GET', '/api/v1/users/me')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect((await api.request('GET', '/api/v1/users/me', { token: 'not-a-token' })).status).toBe(
      401,
    );
  });

  it('ends the session on logout, so the same ID token no longer works', async () => {
    const idToken = await api.signIn('doctor@clinic.test');
    expect((await api.request('GET', '/api/v1/users/me', { token: idToken })).status).toBe(200);
    expect((await api.request('POST', '/api/v1/auth/logout', { token: idToken })).status).toBe(204);
    expect((await api.request('GET', '/api/v1/users/me', { token: idToken })).status).toBe(401);
  });

  it('answers logout without a session too (the console ignores the result)', async () => {
    expect((await api.request('POST', '/api/v1/auth/logout')).status).toBe(204);
  });

  it('keeps other sessions open on logout, ends them all on users/logout', async () => {
    const first = await api.signIn('manager@clinic.test');
    const second = await api.signIn('manager@clinic.test');
    await api.request('POST', '/api/v1/auth/logout', { token: first });
    expect((await api.request('GET', '/api/v1/users/me', { token: second })).status).toBe(200);
    expect((await api.request('POST', '/api/v1/users/logout', { token: second })).status).toBe(204);
    expect((await api.request('GET', '/api/v1/users/me', { token: second })).status).toBe(401);
  });

  it('ends a session after 30 idle minutes', async () => {
    const idToken = await api.signIn('nurse@clinic.test');
    expect((await api.request('GET', '/api/v1/users/me', { token: idToken })).status).toBe(200);
    api.moveClock(31 * 60 * 1000);
    expect((await api.request('GET', '/api/v1/users/me', { token: idToken })).status).toBe(401);
  });
});
