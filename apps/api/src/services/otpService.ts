import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { errorCodes } from '@org/contracts';
import { OTP_LENGTH } from '@org/forms';
import type { Database } from '../db/database';
import { otpCodes, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './clock';
import { rateLimitRules, tooManyRequests, type RateLimit, type RateLimiter } from './rateLimiter';

/** docs/product.md §11.1: a code lives 10 minutes and survives at most 5 wrong tries. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;

export const SEND_OTP_ANSWER =
  'If this e-mail belongs to an active account, a sign-in code is on its way.';
const invalidCode = () =>
  new HttpError(
    400,
    'This code is not valid or has expired. Request a new code.',
    errorCodes.otpInvalid,
  );

type UserRow = typeof users.$inferSelect;

export interface OtpServiceDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Issuing and mailing happen after the answer; their failures land here. */
  onBackgroundError: (error: unknown) => void;
}

export function createOtpService(deps: OtpServiceDeps) {
  const { db, mailer, secret, now, rateLimiter } = deps;

  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${code}`).digest();

  const findActiveUser = async (email: string): Promise<UserRow | undefined> => {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user?.status === 'ACTIVE' ? user : undefined;
  };

  /** Counts a hit on each key; refuses with 429 once a limit is used up. */
  const refuseWhenLimited = async (counters: [string, RateLimit][]) => {
    for (const [key, limit] of counters) {
      const wait = await rateLimiter.hit(key, limit);
      if (wait !== null) throw tooManyRequests(wait);
    }
  };

  // docs/product.md §11.1: failed tries are limited per account and per IP; a new code does not reset them.
  const failureCounters = (email: string, ip: string): [string, RateLimit][] => [
    [`otp-failures:ip:${ip}`, rateLimitRules.otpFailuresPerIp],
    [`otp-failures:account:${email}`, rateLimitRules.otpFailuresPerAccount],
  ];

  const issueCode = async (user: UserRow): Promise<void> => {
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const issuedAt = now();
    await db.transaction(async (tx) => {
      // A new code replaces the old one.
      await tx
        .update(otpCodes)
        .set({ consumedAt: issuedAt })
        .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values({
        userId: user.id,
        codeHash: hashCode(user.id, code).toString('hex'),
        expiresAt: new Date(issuedAt.getTime() + OTP_TTL_MS),
        createdAt: issuedAt,
      });
    });
    await mailer.send({
      to: user.email,
      subject: `Your Clinic Console sign-in code: ${code}`,
      text: `Your sign-in code is ${code}.\nIt expires in 10 minutes and works once.\nIf you did not ask for it, ignore this e-mail.`,
    });
  };

  const checkCode = async (email: string, code: string): Promise<UserRow> => {
    const user = await findActiveUser(email);
    if (!user) throw invalidCode();
    const at = now();
    const [current] = await db
      .select()
      .from(otpCodes)
      .where(
        and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, at)),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!current) throw invalidCode();

    // Each try is reserved atomically before the comparison, so parallel guesses cannot get more
    // than OTP_MAX_FAILED_ATTEMPTS tries at one code (a right guess counts as a try too).
    const [reserved] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, current.id),
          isNull(otpCodes.consumedAt),
          lt(otpCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
        ),
      )
      .returning({ tries: otpCodes.failedAttempts });
    if (!reserved) throw invalidCode();

    const matches = timingSafeEqual(Buffer.from(current.codeHash, 'hex'), hashCode(user.id, code));
    if (!matches) {
      if (reserved.tries >= OTP_MAX_FAILED_ATTEMPTS) {
        await db
          .update(otpCodes)
          .set({ consumedAt: at })
          .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)));
      }
      throw invalidCode();
    }

    // Single use: only one request can flip consumed_at.
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw invalidCode();
    return user;
  };

  return {
    /**
     * Sends a new code to an active user. Limits count per e-mail address and per IP whether the
     * address is known or not, and the code is issued after the answer, so neither the answer nor
     * its timing says anything about the account.
     */
    async requestCode(email: string, ip: string): Promise<void> {
      await refuseWhenLimited([
        [`otp-requests:ip:${ip}`, rateLimitRules.otpRequestsPerIp],
        [`otp-requests:account:${email}`, rateLimitRules.otpRequestsPerAccount],
      ]);
      const user = await findActiveUser(email);
      if (user) void issueCode(user).catch(deps.onBackgroundError);
    },

    /**
     * Consumes a valid code and returns its user; any failure gives the same answer. Every try is
     * counted before the check (atomically, so parallel guesses cannot slip past the limits) and
     * given back when it succeeds.
     */
    async verifyCode(email: string, code: string, ip: string): Promise<UserRow> {
      const counters = failureCounters(email, ip);
      await refuseWhenLimited(counters);
      const user = await checkCode(email, code);
      for (const [key] of counters) await rateLimiter.giveBack(key);
      return user;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
