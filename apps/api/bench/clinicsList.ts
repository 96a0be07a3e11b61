// Benchmark part `clinics-list` (run through apps/api/bench/index.ts): GET /api/v1/clinics over
// the clinics index.ts seeded (100,000) through the real HTTP api, as a system admin (every clinic)
// and as a clinic manager (one clinic in a hundred), one request after another so that each figure is one
// request's latency. Budget (the goal): p95 ≤ 30 ms on PGlite and on PostgreSQL.
import { measureListScenarios } from './listLatency';
import type { BenchContext, BenchResult } from './support';

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

export async function benchClinicsList(context: BenchContext): Promise<BenchResult[]> {
  const tokens = {
    admin: await context.api.signIn('admin@clinic.test'),
    manager: await context.api.signIn('manager@clinic.test'),
  };
  return measureListScenarios(
    context,
    'clinics list',
    '/api/v1/clinics',
    scenarios.map((scenario) => ({
      ...scenario,
      token: tokens[scenario.who],
      inTotal: scenario.who === 'admin',
    })),
  );
}
