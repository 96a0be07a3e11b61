// Benchmark part `clinics-list` (run through apps/api/bench/index.ts): GET /api/v1/clinics over
// the clinics index.ts seeded (100,000) through the real HTTP api, as a system admin (every clinic)
// and as a clinic manager (one clinic in a hundred), one request after another so that each figure is one
// request's latency. Budget (the goal): p95 ≤ 30 ms on PGlite and on PostgreSQL.
import type { Clinic, Page } from '@org/contracts';
import { latenciesOf, latencyFigures, ms, type BenchContext, type BenchResult } from './support';

/** BENCH_VERBOSE=1 prints each query's figures and total too. */
const verbose = process.env.BENCH_VERBOSE === '1';

const P95_BUDGET_MS = 30;

interface Scenario {
  name: string;
  who: 'admin' | 'manager';
  /** Query strings, used in turn. */
  queries: string[];
}

/** What people do with the list: first page, search, filters, other sorts, later pages. */
const scenarios: Scenario[] = [
  {
    name: 'first page, default sort (name)',
    who: 'admin',
    queries: ['', '?sort=-name', '?pageSize=100'],
  },
  {
    name: 'search + filters + sort + page',
    who: 'admin',
    queries: [
      // Few matches, though the planner expects many (a 'Clínica' is rarely a hospital).
      '?search=cl%C3%ADnica&type=HOSPITAL&status=ACTIVE&sort=-createdAt&page=2',
      // Many matches, all together in the name order.
      '?search=hospital&status=ACTIVE&sort=name&page=2',
      '?search=rua%20augusta&countryCode=pt&sort=-updatedAt',
      '?search=example.de&type=HOSPITAL&sort=countryCode&page=4',
      '?search=s%C3%A3o%20jos%C3%A9&status=INACTIVE&sort=-name',
      '?search=4242&sort=name',
      '?search=%C5%81%C3%B3d%C5%BA&countryCode=de&sort=status',
    ],
  },
  {
    name: 'short search (1-2 characters)',
    who: 'admin',
    queries: [
      '?search=ro&type=CLINIC&sort=-createdAt&page=2',
      '?search=z%C3%BC&sort=name',
      '?search=a&status=ACTIVE&page=3',
    ],
  },
  {
    name: 'filters + sort, no search',
    who: 'admin',
    queries: [
      '?countryCode=PT&sort=name&page=5',
      '?type=HOSPITAL&status=ACTIVE&sort=-createdAt&page=2',
      '?status=INACTIVE&sort=updatedAt',
      '?sort=-status&page=100',
      '?sort=type&page=40&pageSize=50',
      '?countryCode=jp&type=CLINIC&sort=-countryCode&page=3',
    ],
  },
  {
    name: 'manager (1 clinic in 100): mixed',
    who: 'manager',
    queries: [
      '',
      '?search=cl%C3%ADnica&status=ACTIVE&sort=-createdAt',
      '?countryCode=PT&sort=name&page=2',
      '?sort=-updatedAt&page=3',
    ],
  },
];

export async function benchClinicsList({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const tokens = {
    admin: await api.signIn('admin@clinic.test'),
    manager: await api.signIn('manager@clinic.test'),
  };

  const requestsPerQuery = quick ? 15 : 60;
  const warmUp = quick ? 2 : 5;
  const adminSamples: number[] = [];
  for (const scenario of scenarios) {
    const samples: number[] = [];
    const headers = { authorization: `Bearer ${tokens[scenario.who]}` };
    const get = async (query: string) => {
      const begun = performance.now();
      const response = await fetch(`${api.baseUrl}/api/v1/clinics${query}`, { headers });
      const body = (await response.json()) as Page<Clinic>;
      const elapsed = performance.now() - begun;
      if (response.status !== 200) {
        throw new Error(`GET /api/v1/clinics${query} answered ${response.status}`);
      }
      return { elapsed, body };
    };
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
    if (scenario.who === 'admin') adminSamples.push(...samples);
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
      name: `clinics list, ${scenario.who}: ${scenario.name}`,
      figures: latencyFigures(latencies),
      goal: `p95 ≤ ${P95_BUDGET_MS} ms`,
      met: latencies.p95 <= P95_BUDGET_MS,
    });
  }
  const all = latenciesOf(adminSamples);
  results.push({
    database,
    name: 'clinics list, admin: all of the above',
    figures: latencyFigures(all),
    goal: `p95 ≤ ${P95_BUDGET_MS} ms`,
    met: all.p95 <= P95_BUDGET_MS,
  });
  return results;
}
