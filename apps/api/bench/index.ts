// The api's benchmarks, one suite (not tests: figures and budgets, printed as a table at the end).
//
//   npm run bench                              every part, on PGlite and then on PostgreSQL
//   npm run bench -- clinics                   clinics-list, picker-search and clinics-import only
//   npm run bench -- users-me --db=pglite      one part, one database
//   npm run bench -- send-otp-timing --quick   the enumeration-by-timing test, 300 + 300 addresses
//   npm run bench -- clinics-list --quick      fewer requests and runs, for trying changes out
//   npm run bench -- users-list --db=pglite    the staff list only, on PGlite
//   npm run bench -- patients-list --quick     the patients list only
//   npm run bench -- fhir-patients --quick     the FHIR Patient search only
//   npm run bench -- overview --quick          Home's Overview answers only
//   BENCH_PATIENTS=1000000 npm run bench -- patients-list --db=postgres
//                                              the patients list over a million enrolments
//   npm run bench -- mixed-load --db=postgres  the mixed load of every role at once, on PostgreSQL
//   npm run bench -- knowledge --db=pglite     training-modules-list, moh-download and
//                                              catalogue-images, on PGlite
//
// Parts: users-me (GET /users/me throughput, send-otp known vs unknown), send-otp-timing (whether
// send-otp's answer time tells known e-mails from unknown ones: 2,000 of each, or
// BENCH_SEND_OTP_ADDRESSES, 300 with --quick, 5 requests each, one at a time, shuffled; the AUC
// of the fastest of each address's 5; ≤ 0.6 either way), clinics-list (the list
// over 100,000 clinics: admin and manager, search, searches of 1 and 2 characters alone and with
// filters, filters, sorts, pages; p95 ≤ 30 ms), picker-search (the console's clinic picker over
// the same clinics, asking as it does while a person types: opened, 1, 2 and 3+ characters, and
// naming chosen clinics by `?id=`; a system admin and a manager of 1 clinic in 100; p95 ≤ 20 ms),
// clinics-import (10,000 valid rows committed, 10,000 rows with errors; ≤ 2 s, < 200 MB each);
// `clinics` names those three; users-list (the staff list over 50,000 users in ~50 clinics:
// filters, searches, sorts, pages; p95 ≤ 30 ms), users-import (5,000 valid rows committed, their
// invitations queued; ≤ 2 s, < 200 MB); `users` names those two; patients-list (Home's list over
// 100,000 enrolments, or BENCH_PATIENTS, in ~50 clinics: a manager of 3 clinics searching with a
// filter, a system admin over every patient; p95 ≤ 30 ms), fhir-patients (GET /fhir/R4/Patient
// over the same enrolments: first pages, a later page by its cursor, a clinic, names,
// `_lastUpdated`; a manager of 3 clinics and a system admin; p95 ≤ 30 ms); `patients` names
// those two; overview (Home's Overview answers over the same enrolments and the users parts'
// staff: a system admin and a manager of 3 clinics, by month and week, with a filter; p95 ≤ 100 ms);
// training-modules-list (the list over 1,000 training modules, 1 in 10 a draft, each with a
// feature image: a nurse, published only, and a system admin; first page, search, each filter,
// later pages, sort by title; p95 ≤ 30 ms), moh-download (a system admin's 20 MB PDF downloaded through its signed address,
// one after another and 4 at once, streamed; the download times, and the api's RSS grows
// < 50 MB), catalogue-images (the catalogue of 1,000 modules in Chromium, as a nurse, on a
// desktop and a phone screen: only the first screen's cards' images are requested, the rest of
// the page's as it scrolls; the console's production build served by an api of its own, seeded
// with BENCH_MODULES modules; measured on the first database only); `knowledge` names those
// three; lighthouse (Lighthouse mobile and desktop on /login, on Home signed in as a doctor and on
// the Clinics list signed in as a system admin, against the console's production build served by
// the api, the median of 3 runs each; /login: performance ≥ 95 mobile, 100 desktop; Home and
// Clinics: ≥ 90 mobile, 100 desktop; every page: the other categories 100, CLS ≤ 0.01; reports in
// bench/results/lighthouse/; measured on the first database only); mixed-load (what staff do all day, at once: a system admin, a manager of
// 3 clinics, a doctor and a nurse over 16 keep-alive connections for 60 s (--quick: 5 s), 70 %
// list and search reads, 20 % record reads, 10 % writes, over the data the clinics, users,
// patients and training-modules parts seed; req/s and p50/p99 overall, per kind and per route,
// errors, each kind's and route's share of the time, CPU; ≥ 1,000 req/s with p99 ≤ 100 ms, no
// errors; PostgreSQL is the figure that matters; run last, since it writes).
//
// The table ends with each row's machine load; a full (not --quick) run also merges its rows into
// bench/results/bench.json (kept in git: a change's effect on the figures is its diff there).
//
// Options (or environment variables):
//   --db=pglite|postgres|both   BENCH_DATABASE, default both (PGlite first)
//   --quick                     BENCH_QUICK=1
//   BENCH_POSTGRES_URL          default TEST_DATABASE_URL, TEST_POSTGRES_URL, or
//                               postgres://postgres@127.0.0.1:5432/test
//   BENCH_CLINICS               clinics to seed before the clinics parts, default 100000
//   BENCH_STAFF                 staff users to seed before the users parts, default 50000
//   BENCH_PATIENTS              enrolments to seed before the patients part (and mixed-load),
//                               default 100000; 1000000 takes a minute or two to seed (the
//                               indexes are built after the insert above 100,000)
//   BENCH_MODULES               training modules to seed before training-modules-list (and in
//                               catalogue-images's own api), default 1000
//   BENCH_AUTH_PORT             the Auth emulator's port, default 9299 (unless
//                               FIREBASE_AUTH_EMULATOR_HOST names one)
//
// Each database gets its own api, started in this process as the api test suite does
// (test/testApi.ts): PGlite in memory, or PostgreSQL in a schema of its own that is dropped at
// the end (also on Ctrl-C). A Firebase Auth emulator is started on BENCH_AUTH_PORT (default 9299)
// unless FIREBASE_AUTH_EMULATOR_HOST names one. Run with --expose-gc (the npm script does) so that
// memory is measured from a collected heap.
import os from 'node:os';
import pg from 'pg';
import { benchCatalogueImages } from './catalogueImages';
import { benchClinicsImport } from './clinicsImport';
import { benchClinicsList } from './clinicsList';
import { benchLighthouse } from './lighthouse';
import { benchMixedLoad } from './mixedLoad';
import { benchMohDownload } from './mohDownload';
import { benchOverview } from './overview';
import { benchPatientsList } from './patientsList';
import { benchFhirPatients } from './fhirPatientSearch';
import { benchPickerSearch } from './pickerSearch';
import { benchSendOtpTiming } from './sendOtpTiming';
import { addMemberships, seedClinics } from './seedClinics';
import { keepResults } from './results';
import { seedModules } from './seedModules';
import { seedPatients } from './seedPatients';
import { seedStaff } from './seedStaff';
import {
  databaseLabel,
  ensureAuthEmulator,
  printTable,
  type BenchContext,
  type BenchResult,
  type DatabaseKind,
} from './support';
import { benchUsersImport } from './usersImport';
import { benchTrainingModulesList } from './trainingModulesList';
import { benchUsersList } from './usersList';
import { benchUsersMe } from './usersMe';

const parts = {
  'users-me': benchUsersMe,
  'send-otp-timing': benchSendOtpTiming,
  'clinics-list': benchClinicsList,
  'picker-search': benchPickerSearch,
  'clinics-import': benchClinicsImport,
  'users-list': benchUsersList,
  'users-import': benchUsersImport,
  'patients-list': benchPatientsList,
  'fhir-patients': benchFhirPatients,
  overview: benchOverview,
  'training-modules-list': benchTrainingModulesList,
  'moh-download': benchMohDownload,
  'catalogue-images': benchCatalogueImages,
  lighthouse: benchLighthouse,
  // Last: its writes rename clinics and fill the audit log.
  'mixed-load': benchMixedLoad,
} satisfies Record<string, (context: BenchContext) => Promise<BenchResult[]>>;
type Part = keyof typeof parts;
const groups: Record<string, Part[]> = {
  clinics: ['clinics-list', 'picker-search', 'clinics-import'],
  users: ['users-list', 'users-import'],
  patients: ['patients-list', 'fhir-patients'],
  knowledge: ['training-modules-list', 'moh-download', 'catalogue-images'],
};

const SEED_CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);
/** The manager belongs to one seeded clinic in this many. */
const MANAGER_EVERY = 100;
const SEED_STAFF = Number(process.env.BENCH_STAFF ?? 50_000);
/** The clinics the seeded staff users belong to (one each). */
const STAFF_CLINICS = 50;
const SEED_PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
/** The clinics the seeded enrolments are spread over. */
const PATIENT_CLINICS = 50;
const SEED_MODULES = Number(process.env.BENCH_MODULES ?? 1_000);

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run bench -- [${[...Object.keys(parts), ...Object.keys(groups)].join('|')}]… [--db=pglite|postgres|both] [--quick]`,
  );
  process.exit(2);
}

function parseArguments(args: string[]) {
  const chosen = new Set<Part>();
  let databaseChoice = process.env.BENCH_DATABASE ?? 'both';
  let quick = process.env.BENCH_QUICK === '1';
  for (const arg of args) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--db=')) databaseChoice = arg.slice('--db='.length);
    else if (arg in parts) chosen.add(arg as Part);
    else if (arg in groups) for (const part of groups[arg]!) chosen.add(part);
    else usage(`Unknown argument "${arg}".`);
  }
  const databases: DatabaseKind[] =
    databaseChoice === 'both'
      ? ['pglite', 'postgres']
      : databaseChoice === 'pglite' || databaseChoice === 'postgres'
        ? [databaseChoice]
        : usage(`Unknown database "${databaseChoice}".`);
  const selected = (Object.keys(parts) as Part[]).filter(
    (part) => chosen.size === 0 || chosen.has(part),
  );
  return { parts: selected, databases, quick };
}

const postgresUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function assertPostgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${new URL(postgresUrl).host} cannot be reached (${(error as Error).message}); set BENCH_POSTGRES_URL or run with --db=pglite.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

const cleanups: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => {});
};
process.once('SIGINT', () => {
  console.log('\nStopping: closing the api, dropping its schema, stopping the emulator…');
  void cleanUp().then(() => process.exit(130));
});

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.databases.includes('postgres')) await assertPostgresReachable();
  const emulator = await ensureAuthEmulator();
  cleanups.push(() => emulator.stop());
  // testApi reads FIREBASE_AUTH_EMULATOR_HOST when it loads: import it once that is set.
  const { startTestApi } = await import('../test/testApi');
  const results: BenchResult[] = [];
  const fromEnvironment = process.env.TEST_DATABASE_URL;

  for (const database of options.databases) {
    // test/testDatabase.ts chooses PostgreSQL (a schema of its own) when TEST_DATABASE_URL is set.
    if (database === 'postgres') process.env.TEST_DATABASE_URL = postgresUrl;
    else delete process.env.TEST_DATABASE_URL;
    // Relaxed limits: send-otp is measured answering, not refusing with 429.
    const api = await startTestApi({ env: { RATE_LIMITS: 'relaxed' } });
    const close = () => api.close();
    cleanups.push(close);
    const log = (message: string) => console.log(`  [${database}] ${message}`);
    console.log(
      `\n▶ ${databaseLabel(database)}: api at ${api.baseUrl}; Node ${process.version}; ${options.parts.join(', ')}${options.quick ? ' (quick)' : ''}`,
    );
    try {
      const runsAnyOf = (...named: Part[]) => options.parts.some((part) => named.includes(part));
      if (runsAnyOf('clinics-list', 'picker-search', 'clinics-import', 'mixed-load')) {
        const started = performance.now();
        await seedClinics(api.db, SEED_CLINICS);
        const memberships = await addMemberships(api.db, 'manager@clinic.test', MANAGER_EVERY);
        log(
          `seeded ${SEED_CLINICS.toLocaleString('en')} clinics (the manager in ${memberships}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      if (runsAnyOf('users-list', 'users-import', 'overview', 'mixed-load')) {
        const started = performance.now();
        await seedStaff(api.db, SEED_STAFF, STAFF_CLINICS);
        log(
          `seeded ${SEED_STAFF.toLocaleString('en')} staff users in ${STAFF_CLINICS} clinics in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      if (runsAnyOf('patients-list', 'fhir-patients', 'overview', 'mixed-load')) {
        const started = performance.now();
        await seedPatients(api.db, SEED_PATIENTS, PATIENT_CLINICS);
        log(
          `seeded ${SEED_PATIENTS.toLocaleString('en')} enrolments in ${PATIENT_CLINICS} clinics in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      if (runsAnyOf('training-modules-list', 'mixed-load')) {
        const started = performance.now();
        await seedModules(api.db, SEED_MODULES);
        log(
          `seeded ${SEED_MODULES.toLocaleString('en')} training modules, each with its feature image, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const context: BenchContext = {
        api,
        database,
        firstDatabase: database === options.databases[0],
        quick: options.quick,
        log,
      };
      for (const part of options.parts) {
        const measured = await parts[part](context);
        const load = os.loadavg()[0]!;
        results.push(...measured.map((result) => ({ ...result, part, load })));
      }
    } finally {
      cleanups.splice(cleanups.indexOf(close), 1);
      await close();
    }
  }
  if (fromEnvironment === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = fromEnvironment;

  printTable(results);
  console.log(
    options.quick
      ? '\nQuick run: figures not kept.'
      : `\nKept in ${await keepResults(results)} (load: the 1-minute load average of ${os.cpus().length} cores).`,
  );
  const missed = results.filter((result) => result.met === false).length;
  console.log(missed > 0 ? `\n${missed} budget(s) missed.` : '\nEvery budget met.');
}

try {
  await main();
} finally {
  await cleanUp();
}
