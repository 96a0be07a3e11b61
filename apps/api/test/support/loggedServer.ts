import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createFirebaseIdentity } from '../../src/identity/identityProvider';
import { buildServer } from '../../src/server';

/**
 * Another api server on `db` whose log lines (JSON, from `level` up) are kept in `lines`, for
 * tests of what the api logs. Requests go through `app.inject`, signed in with `signedInHeaders`.
 */
export async function startLoggedServer(db: Database, level: 'debug' | 'info' = 'info') {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: level,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    authEmulatorHost: config.authEmulatorHost,
  });
  const app = await buildServer({
    config,
    db,
    identity,
    print: () => {},
    logStream: { write: (line: string) => void lines.push(line) },
  });
  return {
    app,
    lines,
    /** A signed-in request's headers for `token`, with the CSRF cookie and header. */
    async signedInHeaders(token: string) {
      const csrf = (await app.inject({ method: 'GET', url: '/api/v1/auth/csrf' })).json<{
        token: string;
      }>().token;
      return {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${csrf}`,
        'x-xsrf-token': csrf,
      };
    },
    async close() {
      await app.close();
      await identity.close();
    },
  };
}
