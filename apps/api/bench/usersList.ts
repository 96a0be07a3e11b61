// Benchmark part `users-list` (run through apps/api/bench/index.ts): GET /api/v1/users over the
// staff users index.ts seeded (50,000, each in one of ~50 clinics) through the real HTTP api, as a
// system admin, one request after another so that each figure is one request's latency. Budget
// (the goal): p95 ≤ 30 ms on PGlite and on PostgreSQL.
import { measureListScenarios } from './listLatency';
import { staffClinics } from './seedStaff';
import type { BenchContext, BenchResult } from './support';

interface Scenario {
  name: string;
  /** Query strings, used in turn. */
  queries: string[];
}

/** What people do with the list: first page, filters, search, other sorts, later pages. */
const scenariosFor = (clinicIds: readonly string[]): Scenario[] => [
  {
    name: 'first page, default sort (fullName)',
    queries: ['', '?sort=-fullName', '?pageSize=100'],
  },
  {
    name: 'filters (role, status, clinic)',
    queries: [
      '?role=DOCTOR',
      '?role=SYSTEM_ADMIN&status=ACTIVE',
      '?status=INACTIVE&sort=-createdAt',
      `?clinicId=${clinicIds[0]}`,
      `?clinicId=${clinicIds[7]}&role=NURSE&status=ACTIVE&sort=email`,
      `?clinicId=${clinicIds[21]}&sort=-lastSignInAt&page=3`,
    ],
  },
  {
    name: 'search (3+ characters) + filters',
    queries: [
      '?search=silva',
      '?search=jos%C3%A9&role=DOCTOR&sort=-createdAt',
      '?search=m%C3%BCller&status=ACTIVE&sort=email&page=2',
      '?search=example.de&role=NURSE&sort=lastSignInAt',
      '?search=4242',
      '?search=hannah.costa&sort=-fullName',
      `?search=nguy&clinicId=${clinicIds[3]}`,
    ],
  },
  {
    name: 'sorts (fullName, email, lastSignInAt, -createdAt)',
    queries: [
      '?sort=fullName&page=2',
      '?sort=email',
      '?sort=-email&page=4',
      '?sort=lastSignInAt',
      '?sort=-lastSignInAt&role=CLINIC_MANAGER',
      '?sort=-createdAt',
    ],
  },
  {
    name: 'later pages',
    queries: [
      '?page=40',
      '?sort=email&page=200&pageSize=50',
      '?sort=-createdAt&page=1000',
      '?role=NURSE&sort=lastSignInAt&page=150',
    ],
  },
];

export async function benchUsersList(context: BenchContext): Promise<BenchResult[]> {
  const token = await context.api.signIn('admin@clinic.test');
  const clinicIds = (await staffClinics(context.api.db)).map((clinic) => clinic.id);
  if (clinicIds.length < 22) throw new Error('users-list: the staff clinics were not seeded');
  return measureListScenarios(
    context,
    'users list',
    '/api/v1/users',
    scenariosFor(clinicIds).map((scenario) => ({
      ...scenario,
      token,
      who: 'admin',
      inTotal: true,
    })),
  );
}
