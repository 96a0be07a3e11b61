// globalSetup of the browser suite: a real HTTP server the page reaches on its own origin (through
// Vite's proxy), which sets the XSRF cookie, echoes what it received, and uses firebase-admin
// against the Auth emulator to mint custom tokens and disable users.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export const BROWSER_TEST_SERVER_PORT = 3198;

const RUNNING = Symbol.for('clinic.apiClientBrowserTestServer');

export default async function setup(): Promise<() => Promise<void>> {
  // Vitest calls globalSetup once per project, and a browser instance is a project of its own.
  const shared = globalThis as typeof globalThis & { [RUNNING]?: true };
  if (shared[RUNNING]) return async () => {};
  shared[RUNNING] = true;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must be set: run `node scripts/test.mjs api`.');
  }
  const app = initializeApp({ projectId: 'demo-clinic' }, `api-client-tests-${randomUUID()}`);
  const auth = getAuth(app);

  let csrfCookieRequests = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    // The handler catches everything itself, so nothing it awaits is left unhandled.
    const answer = async () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      try {
        // Multipart and other bodies are not JSON: parsed only where a route reads it.
        const body = () => (raw ? (JSON.parse(raw) as Record<string, string>) : {});
        switch (request.url?.split('?')[0]) {
          // Where the api-client fetches the cookie before its first write (as the real api serves it).
          case '/api/v1/auth/csrf':
          case '/api/test/xsrf': {
            if (request.url?.startsWith('/api/v1/auth/csrf')) csrfCookieRequests += 1;
            const token = randomUUID();
            return send(
              200,
              { token },
              { 'set-cookie': `XSRF-TOKEN=${token}; Path=/; SameSite=Strict` },
            );
          }
          case '/api/test/echo': {
            const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
            const verifiedUid = bearer
              ? (await auth.verifyIdToken(bearer).catch(() => null))?.uid
              : null;
            return send(200, {
              method: request.method,
              url: request.url,
              headers: request.headers,
              body: raw,
              verifiedUid,
            });
          }
          // A CSV attachment as the api writes one (template, export, error report).
          case '/api/test/csv':
            response.writeHead(200, {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="clinics.csv"',
            });
            return response.end(`name\r\n'=cmd\r\n`);
          case '/api/test/csv-refused':
            return send(409, { message: 'Refused in JSON', code: 'CONFLICT' });
          case '/api/test/import-invalid':
            return send(422, {
              message: 'The file has errors. Nothing was imported.',
              code: 'IMPORT_INVALID',
              errors: [{ line: 3, column: 'name', message: 'Clinic name is required' }],
            });
          case '/api/test/csrf-cookie-requests':
            return send(200, { count: csrfCookieRequests });
          case '/api/test/custom-token':
            return send(200, { customToken: await auth.createCustomToken(body().uid!) });
          case '/api/test/disable-user':
            await auth.updateUser(body().uid!, { disabled: true });
            return send(200, {});
          default:
            return send(404, { message: 'not found' });
        }
      } catch (error) {
        send(500, { message: String(error) });
      }
    };
    request.on('end', () => void answer());
  });
  await new Promise<void>((resolve) =>
    server.listen(BROWSER_TEST_SERVER_PORT, '127.0.0.1', resolve),
  );

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deleteApp(app);
    delete shared[RUNNING];
  };
}
