import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema';
import {
  RATE_LIMIT_KEY_MAX_LENGTH,
  RATE_LIMIT_PRUNE_EVERY_MS,
  rateLimitRules,
} from '../src/services/rateLimiter';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const WINDOW_MS = rateLimitRules.otpRequestsPerAccount.windowMs;

/** How far this file moved the api's clock (testApi starts it at the real time). */
let movedMs = 0;
const moveClock = (ms: number) => {
  api.moveClock(ms);
  movedMs += ms;
};

describe('rate-limit counters', () => {
  it('removes counters whose window is over, and keeps the live ones', async () => {
    // A minute on, so that this instance's next hit prunes.
    moveClock(RATE_LIMIT_PRUNE_EVERY_MS + 1000);
    const now = Date.now() + movedMs;
    const spent = Array.from({ length: 50 }, (_, n) => `spent-counter-${n}`);
    await api.db.insert(rateLimits).values([
      ...spent.map((key, n) => ({
        key,
        windowStart: new Date(now - WINDOW_MS - 1000 - n * 60_000),
        hits: 3,
      })),
      { key: 'live-counter', windowStart: new Date(now - WINDOW_MS + 60_000), hits: 2 },
    ]);
    // Any counted request does it: nobody has to run a job.
    expect(
      (
        await api.request('POST', '/api/v1/auth/send-otp', {
          body: { email: 'someone-pruning@clinic.test' },
          ip: '203.0.113.7',
        })
      ).status,
    ).toBe(200);
    await vi.waitFor(async () => {
      const left = await api.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(inArray(rateLimits.key, [...spent, 'live-counter']));
      expect(left.map((row) => row.key)).toEqual(['live-counter']);
    });
  });

  it('stores a long key as its digest, and still counts on it', async () => {
    // An address near the longest an e-mail may be: its counter's key is longer than the bound.
    const email = `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(3)}test`;
    const { max } = rateLimitRules.otpRequestsPerAccount;
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) {
      const answer = await api.request('POST', '/api/v1/auth/send-otp', {
        body: { email },
        ip: `203.0.113.${20 + n}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429]);
    expect(
      await api.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${email}%`)),
    ).toEqual([]);
    const [longest] = await api.db
      .select({ length: sql<number>`max(length(${rateLimits.key}))::int` })
      .from(rateLimits);
    expect(longest!.length).toBeLessThanOrEqual(RATE_LIMIT_KEY_MAX_LENGTH);
  });
});
