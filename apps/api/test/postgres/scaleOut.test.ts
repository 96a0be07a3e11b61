import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelOf, listenerName } from '../../src/db/changeFeed';
import { rateLimitRules } from '../../src/services/rateLimiter';
import { withTwoInstances } from '../support/twoInstances';
import type { TestApi } from '../testApi';

// docs/product.md §10.5: codes, rate-limit counters and sessions live in the database, so two
// instances on one PostgreSQL behave as one.
const instances = withTwoInstances();
let first: TestApi;
let second: TestApi;
beforeAll(() => ({ first, second } = instances));

describe('two api instances on one PostgreSQL', () => {
  it('runs both instances on PostgreSQL, each on an address of its own', () => {
    expect(first.testDatabase.kind).toBe('postgres');
    expect(second.baseUrl).not.toBe(first.baseUrl);
  });

  it('verifies through one instance a code sent through the other, and shares the session', async () => {
    const since = new Date();
    await first.request('POST', '/api/v1/auth/send-otp', { body: { email: 'doctor@clinic.test' } });
    const otp = await second.codeFor('doctor@clinic.test', since);
    const verified = await second.request('POST', '/api/v1/auth/verify-otp', {
      body: { email: 'doctor@clinic.test', otp },
      challenge: first.otpChallenge ?? false,
    });
    expect(verified.status).toBe(200);
    const token = await first.exchangeCustomToken(verified.body!.customToken as string);
    expect((await first.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect((await second.request('POST', '/api/v1/auth/logout', { token })).status).toBe(204);
    expect((await first.request('GET', '/api/v1/users/me', { token })).status).toBe(401);
  });

  it('counts code requests across both instances', async () => {
    const email = 'manager@clinic.test';
    const { max } = rateLimitRules.otpRequestsPerAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      const answer = await instance.request('POST', '/api/v1/auth/send-otp', {
        body: { email },
        ip: `198.51.100.${attempt + 1}`,
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429]);
  });

  it('counts wrong codes across both instances', async () => {
    const email = 'nurse@clinic.test';
    const { max } = rateLimitRules.otpFailuresPerAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      const answer = await instance.request('POST', '/api/v1/auth/verify-otp', {
        body: { email, otp: '000000' },
        ip: `192.0.2.${attempt + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(400), 429]);
  });
});

// Each instance keeps users and sessions in memory, told what to forget by the database
// (LISTEN/NOTIFY). Whatever ends a session through one instance is refused through the other on
// the very next request: no pause, no retry. Repeated, because a race would show only sometimes.
describe('revocation across two instances, on the very next request', () => {
  const ROUNDS = 6;
  const me = (instance: TestApi, token: string) =>
    instance.request('GET', '/api/v1/users/me', { token });

  /** A fresh sign-in (through either instance), already cached by both. */
  const signedIn = async (email: string, through: TestApi) => {
    await first.forgetRateLimits('otp-requests');
    const token = await through.signIn(email);
    expect((await me(first, token)).status).toBe(200);
    expect((await me(second, token)).status).toBe(200);
    return token;
  };

  /** Runs `work` while the instances answer other signed-in requests without pause. */
  const underLoad = async (token: string, work: () => Promise<void>) => {
    let busy = true;
    const load = Array.from({ length: 4 }, async (_, index) => {
      const instance = index % 2 === 0 ? first : second;
      while (busy) expect((await me(instance, token)).status).toBe(200);
    });
    try {
      await work();
    } finally {
      busy = false;
      await Promise.all(load);
    }
  };

  let adminToken: string;
  let bystander: string;
  beforeAll(async () => {
    adminToken = await signedIn('admin@clinic.test', first);
    bystander = await signedIn('manager@clinic.test', second);
  });

  it('refuses a session logged out through the other instance', { timeout: 180_000 }, async () => {
    await underLoad(bystander, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [ending, other] = round % 2 === 0 ? [first, second] : [second, first];
        const token = await signedIn('doctor@clinic.test', other);
        expect((await ending.request('POST', '/api/v1/auth/logout', { token })).status).toBe(204);
        expect((await me(other, token)).status, `round ${round}`).toBe(401);
        expect((await me(ending, token)).status, `round ${round}`).toBe(401);
      }
    });
  });

  it(
    'refuses every session signed out everywhere through the other instance',
    { timeout: 180_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [ending, other] = round % 2 === 0 ? [first, second] : [second, first];
        const kept = await signedIn('doctor@clinic.test', other);
        const token = await signedIn('doctor@clinic.test', ending);
        expect((await ending.request('POST', '/api/v1/users/logout', { token })).status).toBe(204);
        expect((await me(other, kept)).status, `round ${round}`).toBe(401);
        expect((await me(other, token)).status, `round ${round}`).toBe(401);
      }
    },
  );

  it(
    'refuses a deactivated or re-roled user through the other instance',
    { timeout: 180_000 },
    async () => {
      const doctorId = (await me(first, await signedIn('doctor@clinic.test', first))).body!
        .id as string;
      const access = (instance: TestApi, body: Record<string, string>) =>
        instance.request('PATCH', `/api/v1/users/${doctorId}/access`, { token: adminToken, body });
      for (let round = 0; round < ROUNDS; round += 1) {
        const [changing, other] = round % 2 === 0 ? [first, second] : [second, first];
        const deactivated = await signedIn('doctor@clinic.test', other);
        expect((await access(changing, { status: 'INACTIVE' })).status).toBe(204);
        expect(await me(other, deactivated), `round ${round}`).toMatchObject({
          status: 403,
          body: { code: '403' },
        });
        expect((await access(changing, { status: 'ACTIVE' })).status).toBe(204);
        expect((await me(other, deactivated)).status, `round ${round}`).toBe(401);

        const reRoled = await signedIn('doctor@clinic.test', other);
        expect((await access(changing, { role: 'NURSE' })).status).toBe(204);
        expect((await me(other, reRoled)).status, `round ${round}`).toBe(401);
        expect((await access(changing, { role: 'DOCTOR' })).status).toBe(204);
      }
    },
  );

  it(
    'answers a name or settings change through the other instance at once',
    { timeout: 180_000 },
    async () => {
      const token = await signedIn('doctor@clinic.test', first);
      for (let round = 0; round < ROUNDS; round += 1) {
        const [changing, other] = round % 2 === 0 ? [first, second] : [second, first];
        const fullName = `Doctor Round ${round}`;
        const language = round % 2 === 0 ? 'es' : 'fr';
        expect(
          (await changing.request('PATCH', '/api/v1/users/me', { token, body: { fullName } }))
            .status,
        ).toBe(200);
        expect((await me(other, token)).body, `round ${round}`).toMatchObject({ fullName });
        expect(
          (
            await changing.request('PUT', '/api/v1/users/me/settings', {
              token,
              body: { language },
            })
          ).status,
        ).toBe(200);
        expect((await me(other, token)).body!.userSettings, `round ${round}`).toContainEqual({
          settingKey: 'language',
          settingValue: language,
        });
      }
    },
  );

  it(
    'reads the database while its listening connection is lost, and listens again',
    { timeout: 180_000 },
    async () => {
      const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
        ((await first.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [{ schema }] = (await rowsOf<{ schema: string }>(
        sql`select current_schema() as schema`,
      )) as [{ schema: string }];
      // Every test file's database is a copy of one template, schema and all: only this file's
      // database tells its listeners from the other files'.
      const listeners = () =>
        rowsOf<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${listenerName(channelOf(schema))}`,
        );
      expect(await listeners()).toHaveLength(2);
      for (let round = 0; round < ROUNDS; round += 1) {
        const [ending, other] = round % 2 === 0 ? [first, second] : [second, first];
        const token = await signedIn('doctor@clinic.test', other);
        // Both instances lose their listening connection; until it is back they ask the database.
        await first.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${listenerName(channelOf(schema))}`,
        );
        expect((await me(other, token)).status, `round ${round}`).toBe(200);
        expect((await ending.request('POST', '/api/v1/auth/logout', { token })).status).toBe(204);
        expect((await me(other, token)).status, `round ${round}`).toBe(401);
        // Listening again, within the reconnection backoff.
        await expect.poll(async () => (await listeners()).length, { timeout: 20_000 }).toBe(2);
      }
      // And trusted again: a session cached by both is still refused at once after a logout.
      const token = await signedIn('doctor@clinic.test', first);
      expect((await second.request('POST', '/api/v1/auth/logout', { token })).status).toBe(204);
      expect((await me(first, token)).status).toBe(401);
    },
  );
});
