import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@org/forms';
import type { Database } from '../db/database';
import { otpCodes, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './clock';

/** PRODUCT.md: a code lives 10 minutes and survives at most 5 wrong tries. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;

export const SEND_OTP_ANSWER =
  'If this e-mail belongs to an active account, a sign-in code is on its way.';
const INVALID_CODE = () =>
  new HttpError(400, 'This code is not valid or has expired. Request a new code.', 'OTP_INVALID');

type UserRow = typeof users.$inferSelect;

export interface OtpServiceDeps {
  db: Database;
  mailer: Mailer;
  secret: string;
  now: Clock;
  onMailError: (error: unknown) => void;
}

export function createOtpService({ db, mailer, secret, now, onMailError }: OtpServiceDeps) {
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${code}`).digest();

  const findActiveUser = async (email: string): Promise<UserRow | undefined> => {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user?.status === 'ACTIVE' ? user : undefined;
  };

  return {
    /** Sends a new code to an active user; says nothing about whether the e-mail is known. */
    async requestCode(email: string): Promise<void> {
      const user = await findActiveUser(email);
      if (!user) return;
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
      // Sent in the background so that known and unknown e-mails answer in about the same time.
      mailer
        .send({
          to: user.email,
          subject: `Your Clinic Console sign-in code: ${code}`,
          text: `Your sign-in code is ${code}.\nIt expires in 10 minutes and works once.\nIf you did not ask for it, ignore this e-mail.`,
        })
        .catch(onMailError);
    },

    /** Consumes a valid code and returns its user; any failure gives the same answer. */
    async verifyCode(email: string, code: string): Promise<UserRow> {
      const user = await findActiveUser(email);
      if (!user) throw INVALID_CODE();
      const at = now();
      const [current] = await db
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.userId, user.id),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!current) throw INVALID_CODE();

      const matches = timingSafeEqual(
        Buffer.from(current.codeHash, 'hex'),
        hashCode(user.id, code),
      );
      if (!matches) {
        const failedAttempts = sql`${otpCodes.failedAttempts} + 1`;
        await db
          .update(otpCodes)
          .set({
            failedAttempts,
            consumedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${OTP_MAX_FAILED_ATTEMPTS} then ${at.toISOString()}::timestamptz else null end`,
          })
          .where(eq(otpCodes.id, current.id));
        throw INVALID_CODE();
      }

      // Single use: only one request can flip consumed_at.
      const consumed = await db
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (consumed.length === 0) throw INVALID_CODE();
      return user;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
