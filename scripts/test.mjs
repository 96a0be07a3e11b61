// `npm test`: every test of the product, starting and stopping every server it needs.
// `node scripts/test.mjs [static] [unit] [storybook] [api] [e2e]` runs only the named suites.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildConsole } from './lib/consoleBuild.mjs';
import {
  assertPortFree,
  rootDir,
  startApiFromSource,
  startLocalAuthEmulator,
  stopAll,
  waitForHttp,
} from './lib/processes.mjs';

// Ports apart from `npm start`'s, so the tests can run while the product does.
// Each can be moved (TEST_AUTH_PORT, TEST_CONSOLE_PORT, TEST_DATA_DIR) so that two test runs can share a machine.
const TEST_AUTH_PORT = Number(process.env.TEST_AUTH_PORT ?? 9199);
const TEST_CONSOLE_PORT = Number(process.env.TEST_CONSOLE_PORT ?? 4173);
const testDataDir = path.resolve(process.env.TEST_DATA_DIR ?? path.join(rootDir, '.test-data'));
const consoleBuildDir = path.join(testDataDir, 'console-dist');
const reportsDir = path.join(testDataDir, 'reports');

const allSuites = [
  'static',
  'unit',
  'storybook',
  'visual',
  'publish',
  'api',
  'api-postgres',
  'e2e',
];
// The api suite again on PostgreSQL (a schema of its own, dropped afterwards).
const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const requested = process.argv.slice(2);
const suites = requested.length > 0 ? requested : allSuites;
for (const suite of suites) {
  if (!allSuites.includes(suite)) {
    console.error(`Unknown suite "${suite}". Suites: ${allSuites.join(', ')}`);
    process.exit(2);
  }
}

const children = [];
process.on('SIGINT', async () => {
  await stopAll(children);
  process.exit(130);
});

const baseEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NO_UPDATE_NOTIFIER: '1',
};

function run(title, command, args, { cwd = rootDir, env = {} } = {}) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...baseEnv, ...env },
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`\x1b[32m✔ ${title} (${seconds}s)\x1b[0m`);
        resolve();
      } else {
        reject(new Error(`${title} failed (exit code ${code}, ${seconds}s)`));
      }
    });
  });
}

const npx = (bin) => path.join(rootDir, 'node_modules/.bin', bin);
const vitestRun = (title, config, name, env, filters = []) =>
  run(
    title,
    npx('vitest'),
    [
      'run',
      ...filters,
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reportsDir, `${name}.json`)}`,
    ],
    { env },
  );

async function withEmulator(work) {
  await assertPortFree(TEST_AUTH_PORT, 'test Auth emulator');
  let emulator;
  try {
    emulator = await startLocalAuthEmulator(TEST_AUTH_PORT, {
      configFile: path.join(testDataDir, 'firebase.json'),
      quiet: true,
      onStart: (child) => children.push(child),
    });
    await work(`127.0.0.1:${TEST_AUTH_PORT}`);
  } finally {
    await stopAll([emulator]);
  }
}

async function runEndToEnd(authEmulatorHost) {
  await assertPortFree(TEST_CONSOLE_PORT, 'test console');
  // The same build as `npm start`'s (built only when the console's inputs changed since the last run).
  console.log('\n\x1b[1m▶ console production build\x1b[0m');
  const { built, seconds } = await buildConsole({
    outDir: consoleBuildDir,
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}` },
  });
  console.log(
    `\x1b[32m✔ console production build (${built ? `${seconds.toFixed(1)}s` : 'up to date'})\x1b[0m`,
  );

  // As in production: the api serves the built console too, so its pages get the same headers.
  const dataDir = path.join(testDataDir, 'e2e-pglite');
  await rm(dataDir, { recursive: true, force: true });
  const api = startApiFromSource(
    {
      HOST: 'localhost',
      PORT: String(TEST_CONSOLE_PORT),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(testDataDir, 'e2e-uploads'),
      CONSOLE_DIR: consoleBuildDir,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      LOG_LEVEL: 'warn',
      // The journeys sign the four demo users in over and over; the api suite tests the limits.
      RATE_LIMITS: 'relaxed',
    },
    { quiet: true },
  );
  children.push(api);
  try {
    await waitForHttp(`http://localhost:${TEST_CONSOLE_PORT}/api/ready`, {
      child: api,
      timeoutMs: 180_000,
    });
    // E2E_FILTER="login shell" runs only the e2e files whose names contain those words.
    await vitestRun(
      'end-to-end tests (Chromium)',
      'e2e/vitest.config.ts',
      'e2e',
      {
        E2E_CONSOLE_URL: `http://localhost:${TEST_CONSOLE_PORT}`,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
      (process.env.E2E_FILTER ?? '').split(/\s+/).filter(Boolean),
    );
  } catch (error) {
    if (!api.exited) console.error(api.output.slice(-40).join('\n'));
    throw error;
  } finally {
    await stopAll([api]);
  }
}

async function summarise() {
  let passed = 0;
  let failed = 0;
  for (const suite of [
    'unit',
    'storybook',
    'visual',
    'publish',
    'api',
    'api-client',
    'api-postgres',
    'e2e',
  ]) {
    try {
      const report = JSON.parse(await readFile(path.join(reportsDir, `${suite}.json`), 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } catch {
      // suite not run
    }
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  const started = Date.now();
  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });

  // static: the /login size check opens Chromium.
  if (
    ['static', 'storybook', 'visual', 'publish', 'api', 'e2e'].some((suite) =>
      suites.includes(suite),
    )
  ) {
    await run('Chromium available', 'bash', [path.join(rootDir, 'scripts/ensure-chromium.sh')]);
  }
  if (suites.includes('static')) {
    await run('lint (ESLint)', npx('eslint'), ['.', '--max-warnings=0']);
    await run('format (Prettier)', npx('prettier'), ['--check', '.', '--log-level', 'warn']);
    await run('console helper scripts and scripts/lib (node --test)', process.execPath, [
      '--test',
      'apps/console/scripts/',
      'scripts/lib/',
    ]);
    await run(
      'console size budget: JavaScript /login fetches in Chromium (gzip) within its budget, per-route figures',
      process.execPath,
      ['apps/console/scripts/checkLoginSize.mjs'],
      { cwd: rootDir, env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
    );
    await run('typecheck (tsc, every workspace)', npx('turbo'), [
      'run',
      'typecheck',
      '--output-logs=errors-only',
    ]);
    await run('typecheck (tsc: end-to-end journeys, Storybook, scripts)', npx('tsc'), [
      '-p',
      'tsconfig.json',
    ]);
  }
  if (suites.includes('unit')) {
    await vitestRun('unit tests (every workspace)', 'vitest.config.ts', 'unit');
  }
  if (suites.includes('visual')) {
    await vitestRun(
      'visual regression: every story in light, dark and RTL against committed baselines (Chromium)',
      'packages/ui/vitest.visual.config.ts',
      'visual',
    );
  }
  if (suites.includes('publish')) {
    const uiDir = path.join(rootDir, 'packages/ui');
    await run('@org/ui build (ESM, CJS, CSS, types)', 'npm', ['run', 'build', '--silent'], {
      cwd: uiDir,
    });
    await run('@org/ui size budgets (size-limit)', npx('size-limit'), [], { cwd: uiDir });
    await vitestRun(
      '@org/ui published to a local registry and used by a fresh Vite app (verdaccio, Chromium)',
      'packages/ui/vitest.publish.config.ts',
      'publish',
    );
  }
  if (suites.includes('storybook')) {
    await run('Storybook build', npx('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
    await vitestRun(
      'Storybook stories as tests (Chromium, axe)',
      'vitest.storybook.config.ts',
      'storybook',
    );
  }
  if (['api', 'api-postgres', 'e2e'].some((suite) => suites.includes(suite))) {
    await withEmulator(async (authEmulatorHost) => {
      if (suites.includes('api')) {
        await vitestRun(
          'api tests (real server, PGlite, Auth emulator)',
          'apps/api/vitest.integration.config.ts',
          'api',
          { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost },
        );
        await vitestRun(
          'api-client in Chromium (XSRF cookie, Firebase session on the Auth emulator)',
          'packages/api-client/vitest.browser.config.ts',
          'api-client',
          { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost },
        );
      }
      if (suites.includes('api-postgres')) {
        await vitestRun(
          `api tests on PostgreSQL (${new URL(TEST_POSTGRES_URL).host}, two instances on one database)`,
          'apps/api/vitest.integration.config.ts',
          'api-postgres',
          { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, TEST_DATABASE_URL: TEST_POSTGRES_URL },
        );
      }
      if (suites.includes('e2e')) await runEndToEnd(authEmulatorHost);
    });
  }
  const failed = await summarise();
  console.log(`All requested suites finished in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`\n\x1b[31m✘ ${error.message}\x1b[0m`);
  await stopAll(children);
  await summarise();
  process.exit(1);
});
