import type { AddressInfo } from 'node:net';
import type { OutboxMail } from '@org/api-client';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';
import { createFirebaseIdentity } from '../src/identity/identityProvider';
import { buildServer } from '../src/server';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** A real api server on a fresh in-memory PGlite, with a clock the test can move forward. */
export async function startTestApi() {
  if (!emulatorHost)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must be set: run `npm run test:api`.');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  });
  const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
  await seedDemoData(database.db);
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    authEmulatorHost: emulatorHost,
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

  const request = async (
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      headers: response.headers,
    };
  };

  /** The newest code mailed to `email` after `since` (mail is sent in the background). */
  const codeFor = async (email: string, since: Date): Promise<string> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { body } = await request('GET', '/api/v1/dev/outbox');
      const mail = (body as unknown as OutboxMail[]).find(
        (item) => item.to === email && new Date(item.sentAt) >= since,
      );
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no code mailed to ${email}`);
  };

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

  /** Signs in through the real routes and returns a verified ID token. */
  const signIn = async (email: string): Promise<string> => {
    const since = new Date(Date.now() - 1000);
    await request('POST', '/api/v1/auth/send-otp', { body: { email } });
    const otp = await codeFor(email, since);
    const verified = await request('POST', '/api/v1/auth/verify-otp', { body: { email, otp } });
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
    return exchangeCustomToken(verified.body!.customToken as string);
  };

  return {
    baseUrl,
    request,
    codeFor,
    signIn,
    exchangeCustomToken,
    moveClock: (ms: number) => {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await identity.close();
      await database.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
