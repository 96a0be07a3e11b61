// Benchmark part `patients-list` (run through apps/api/bench/index.ts): GET /api/v1/patients over
// the enrolments index.ts seeded (100,000 in ~50 clinics; BENCH_PATIENTS=1000000 for a million)
// through the real HTTP api, as a clinic manager of three clinics (search plus a filter) and as a
// system admin over every patient, one request after another so that each figure is one
// request's latency (each read also writes its audit entry, as in life). Budget: p95 ≤ 30 ms on
// PGlite and on PostgreSQL.
import { measureListScenarios } from './listLatency';
import { BENCH_MANAGER_EMAIL, patientBenchIds } from './seedPatients';
import type { BenchContext, BenchResult } from './support';

interface Scenario {
  name: string;
  who: 'admin' | 'manager';
  /** Query strings, used in turn. */
  queries: string[];
}

/** What people do with Home's list: search with a filter, sorts, filters alone, later pages. */
const scenariosFor = (clinics: readonly string[], programs: readonly string[]): Scenario[] => [
  {
    name: 'manager of 3 clinics: search + a filter',
    who: 'manager',
    queries: [
      '?search=silva&status=ENROLLED',
      `?search=maria&programId=${programs[0]}`,
      `?search=jos%C3%A9&clinicId=${clinics[1]}&sort=fullName`,
      '?search=example.pt&status=WITHDRAWN&sort=-statusChangedAt',
      `?search=9123&programId=${programs[3]}`,
      '?search=m%C3%BCller&status=COMPLETED&page=2',
      `?search=ana%20costa&clinicId=${clinics[2]}`,
    ],
  },
  {
    name: 'manager of 3 clinics: pages, sorts, filters',
    who: 'manager',
    queries: [
      '',
      '?sort=fullName&page=3',
      `?programId=${programs[2]}&sort=-statusChangedAt`,
      '?status=COMPLETED&page=2',
    ],
  },
  {
    name: 'admin, every patient: pages and sorts',
    who: 'admin',
    queries: [
      '',
      '?pageSize=100',
      '?sort=fullName',
      '?sort=-fullName&page=4',
      '?sort=status&page=2',
      '?sort=-statusChangedAt',
      '?page=200',
    ],
  },
  {
    name: 'admin, every patient: search + filters',
    who: 'admin',
    queries: [
      '?search=silva',
      '?search=silva&status=ENROLLED&sort=fullName',
      `?search=maria&programId=${programs[1]}&page=2`,
      '?search=example.de&status=WITHDRAWN',
      '?search=912%20345',
      `?clinicId=${clinics[10]}&sort=-enrolledAt`,
      `?programId=${programs[4]}&status=COMPLETED&sort=statusChangedAt`,
      '?status=WITHDRAWN&sort=fullName&page=5',
    ],
  },
];

/** The default size keeps its rows' names; another (BENCH_PATIENTS) is named in them. */
const DEFAULT_ENROLMENTS = 100_000;

export async function benchPatientsList(context: BenchContext): Promise<BenchResult[]> {
  const enrolments = Number(process.env.BENCH_PATIENTS ?? DEFAULT_ENROLMENTS);
  const label =
    enrolments === DEFAULT_ENROLMENTS
      ? 'patients list'
      : `patients list over ${enrolments.toLocaleString('en')}`;
  const { clinics, programs } = await patientBenchIds(context.api.db);
  if (clinics.length < 11 || programs.length < 5) {
    throw new Error('patients-list: the bench clinics and programs were not seeded');
  }
  const tokens = {
    admin: await context.api.signIn('admin@clinic.test'),
    manager: await context.api.signIn(BENCH_MANAGER_EMAIL),
  };
  return measureListScenarios(
    context,
    label,
    '/api/v1/patients',
    scenariosFor(
      clinics.map((clinic) => clinic.id),
      programs.map((program) => program.id),
    ).map((scenario) => ({
      ...scenario,
      token: tokens[scenario.who],
      inTotal: scenario.who === 'admin',
    })),
  );
}
