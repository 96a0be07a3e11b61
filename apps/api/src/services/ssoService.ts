import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errorCodes, type SsoApp, type SsoCodeResponse, type SsoUser } from '@org/contracts';
import type { Database } from '../db/database';
import { ssoApps, ssoCodes, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import type { Clock } from './clock';

/** docs/product.md §11.6: an SSO code works once, within 60 seconds. */
export const SSO_CODE_TTL_MS = 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hashAppSecret = sha256;

const unknownApp = () =>
  new HttpError(400, 'This app is not registered for sign-in.', errorCodes.ssoAppUnknown);
const redirectNotAllowed = () =>
  new HttpError(
    400,
    'This redirect address is not allowed for the app.',
    errorCodes.ssoRedirectNotAllowed,
  );
const invalidExchange = () =>
  new HttpError(400, 'The code is not valid or has expired.', errorCodes.ssoCodeInvalid);
const wrongSecret = () =>
  new HttpError(401, 'The app secret is wrong.', errorCodes.ssoAppSecretInvalid);

const originOf = (address: string): string | null => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** docs/product.md §11.6: registered apps, their redirect origins, single-use codes. */
export function createSsoService(db: Database, now: Clock) {
  const findApp = async (appName: string) => {
    const [app] = await db.select().from(ssoApps).where(eq(ssoApps.appName, appName)).limit(1);
    return app;
  };

  /** The registered app, when `redirect` lies inside one of its origins. */
  const checkTarget = async (appName: string, redirect: string) => {
    const app = await findApp(appName);
    if (!app) throw unknownApp();
    const origin = originOf(redirect);
    if (!origin || !app.allowedOrigins.includes(origin)) throw redirectNotAllowed();
    return app;
  };

  return {
    async check(appName: string, redirect: string): Promise<SsoApp> {
      const app = await checkTarget(appName, redirect);
      return { appName: app.appName, displayName: app.displayName };
    },

    async issueCode(userId: string, appName: string, redirect: string): Promise<SsoCodeResponse> {
      const app = await checkTarget(appName, redirect);
      const code = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SSO_CODE_TTL_MS);
      await db
        .insert(ssoCodes)
        .values({ codeHash: sha256(code), appId: app.id, userId, expiresAt });
      const redirectUrl = new URL(redirect);
      redirectUrl.searchParams.set('code', code);
      return { code, redirectUrl: redirectUrl.toString(), expiresAt: expiresAt.toISOString() };
    },

    /** The app's server trades code + secret for the user; the code is spent either way once used. */
    async exchange(appName: string, appSecret: string, code: string): Promise<SsoUser> {
      const app = await findApp(appName);
      const given = Buffer.from(sha256(appSecret));
      if (!app || !timingSafeEqual(given, Buffer.from(app.secretHash))) throw wrongSecret();
      const at = now();
      const [spent] = await db
        .update(ssoCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(ssoCodes.codeHash, sha256(code)),
            eq(ssoCodes.appId, app.id),
            isNull(ssoCodes.consumedAt),
            gt(ssoCodes.expiresAt, at),
          ),
        )
        .returning({ userId: ssoCodes.userId });
      if (!spent) throw invalidExchange();
      const [user] = await db.select().from(users).where(eq(users.id, spent.userId)).limit(1);
      if (!user || user.status !== 'ACTIVE') throw invalidExchange();
      return {
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        role: user.role,
        avatar: user.avatar,
      };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
