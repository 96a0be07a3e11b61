import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { OutboxMail } from '@org/contracts';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { rateLimits } from '../src/db/schema';
import { createFirebaseIdentity } from '../src/identity/identityProvider';
import { OTP_CHALLENGE_COOKIE } from '../src/services/otpService';
import { buildServer } from '../src/server';
import { codeFromDevOutbox, readDevOutbox } from './support/devOutbox';
import { createTestDatabase, type TestDatabase } from './testDatabase';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export interface RequestOptions {
  body?: unknown;
  rawBody?: string | Buffer;
  token?: string;
  /** The client address (sent as X-Forwarded-For, which the api trusts from loopback). */
  ip?: string;
  /** Send the CSRF cookie and header (default for writes); false sends neither. */
  csrf?: boolean;
  headers?: Record<string, string>;
  /**
   * The sign-in challenge sent to the auth routes: by default the one the last send-otp through
   * this instance answered (as a browser keeps the cookie); a string sends that one, false none.
   */
  challenge?: string | false;
}

export interface TestApiOptions {
  /** Another instance's database: both instances then share it (PostgreSQL only). */
  shareDatabaseWith?: TestApi;
  /** An open database to serve, left open on close (the run's seeded template, test/globalSetup.ts). */
  database?: DatabaseHandle;
  env?: Record<string, string>;
  /**
   * The host:port of the Auth emulator this instance's api asks (FIREBASE_AUTH_EMULATOR_HOST by
   * default); the test itself still exchanges tokens with the run's emulator.
   */
  authEmulatorHost?: string;
}

/** The sign-in challenge a send-otp answer sets, if it set one. */
export const challengeOf = (headers: Headers): string | null => {
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name === OTP_CHALLENGE_COOKIE && value) return value;
  }
  return null;
};

/** A real api server on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startTestApi(options: TestApiOptions = {}) {
  if (!emulatorHost)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must be set: run `npm run test:api`.');
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'clinic-api-uploads-'));
  const identityHost = options.authEmulatorHost ?? emulatorHost;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: identityHost,
    UPLOAD_DIR: uploadDir,
    // As DATABASE_URL would choose: files in the database with PostgreSQL, in the folder with PGlite.
    FILE_STORAGE: process.env.TEST_DATABASE_URL?.trim() ? 'database' : 'folder',
    SUPPORT_EMAIL: 'support@clinic.test',
    ...options.env,
  });
  let testDatabase: TestDatabase | null = null;
  let database: DatabaseHandle;
  if (options.database) {
    database = options.database;
  } else if (options.shareDatabaseWith) {
    database = await options.shareDatabaseWith.testDatabase.openAnother();
  } else {
    testDatabase = await createTestDatabase();
    database = testDatabase.handle;
  }
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    authEmulatorHost: identityHost,
  });
  let offsetMs = 0;
  const app = await buildServer({
    config,
    db: database.db,
    identity,
    now: () => new Date(Date.now() + offsetMs),
    print: () => {},
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  let csrfToken: string | null = null;
  const ensureCsrfToken = async () => {
    if (!csrfToken) {
      const response = await fetch(`${baseUrl}/api/v1/auth/csrf`);
      csrfToken = ((await response.json()) as { token: string }).token;
    }
    return csrfToken;
  };

  let otpChallenge: string | null = null;

  const request = async (method: string, urlPath: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    if (options.body !== undefined || typeof options.rawBody === 'string')
      headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (isWrite && options.csrf !== false) {
      const token = await ensureCsrfToken();
      cookies.push(`XSRF-TOKEN=${token}`);
      headers['x-xsrf-token'] = token;
    }
    const challenge = options.challenge ?? otpChallenge;
    if (challenge && urlPath.startsWith('/api/v1/auth/')) {
      cookies.push(`${OTP_CHALLENGE_COOKIE}=${challenge}`);
    }
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    Object.assign(headers, options.headers);
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const answered = challengeOf(response.headers);
    if (answered) otpChallenge = answered;
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    if (text && response.headers.get('content-type')?.includes('json')) {
      body = JSON.parse(text) as Record<string, unknown>;
    }
    return { status: response.status, body, text, headers: response.headers };
  };

  const mailKey = (mail: OutboxMail) => `${mail.sentAt} ${mail.text}`;

  /**
   * The newest code mailed to `email` after `since` — or, given the mail seen before the request,
   * the first one not seen (mail is sent in the background, so it may arrive after the answer).
   */
  const codeFor = (email: string, since: Date | Set<string>): Promise<string> =>
    codeFromDevOutbox(baseUrl, email, (mail) =>
      since instanceof Set ? !since.has(mailKey(mail)) : new Date(mail.sentAt) >= since,
    );

  /** Exchanges a custom token with the Auth emulator, as the console's Firebase SDK does. */
  const exchangeCustomToken = async (customToken: string): Promise<string> => {
    const response = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`custom token refused: ${JSON.stringify(body)}`);
    return body.idToken;
  };

  /** Forgets the rate-limit counters whose key contains `fragment` (test set-up only). */
  const forgetRateLimits = async (fragment: string) => {
    await database.db.delete(rateLimits).where(like(rateLimits.key, `%${fragment}%`));
  };

  /**
   * Signs in through the real routes and returns a verified ID token. Tests sign the same demo
   * users in many times, so the per-account code-request counter is forgotten first.
   */
  const signIn = async (email: string): Promise<string> => {
    await forgetRateLimits(`otp-requests:account:${email}`);
    const seen = new Set((await readDevOutbox(baseUrl)).map(mailKey));
    const sent = await request('POST', '/api/v1/auth/send-otp', { body: { email } });
    if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}`);
    const otp = await codeFor(email, seen);
    const verified = await request('POST', '/api/v1/auth/verify-otp', {
      body: { email, otp },
      challenge: challengeOf(sent.headers) ?? false,
    });
    if (verified.status !== 200) {
      throw new Error(`verify-otp answered ${verified.status} ${verified.text}`);
    }
    return exchangeCustomToken(verified.body!.customToken as string);
  };

  return {
    baseUrl,
    app,
    db: database.db,
    /** UPLOAD_DIR of this instance (the file store's folder driver writes under `files/`). */
    uploadDir: config.uploadDir,
    get testDatabase(): TestDatabase {
      if (!testDatabase) throw new Error('this instance shares another one’s database');
      return testDatabase;
    },
    request,
    codeFor,
    signIn,
    exchangeCustomToken,
    forgetRateLimits,
    /** The challenge the last send-otp through this instance answered (its cookie's value). */
    get otpChallenge(): string | null {
      return otpChallenge;
    },
    moveClock: (ms: number) => {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await identity.close();
      if (testDatabase) await testDatabase.close();
      else if (!options.database) await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
