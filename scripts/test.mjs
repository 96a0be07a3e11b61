// `npm test`: every test of the product, starting and stopping every server it needs.
// `node scripts/test.mjs [static] [unit] [storybook] [visual] [publish] [api] [api-postgres] [e2e]`
// runs only the named suites. A failing suite does not stop the others: the run ends with a table
// of every suite (wall time, tests passed and failed), the failed suites' first failures, and
// `Tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { buildConsole } from './lib/consoleBuild.mjs';
import { coresBusyBetween, sampleCpu } from './lib/cpuUsage.mjs';
import {
  assertPortFree,
  rootDir,
  startApiFromSource,
  startLocalAuthEmulator,
  stopAll,
  waitForHttp,
} from './lib/processes.mjs';
import { formatSummary, readReportFile } from './lib/testReport.mjs';

// Ports apart from `npm start`'s, so the tests can run while the product does.
// Each can be moved (TEST_AUTH_PORT, TEST_CONSOLE_PORT, TEST_DATA_DIR) so that two test runs can share a machine.
const TEST_AUTH_PORT = Number(process.env.TEST_AUTH_PORT ?? 9199);
const TEST_CONSOLE_PORT = Number(process.env.TEST_CONSOLE_PORT ?? 4173);
const testDataDir = path.resolve(process.env.TEST_DATA_DIR ?? path.join(rootDir, '.test-data'));
const consoleBuildDir = path.join(testDataDir, 'console-dist');
const reportsDir = path.join(testDataDir, 'reports');
const authEmulatorHost = `127.0.0.1:${TEST_AUTH_PORT}`;

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
// The api suite again on PostgreSQL.
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
const wants = (...names) => names.some((name) => suites.includes(name));

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

const seconds = (since) => (Date.now() - since) / 1000;

/** Runs a command with its output on this terminal; rejects naming it when it fails. */
function runCommand(title, command, args, { cwd = rootDir, env = {} } = {}) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...baseEnv, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const took = seconds(started).toFixed(1);
      if (code === 0) {
        console.log(`\x1b[32m✔ ${title} (${took}s)\x1b[0m`);
        resolve();
      } else {
        console.log(`\x1b[31m✘ ${title} (exit code ${code}, ${took}s)\x1b[0m`);
        reject(new Error(`${title} failed (exit code ${code})`));
      }
    });
  });
}

const npx = (bin) => path.join(rootDir, 'node_modules/.bin', bin);

/** One suite's record: wall time, tests counted from its reports, failed steps. */
const results = [];

/**
 * Runs one suite. `work` gets `step` (a command that must pass for the suite to go on), `check` (a
 * command whose failure is recorded while the suite goes on), `vitest` and `nodeTest` (runners
 * whose reports are counted). Whatever fails is recorded; the next suite runs all the same.
 */
async function runSuite(name, work) {
  const result = { name, seconds: 0, passed: 0, failed: 0, failures: [], errors: [] };
  const started = Date.now();
  const cpuBefore = sampleCpu();
  const count = async (reportFile) => {
    const report = await readReportFile(reportFile);
    result.passed += report.passed;
    result.failed += report.failed;
    result.failures.push(...report.failures);
    return report;
  };
  /** A runner with a report: its failures are counted from the report, not from its exit code. */
  const reported = async (title, command, args, reportFile, options) => {
    await rm(reportFile, { force: true });
    let exitError = null;
    await runCommand(title, command, args, options).catch((error) => {
      exitError = error;
    });
    const report = await count(reportFile);
    if (exitError && report.failed === 0) result.errors.push(exitError.message);
    return exitError ? { ...report, failed: Math.max(report.failed, 1) } : report;
  };
  const suite = {
    step: (title, command, args, options) => runCommand(title, command, args, options),
    check: (title, command, args, options) =>
      runCommand(title, command, args, options).catch((error) => {
        result.errors.push(error.message);
      }),
    vitest: (title, config, reportName, { env = {}, filters = [] } = {}) => {
      const reportFile = path.join(reportsDir, `${reportName}.json`);
      return reported(
        title,
        npx('vitest'),
        [
          'run',
          ...filters,
          '--config',
          config,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reportFile}`,
        ],
        reportFile,
        { env },
      );
    },
    nodeTest: (title, paths, reportName) => {
      const reportFile = path.join(reportsDir, `${reportName}.xml`);
      return reported(
        title,
        process.execPath,
        [
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=junit',
          `--test-reporter-destination=${reportFile}`,
          ...paths,
        ],
        reportFile,
      );
    },
  };
  try {
    await work(suite);
  } catch (error) {
    result.errors.push(error.message);
  }
  result.seconds = seconds(started);
  result.coresBusy = coresBusyBetween(cpuBefore, sampleCpu(), availableParallelism());
  results.push(result);
}

/**
 * The console's one production build of this run, for the /login size check and the end-to-end
 * tests: built with the test Auth emulator's address and hidden source maps (the size check names
 * the packages /login fetches from them), and only when its inputs changed since the last run.
 */
let consoleBuild = null;
function buildConsoleOnce() {
  consoleBuild ??= (async () => {
    console.log('\n\x1b[1m▶ console production build (size check and end-to-end tests)\x1b[0m');
    const { built, seconds: took } = await buildConsole({
      outDir: consoleBuildDir,
      // The emulator and the demo project: a build for tests, which a production build refuses
      // unless asked (apps/console/viteProductionSettings.ts).
      env: {
        VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}`,
        CONSOLE_ALLOW_DEMO_SETTINGS: '1',
      },
      sourcemap: 'hidden',
    });
    console.log(
      `\x1b[32m✔ console production build (${built ? `${took.toFixed(1)}s` : 'up to date'})\x1b[0m`,
    );
  })();
  return consoleBuild;
}

/**
 * Builds a later suite needs, which the static suite starts once its own work leaves a core free
 * (the lint is one process): the suite that needs one awaits it, and fails as a step would if it
 * failed. Run alone, a suite starts its build itself.
 */
const headStartCommands = {
  'storybook build': () =>
    runCommand('Storybook build', npx('storybook'), ['build', '-o', 'storybook-static', '--quiet']),
  'ui build': () =>
    runCommand('@org/ui build (ESM, CJS, CSS, types)', 'npm', ['run', 'build', '--silent'], {
      cwd: path.join(rootDir, 'packages/ui'),
    }),
};
const headStarts = new Map();
/** The build's outcome: null, or the error it failed with. */
function headStart(name) {
  if (!headStarts.has(name)) {
    headStarts.set(
      name,
      headStartCommands[name]().then(
        () => null,
        (error) => error,
      ),
    );
  }
  return headStarts.get(name);
}
const throwIfFailed = (error) => {
  if (error) throw error;
};

let emulator = null;
async function ensureEmulator() {
  if (emulator) return;
  await assertPortFree(TEST_AUTH_PORT, 'test Auth emulator');
  emulator = await startLocalAuthEmulator(TEST_AUTH_PORT, {
    configFile: path.join(testDataDir, 'firebase.json'),
    quiet: true,
    onStart: (child) => children.push(child),
  });
}

/**
 * The journeys run in E2E_WORKERS workers (default 2, one per core of this machine), each against
 * an api of its own on the next port from TEST_CONSOLE_PORT, with a database and uploads folder of
 * its own: no journey sees another worker's writes. One Auth emulator serves them all; each api
 * seeds its own people, whose ids (the emulator's uids) differ from api to api.
 */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/**
 * The database of each worker's api, in turn (`E2E_DATABASES=pglite,postgres`: the second on
 * PostgreSQL, in a database of its own created afresh and named by the api's port, so that two
 * test runs on one machine keep apart). By default both run on PGlite, as `npm start` does:
 * docs/decisions.md "Journeys on PostgreSQL, on request".
 */
const E2E_DATABASES = (process.env.E2E_DATABASES ?? 'pglite').split(',');

/** A fresh, empty PostgreSQL database for one worker's api; its address. */
async function freshPostgresDatabase(name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client(TEST_POSTGRES_URL);
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runEndToEnd(suite) {
  const ports = Array.from({ length: E2E_WORKERS }, (_, index) => TEST_CONSOLE_PORT + index);
  for (const port of ports) await assertPortFree(port, 'test console');
  await buildConsoleOnce();
  // As in production: the api serves the built console too, so its pages get the same headers.
  const apis = await Promise.all(
    ports.map(async (port, index) => {
      const dataDir = path.join(testDataDir, `e2e-pglite-${index + 1}`);
      const uploadDir = path.join(testDataDir, `e2e-uploads-${index + 1}`);
      await rm(dataDir, { recursive: true, force: true });
      await rm(uploadDir, { recursive: true, force: true });
      const database = E2E_DATABASES[index % E2E_DATABASES.length];
      const databaseUrl =
        database === 'postgres' ? await freshPostgresDatabase(`e2e_${ports[index]}`) : null;
      const api = startApiFromSource(
        {
          ...(databaseUrl && { DATABASE_URL: databaseUrl }),
          HOST: 'localhost',
          PORT: String(port),
          DATA_DIR: dataDir,
          UPLOAD_DIR: uploadDir,
          CONSOLE_DIR: consoleBuildDir,
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          LOG_LEVEL: 'warn',
          // The journeys sign the four demo users in over and over; the api suite tests the limits.
          RATE_LIMITS: 'relaxed',
          SUPPORT_EMAIL: 'support@clinic.test',
        },
        { quiet: true },
      );
      children.push(api);
      return api;
    }),
  );
  let report = null;
  try {
    await Promise.all(
      apis.map((api, index) =>
        waitForHttp(`http://localhost:${ports[index]}/api/ready`, {
          child: api,
          timeoutMs: 180_000,
        }),
      ),
    );
    // E2E_FILTER="login shell" runs only the e2e files whose names contain those words.
    report = await suite.vitest(
      `end-to-end tests (Chromium, ${E2E_WORKERS} workers, an api each on ${ports.map((_, index) => E2E_DATABASES[index % E2E_DATABASES.length]).join(' and ')})`,
      'e2e/vitest.config.ts',
      'e2e',
      {
        env: {
          E2E_CONSOLE_URL: ports.map((port) => `http://localhost:${port}`).join(','),
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        },
        filters: (process.env.E2E_FILTER ?? '').split(/\s+/).filter(Boolean),
      },
    );
  } finally {
    // What each api said last, when a journey or an api failed.
    if (!report || report.failed > 0) {
      for (const api of apis) console.error(api.output.slice(-40).join('\n'));
    }
    await stopAll(apis);
  }
}

const suiteWork = {
  static: async (suite) => {
    // ESLint works on one core, so it runs as two processes, each building only the TypeScript
    // programs of its half (the console's program holds the design system's sources), while the
    // other checks and the later suites' builds share the cores. Each file is linted once. The size
    // check waits for all of it, as it reads a quiet network in a browser.
    const meanwhile = await Promise.allSettled([
      // The lint checks types too: its rule tsc/errors is the one type check of every workspace.
      suite.check(
        'lint and types (ESLint, tsc/errors): the design system and the console',
        npx('eslint'),
        ['packages/ui', 'apps/console', '--max-warnings=0'],
      ),
      suite.check('lint and types (ESLint, tsc/errors): everything else', npx('eslint'), [
        '.',
        '--ignore-pattern',
        'packages/ui/**',
        '--ignore-pattern',
        'apps/console/**',
        '--max-warnings=0',
      ]),
      (async () => {
        await suite.check('format (Prettier)', npx('prettier'), [
          '--check',
          '.',
          '--log-level',
          'warn',
        ]);
        await suite.nodeTest(
          'console helper scripts, scripts/lib and the lint rules (node --test)',
          ['apps/console/scripts/', 'scripts/lib/', 'scripts/lint/'],
          'static-node',
        );
        await buildConsoleOnce();
        // Builds of later suites start here; their failures are theirs.
        if (wants('storybook')) await headStart('storybook build');
        if (wants('publish')) await headStart('ui build');
      })(),
    ]);
    for (const outcome of meanwhile) if (outcome.status === 'rejected') throw outcome.reason;
    await suite.check(
      'console size budget: JavaScript /login fetches in Chromium (gzip) within its budget, per-route figures',
      process.execPath,
      ['apps/console/scripts/checkLoginSize.mjs', '--dist', consoleBuildDir],
    );
  },
  unit: (suite) => suite.vitest('unit tests (every workspace)', 'vitest.config.ts', 'unit'),
  visual: (suite) =>
    suite.vitest(
      'story pictures unchanged by other system fonts (Chromium with another fontconfig)',
      'packages/ui/vitest.visual.config.ts',
      'visual',
    ),
  publish: async (suite) => {
    const uiDir = path.join(rootDir, 'packages/ui');
    await headStart('ui build').then(throwIfFailed);
    await suite.check('@org/ui size budgets (size-limit)', npx('size-limit'), [], { cwd: uiDir });
    await suite.vitest(
      '@org/ui published to a local registry and used by a fresh Vite app (verdaccio, Chromium)',
      'packages/ui/vitest.publish.config.ts',
      'publish',
    );
  },
  storybook: async (suite) => {
    await headStart('storybook build').then(throwIfFailed);
    await suite.vitest(
      'every story once in light, dark and RTL: its picture, its play function, axe (Chromium)',
      'vitest.storybook.config.ts',
      'storybook',
    );
  },
  api: async (suite) => {
    await ensureEmulator();
    await suite.vitest(
      'api tests (real server, PGlite, Auth emulator)',
      'apps/api/vitest.integration.config.ts',
      'api',
      { env: { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost } },
    );
    await suite.vitest(
      'api-client in Chromium (XSRF cookie, Firebase session on the Auth emulator)',
      'packages/api-client/vitest.browser.config.ts',
      'api-client',
      { env: { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost } },
    );
  },
  'api-postgres': async (suite) => {
    await ensureEmulator();
    await suite.vitest(
      `api tests on PostgreSQL (${new URL(TEST_POSTGRES_URL).host}, two instances on one database)`,
      'apps/api/vitest.integration.config.ts',
      'api-postgres',
      {
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          TEST_DATABASE_URL: TEST_POSTGRES_URL,
        },
      },
    );
  },
  e2e: async (suite) => {
    await ensureEmulator();
    await runEndToEnd(suite);
  },
};

async function main() {
  const started = Date.now();
  const cpuBefore = sampleCpu();
  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });
  try {
    // static: the /login size check opens Chromium.
    if (wants('static', 'storybook', 'visual', 'publish', 'api', 'e2e')) {
      await runCommand('Chromium available', 'bash', [
        path.join(rootDir, 'scripts/ensure-chromium.sh'),
      ]);
    }
    for (const name of allSuites.filter((suite) => suites.includes(suite))) {
      await runSuite(name, suiteWork[name]);
    }
  } finally {
    await stopAll([emulator, ...children]);
  }
  const summary = formatSummary(
    results,
    seconds(started),
    coresBusyBetween(cpuBefore, sampleCpu(), availableParallelism()),
  );
  console.log(summary);
  const failed = results.some((result) => result.failed > 0 || result.errors.length > 0);
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`\n\x1b[31m✘ ${error.message}\x1b[0m`);
  await stopAll(children);
  console.log(formatSummary(results, 0));
  process.exit(1);
});
