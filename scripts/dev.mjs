// `npm run dev`: the Auth emulator, the api (PGlite in .data/, migrated and seeded) and the console
// on Vite's dev server with hot reload (no CSP: Vite's hot reload needs inline script). `npm start`
// serves the production build instead (scripts/start.mjs).
import path from 'node:path';
import {
  assertLocalhostPortFree,
  assertPortFree,
  processGroup,
  rootDir,
  startApiFromSource,
  startGroupAuthEmulator,
  startProcess,
  usesLocalEmulator,
  waitForReady,
} from './lib/processes.mjs';

// Each can be moved: AUTH_EMULATOR_PORT, PORT (the api), CONSOLE_PORT (Vite).
const AUTH_PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const API_PORT = Number(process.env.PORT ?? 3000);
const CONSOLE_PORT = Number(process.env.CONSOLE_PORT ?? 5173);

const { children, shutdown, exitedEarly } = processGroup();

async function main() {
  const usesEmulator = usesLocalEmulator();
  await assertPortFree(API_PORT, 'api');
  await assertLocalhostPortFree(CONSOLE_PORT, 'console');
  if (usesEmulator) await assertPortFree(AUTH_PORT, 'Firebase Auth emulator');

  const apiEnv = {
    PORT: String(API_PORT),
    LOG_FORMAT: 'pretty',
    // Invitation mails link to the console, here Vite's dev server.
    CONSOLE_URL: process.env.CONSOLE_URL ?? `http://localhost:${CONSOLE_PORT}`,
    // The demo's help desk, in the demo people's domain (the README says how to set a real one).
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@clinic.test',
  };
  const consoleEnv = {
    // As for the build (scripts/lib/consoleBuild.mjs): the config is loaded the way Vite 8 does today.
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    API_URL: `http://127.0.0.1:${API_PORT}`,
    CONSOLE_PORT: String(CONSOLE_PORT),
    // An empty value makes the console talk to the real Firebase project.
    VITE_FIREBASE_AUTH_EMULATOR_URL: usesEmulator ? `http://127.0.0.1:${AUTH_PORT}` : '',
  };
  if (usesEmulator) apiEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_PORT}`;

  // The emulator, the api and Vite start at once; ready when all three answer.
  const api = startApiFromSource(apiEnv, { onExit: exitedEarly('api') });
  children.push(api);
  const consoleServer = startProcess(
    'console',
    process.execPath,
    [path.join(rootDir, 'node_modules/vite/bin/vite.js')],
    { cwd: path.join(rootDir, 'apps/console'), env: consoleEnv, onExit: exitedEarly('console') },
  );
  children.push(consoleServer);
  await Promise.all([
    usesEmulator ? startGroupAuthEmulator(AUTH_PORT, { children, exitedEarly }) : null,
    waitForReady({
      apiUrl: `http://127.0.0.1:${API_PORT}`,
      pageUrl: `http://localhost:${CONSOLE_PORT}/login`,
      child: api,
      pageChild: consoleServer,
      timeoutMs: 60_000,
    }),
  ]);

  console.log(`
  Clinic Console is running (development, hot reload): http://localhost:${CONSOLE_PORT}
  Sign in as admin@clinic.test, manager@clinic.test, doctor@clinic.test or nurse@clinic.test.
  One-time codes appear below in a "DEV OUTBOX" box (and at http://localhost:${CONSOLE_PORT}/api/v1/dev/outbox).
  Press Ctrl-C to stop everything.
`);
}

main().catch(async (error) => {
  console.error(`\n${error.message}`);
  await shutdown(1);
});
