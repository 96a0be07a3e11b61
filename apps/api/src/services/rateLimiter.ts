import { eq, sql } from 'drizzle-orm';
import { errorCodes } from '@org/contracts';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Clock } from './clock';

export interface RateLimit {
  /** Most hits allowed in one window. */
  max: number;
  windowMs: number;
}

/** docs/product.md §11.1: failed codes and code requests are limited per account and per IP address. */
export const rateLimitRules = {
  otpRequestsPerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
  otpRequestsPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
  otpFailuresPerAccount: { max: 10, windowMs: 15 * 60 * 1000 },
  otpFailuresPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
  ssoExchangeFailuresPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'Too many attempts. Please wait and try again.',
    errorCodes.rateLimited,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

/**
 * Fixed-window counters in the database (one row per key), so every api instance on the same
 * database counts together. One statement per hit: the upsert is atomic under concurrency.
 */
export function createRateLimiter(db: Database, now: Clock, options: { relaxed?: boolean } = {}) {
  const allowed = (limit: RateLimit) => (options.relaxed ? limit.max * 100 : limit.max);
  const secondsLeft = (windowStart: Date, limit: RateLimit, at: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - at.getTime()) / 1000));

  return {
    /** Counts one hit; answers how many seconds to wait when the limit is now exceeded. */
    async hit(key: string, limit: RateLimit): Promise<number | null> {
      const at = now();
      const windowOpenedAfter = new Date(at.getTime() - limit.windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: at, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning();
      return row && row.hits > allowed(limit) ? secondsLeft(row.windowStart, limit, at) : null;
    },

    /** Takes back one hit (an attempt that turned out not to count against the limit). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
