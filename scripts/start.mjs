// `npm start`: the product as production serves it. The Auth emulator, the console's production
// build and the api (PGlite in .data/, migrated and seeded), which serves the built console itself
// with the same headers as its answers (CSP included), compressed and cached as in production.
// The console is built only when its sources changed since the last build (scripts/lib/consoleBuild.mjs).
// `npm run dev` runs Vite's dev server with hot reload instead (scripts/dev.mjs).
import path from 'node:path';
import { buildConsole } from './lib/consoleBuild.mjs';
import {
  assertLocalhostPortFree,
  assertPortFree,
  processGroup,
  rootDir,
  startApiFromSource,
  startGroupAuthEmulator,
  usesLocalEmulator,
  waitForReady,
} from './lib/processes.mjs';

// Each can be moved: PORT (the api and the console), AUTH_EMULATOR_PORT.
const AUTH_PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const PORT = Number(process.env.PORT ?? 3000);
const consoleBuildDir = path.join(rootDir, 'apps/console/dist');

const { children, shutdown, exitedEarly } = processGroup();

async function build(usesEmulator) {
  const { built, seconds } = await buildConsole({
    outDir: consoleBuildDir,
    // An empty value makes the console talk to the real Firebase project, whose settings the
    // build then requires (README "Production"); with the emulator it builds the demo ones.
    env: usesEmulator
      ? {
          VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${AUTH_PORT}`,
          CONSOLE_ALLOW_DEMO_SETTINGS: '1',
        }
      : { VITE_FIREBASE_AUTH_EMULATOR_URL: '' },
  });
  console.log(
    built
      ? `Built the console (production build) in ${seconds.toFixed(1)} s.`
      : 'The console build is up to date with its sources.',
  );
}

async function main() {
  const started = Date.now();
  const usesEmulator = usesLocalEmulator();
  await assertLocalhostPortFree(PORT, 'console and api');
  if (usesEmulator) await assertPortFree(AUTH_PORT, 'Firebase Auth emulator');

  // The three start at once: the emulator, the console's build, and the api, which prepares its
  // database (a first start creates and seeds it) while the console builds; the api serves the build
  // once it lands (apps/api/src/routes/consoleRoutes.ts). Ready when the api says it is (its
  // database and the identity provider answer) and serves the built page.
  const apiEnv = {
    // Bound to the name the README gives, whichever address it resolves to here: sign-in needs
    // the console opened as `localhost`, the one domain the Auth emulator authorises.
    HOST: process.env.HOST ?? 'localhost',
    PORT: String(PORT),
    CONSOLE_DIR: consoleBuildDir,
    LOG_FORMAT: 'pretty',
    // The demo's help desk, in the demo people's domain (the README says how to set a real one).
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@clinic.test',
    ...(usesEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}` } : {}),
  };
  const api = startApiFromSource(apiEnv, { onExit: exitedEarly('api') });
  children.push(api);
  await Promise.all([
    usesEmulator ? startGroupAuthEmulator(AUTH_PORT, { children, exitedEarly }) : null,
    build(usesEmulator),
  ]);
  await waitForReady({
    apiUrl: `http://localhost:${PORT}`,
    pageUrl: `http://localhost:${PORT}/login`,
    child: api,
    timeoutMs: 60_000,
  });

  console.log(`
  Clinic Console is running: http://localhost:${PORT}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Sign in as admin@clinic.test, manager@clinic.test, doctor@clinic.test or nurse@clinic.test.
  One-time codes appear below in a "DEV OUTBOX" box (and at http://localhost:${PORT}/api/v1/dev/outbox).
  This is the production build: after changing the console, restart (it rebuilds what changed),
  or use \`npm run dev\` for hot reload. Press Ctrl-C to stop everything.
`);
}

main().catch(async (error) => {
  console.error(`\n${error.message}`);
  await shutdown(1);
});
