// Benchmark part `users-list` (run through apps/api/bench/index.ts): GET /api/v1/users over the
// staff users index.ts seeded (50,000, each in one of ~50 clinics) through the real HTTP api, as a
// system admin, one request after another so that each figure is one request's latency. Budget
// (issue 14's goal): p95 ≤ 30 ms on PGlite and on PostgreSQL.
import type { Page, StaffUser } from '@org/contracts';
import { staffClinics } from './seedStaff';
import { latenciesOf, latencyFigures, ms, type BenchContext, type BenchResult } from './support';

/** BENCH_VERBOSE=1 prints each query's figures and total too. */
const verbose = process.env.BENCH_VERBOSE === '1';

const P95_BUDGET_MS = 30;

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

export async function benchUsersList({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const token = await api.signIn('admin@clinic.test');
  const clinicIds = (await staffClinics(api.db)).map((clinic) => clinic.id);
  if (clinicIds.length < 22) throw new Error('users-list: the staff clinics were not seeded');

  const requestsPerQuery = quick ? 15 : 60;
  const warmUp = quick ? 2 : 5;
  const allSamples: number[] = [];
  const headers = { authorization: `Bearer ${token}` };
  const get = async (query: string) => {
    const begun = performance.now();
    const response = await fetch(`${api.baseUrl}/api/v1/users${query}`, { headers });
    const body = (await response.json()) as Page<StaffUser>;
    const elapsed = performance.now() - begun;
    if (response.status !== 200) {
      throw new Error(`GET /api/v1/users${query} answered ${response.status}`);
    }
    return { elapsed, body };
  };
  for (const scenario of scenariosFor(clinicIds)) {
    const samples: number[] = [];
    for (const query of scenario.queries) {
      for (let round = 0; round < warmUp; round += 1) await get(query);
    }
    // Queries in turn, so that no query runs only while the server is warm or busy.
    const byQuery = new Map<string, { samples: number[]; total: number }>();
    for (let round = 0; round < requestsPerQuery; round += 1) {
      for (const query of scenario.queries) {
        const { elapsed, body } = await get(query);
        samples.push(elapsed);
        const entry = byQuery.get(query) ?? { samples: [], total: body.total };
        entry.samples.push(elapsed);
        byQuery.set(query, entry);
      }
    }
    allSamples.push(...samples);
    const latencies = latenciesOf(samples);
    log(`${scenario.name}: ${latencyFigures(latencies)}`);
    if (verbose) {
      for (const [query, entry] of byQuery) {
        const figures = latenciesOf(entry.samples);
        log(
          `    ${query || '(no parameters)'}: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}; total ${entry.total}`,
        );
      }
    }
    results.push({
      database,
      name: `users list, admin: ${scenario.name}`,
      figures: latencyFigures(latencies),
      goal: `p95 ≤ ${P95_BUDGET_MS} ms`,
      met: latencies.p95 <= P95_BUDGET_MS,
    });
  }
  const all = latenciesOf(allSamples);
  results.push({
    database,
    name: 'users list, admin: all of the above',
    figures: latencyFigures(all),
    goal: `p95 ≤ ${P95_BUDGET_MS} ms`,
    met: all.p95 <= P95_BUDGET_MS,
  });
  return results;
}
