import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
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
  /** Each piece of feedback is a mail to support: a few, not a flood. */
  feedbackPerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** The longest window of any rule: a counter whose window opened longer ago than this is spent. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(rateLimitRules).map((rule) => rule.windowMs));
/** Spent counters are deleted at most this often per api instance, by the hit that comes next. */
export const RATE_LIMIT_PRUNE_EVERY_MS = 60 * 1000;
/** Keys longer than this are stored as their SHA-256 (keys carry what a client sent). */
export const RATE_LIMIT_KEY_MAX_LENGTH = 128;

/** The key as stored: short keys as they are (readable), long ones as a fixed-length digest. */
export const storedRateLimitKey = (key: string): string =>
  key.length <= RATE_LIMIT_KEY_MAX_LENGTH
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;

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
export function createRateLimiter(
  db: Database,
  now: Clock,
  options: { relaxed?: boolean; onPruneError?: (error: unknown) => void } = {},
) {
  const allowed = (limit: RateLimit) => (options.relaxed ? limit.max * 100 : limit.max);
  const secondsLeft = (windowStart: Date, limit: RateLimit, at: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - at.getTime()) / 1000));

  // A spent counter means nothing (the next hit on its key starts a new window), so deleting it
  // changes no answer. One DELETE a minute, off the request's path, keeps the table to the keys
  // of the last window.
  let prunedAt = Number.NEGATIVE_INFINITY;
  const pruneWhenDue = (at: Date) => {
    if (at.getTime() - prunedAt < RATE_LIMIT_PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    const spentBefore = new Date(at.getTime() - LONGEST_WINDOW_MS);
    void db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, spentBefore))
      .catch((error: unknown) => options.onPruneError?.(error));
  };

  return {
    /** Counts one hit; answers how many seconds to wait when the limit is now exceeded. */
    async hit(rawKey: string, limit: RateLimit): Promise<number | null> {
      const key = storedRateLimitKey(rawKey);
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
      pruneWhenDue(at);
      return row && row.hits > allowed(limit) ? secondsLeft(row.windowStart, limit, at) : null;
    },

    /** Takes back one hit (an attempt that turned out not to count against the limit). */
    async giveBack(rawKey: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, storedRateLimitKey(rawKey)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
