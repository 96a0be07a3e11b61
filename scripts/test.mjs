// `npm test`: every test of the product, starting and stopping every server it needs.
// `node scripts/test.mjs [static] [unit] [storybook] [api] [e2e]` runs only the named suites.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  assertPortFree,
  rootDir,
  startAuthEmulator,
  startProcess,
  stopAll,
  waitForHttp,
  waitForPort,
  writeEmulatorConfig,
} from './lib/processes.mjs';

// Ports apart from `npm start`'s, so the tests can run while the product does.
const TEST_AUTH_PORT = 9199;
const TEST_API_PORT = 3100;
const TEST_CONSOLE_PORT = 4173;
const testDataDir = path.join(rootDir, '.test-data');
const reportsDir = path.join(testDataDir, 'reports');

const allSuites = ['static', 'unit', 'storybook', 'visual', 'publish', 'api', 'e2e'];
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
const vitestRun = (title, config, name, env) =>
  run(
    title,
    npx('vitest'),
    [
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reportsDir, `${name}.json`)}`,
    ],
    { env },
  );

async function withEmulator(work) {
  const configFile = await writeEmulatorConfig(
    path.join(testDataDir, 'firebase.json'),
    TEST_AUTH_PORT,
  );
  await assertPortFree(TEST_AUTH_PORT, 'test Auth emulator');
  console.log(`\n▶ Starting the Firebase Auth emulator on ${TEST_AUTH_PORT}`);
  const emulator = startAuthEmulator({ configFile, quiet: true });
  children.push(emulator);
  try {
    await waitForPort(TEST_AUTH_PORT, '127.0.0.1', { child: emulator, timeoutMs: 90_000 });
    await work(`127.0.0.1:${TEST_AUTH_PORT}`);
  } finally {
    await stopAll([emulator]);
  }
}

async function runEndToEnd(authEmulatorHost) {
  await assertPortFree(TEST_API_PORT, 'test api');
  await assertPortFree(TEST_CONSOLE_PORT, 'test console');
  const consoleDir = path.join(rootDir, 'apps/console');
  await run('console production build', npx('vite'), ['build', '--logLevel', 'warn'], {
    cwd: consoleDir,
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}` },
  });

  const dataDir = path.join(testDataDir, 'e2e-pglite');
  await rm(dataDir, { recursive: true, force: true });
  const api = startProcess(
    'api',
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(rootDir, 'apps/api'),
      env: {
        PORT: String(TEST_API_PORT),
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        LOG_LEVEL: 'warn',
      },
      quiet: true,
    },
  );
  const preview = startProcess('console', npx('vite'), ['preview'], {
    cwd: consoleDir,
    env: { API_URL: `http://127.0.0.1:${TEST_API_PORT}`, CONSOLE_PORT: String(TEST_CONSOLE_PORT) },
    quiet: true,
  });
  children.push(api, preview);
  try {
    await waitForHttp(`http://127.0.0.1:${TEST_API_PORT}/api/ready`, {
      child: api,
      timeoutMs: 60_000,
    });
    await waitForHttp(`http://localhost:${TEST_CONSOLE_PORT}/login`, {
      child: preview,
      timeoutMs: 30_000,
    });
    await vitestRun('end-to-end tests (Chromium)', 'e2e/vitest.config.ts', 'e2e', {
      E2E_CONSOLE_URL: `http://localhost:${TEST_CONSOLE_PORT}`,
    });
  } catch (error) {
    if (!api.exited) console.error(api.output.slice(-40).join('\n'));
    throw error;
  } finally {
    await stopAll([api, preview]);
  }
}

async function summarise() {
  let passed = 0;
  let failed = 0;
  for (const suite of ['unit', 'storybook', 'visual', 'publish', 'api', 'api-client', 'e2e']) {
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

  if (['storybook', 'visual', 'publish', 'api', 'e2e'].some((suite) => suites.includes(suite))) {
    await run('Chromium available', 'bash', [path.join(rootDir, 'scripts/ensure-chromium.sh')]);
  }
  if (suites.includes('static')) {
    await run('lint (ESLint)', npx('eslint'), ['.', '--max-warnings=0']);
    await run('format (Prettier)', npx('prettier'), ['--check', '.', '--log-level', 'warn']);
    await run('typecheck (tsc, every workspace)', npx('turbo'), [
      'run',
      'typecheck',
      '--output-logs=errors-only',
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
  if (suites.includes('api') || suites.includes('e2e')) {
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
