import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitRules } from '../../src/services/rateLimiter';
import { startTestApi, type TestApi } from '../testApi';

// docs/product.md §10.5: codes, rate-limit counters and sessions live in the database, so two
// instances on one PostgreSQL behave as one.
let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  first = await startTestApi();
  second = await startTestApi({ shareDatabaseWith: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

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
