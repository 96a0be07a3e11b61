import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/** The cookie that carries a code request's challenge from send-otp to verify-otp. */
export const OTP_CHALLENGE_COOKIE = 'otp_challenge';
/** The cookie that marks a browser someone signed in from (docs/decisions.md "A browser that signed in keeps its own code-request count"). */
export const SIGNED_IN_BROWSER_COOKIE = 'signed_in_browser';
export const SIGNED_IN_BROWSER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SEND_OTP_ANSWER =
  'If this e-mail belongs to an active account, a sign-in code is on its way.';
const invalidCode = () =>
  new HttpError(
    400,
    'This code is not valid or has expired. Request a new code.',
    errorCodes.otpInvalid,
  );

type UserRow = typeof users.$inferSelect;

/**
 * The answer to a code request, the same for every address: the challenge is what proves, at
 * verify-otp, that a try comes from whoever asked for the code (docs/decisions.md "A code is
 * bound to whoever asked for it"), and `issueAfterAnswer` is the work only a known address does,
 * to be run once the answer has gone.
 */
export interface CodeRequest {
  challenge: string;
  issueAfterAnswer: () => void;
}

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
  const failureCounters = (email: string, ip: string) => ({
    perIp: [`otp-failures:ip:${ip}`, rateLimitRules.otpFailuresPerIp] as [string, RateLimit],
    perAccount: [`otp-failures:account:${email}`, rateLimitRules.otpFailuresPerAccount] as [
      string,
      RateLimit,
    ],
  });

  // The challenge names the code it belongs to (`codeId.signature`); the code row gets that id
  // when it is issued, after the answer. An unknown address gets a challenge of the same shape
  // whose code never exists.
  const signChallenge = (codeId: string) =>
    createHmac('sha256', secret).update(`otp-challenge:${codeId}`).digest('base64url');
  const codeIdOf = (challenge: string | undefined): string | null => {
    if (!challenge) return null;
    const [codeId, signature, extra] = challenge.split('.');
    if (!codeId || !signature || extra !== undefined) return null;
    const expected = Buffer.from(signChallenge(codeId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? codeId : null;
  };

  // A browser that signed in as an address holds `nonce.signature`, signed for that address; the
  // address itself is not in the cookie.
  const signBrowser = (email: string, nonce: string) =>
    createHmac('sha256', secret).update(`signed-in-browser:${email}:${nonce}`).digest('base64url');
  const browserNonceFor = (email: string, token: string | undefined): string | null => {
    if (!token) return null;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return null;
    const expected = Buffer.from(signBrowser(email, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
  };

  const issueCode = async (user: UserRow, codeId: string, replacesCodeId: string | null) => {
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const issuedAt = now();
    await db.transaction(async (tx) => {
      // A new code replaces the one the same requester asked for before, and no other: somebody
      // else asking for a code to this address must not void the code its owner is typing.
      if (replacesCodeId) {
        await tx
          .update(otpCodes)
          .set({ consumedAt: issuedAt })
          .where(
            and(
              eq(otpCodes.id, replacesCodeId),
              eq(otpCodes.userId, user.id),
              isNull(otpCodes.consumedAt),
            ),
          );
      }
      await tx.insert(otpCodes).values({
        id: codeId,
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

  /** The live code a challenge belongs to, if it is this user's. */
  const liveCodeOf = async (user: UserRow, codeId: string) => {
    const [current] = await db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.id, codeId),
          eq(otpCodes.userId, user.id),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now()),
        ),
      )
      .limit(1);
    return current;
  };

  const checkCode = async (
    user: UserRow,
    current: typeof otpCodes.$inferSelect,
    code: string,
  ): Promise<UserRow> => {
    const at = now();
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
     * Counts a code request per e-mail address and per IP, whether the address is known or not,
     * and answers the same challenge-shaped value for both. Everything only a known address does
     * (finding the user, writing the code, mailing it) waits in `issueAfterAnswer`, which the
     * route runs once the answer has been sent, so neither the answer nor its timing says
     * anything about the account. `previousChallenge` is the challenge the requester holds from
     * an earlier request: its code is the one the new code replaces. `signedInBrowser` is the
     * mark of a browser that signed in before (signedInBrowserToken).
     */
    async requestCode(
      email: string,
      ip: string,
      from: { previousChallenge?: string; signedInBrowser?: string } = {},
    ): Promise<CodeRequest> {
      // A browser this address signed in from before counts its requests on its own, so
      // strangers asking for codes to the address cannot stop its owner's usual browser.
      const browser = browserNonceFor(email, from.signedInBrowser);
      await refuseWhenLimited([
        [`otp-requests:ip:${ip}`, rateLimitRules.otpRequestsPerIp],
        [
          browser
            ? `otp-requests:account:${email}:browser:${browser}`
            : `otp-requests:account:${email}`,
          rateLimitRules.otpRequestsPerAccount,
        ],
      ]);
      const codeId = randomUUID();
      const replacesCodeId = codeIdOf(from.previousChallenge);
      return {
        challenge: `${codeId}.${signChallenge(codeId)}`,
        issueAfterAnswer: () => {
          void findActiveUser(email)
            .then((user) => (user ? issueCode(user, codeId, replacesCodeId) : undefined))
            .catch(deps.onBackgroundError);
        },
      };
    },

    /** The mark of a browser that has just signed in as `email` (see requestCode). */
    signedInBrowserToken(email: string): string {
      const nonce = randomUUID();
      return `${nonce}.${signBrowser(email, nonce)}`;
    },

    /**
     * Consumes a valid code and returns its user; any failure gives the same answer. A code is
     * checked only together with the challenge its request was answered with. Every try is
     * counted per IP and per account before the check (atomically, so parallel guesses cannot
     * slip past the limits) and given back when it succeeds. The per-account limit refuses the
     * tries that do not carry a live code's challenge — guesses — but not the requester's own:
     * those are bounded by the code's five tries, so nobody can lock an owner out of the code
     * she asked for.
     */
    async verifyCode(
      email: string,
      code: string,
      ip: string,
      challenge?: string,
    ): Promise<UserRow> {
      const { perIp, perAccount } = failureCounters(email, ip);
      await refuseWhenLimited([perIp]);
      const codeId = codeIdOf(challenge);
      const user = codeId ? await findActiveUser(email) : undefined;
      const current = user && codeId ? await liveCodeOf(user, codeId) : undefined;
      if (!user || !current) {
        await refuseWhenLimited([perAccount]);
        throw invalidCode();
      }
      // The requester's try is counted against the account but not refused by it: that limit is for guesses.
      await rateLimiter.hit(perAccount[0], perAccount[1]);
      await checkCode(user, current, code);
      for (const [key] of [perIp, perAccount]) await rateLimiter.giveBack(key);
      return user;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
