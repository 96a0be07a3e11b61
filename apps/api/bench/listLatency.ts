// The measuring loop every list benchmark part shares (clinics-list, users-list): warm-up, then
// each scenario's queries in turn, one request after another, one figure per request.
import type { Page } from '@org/contracts';
import type { TestApi } from '../test/testApi';
import { latenciesOf, latencyFigures, ms, type BenchContext, type BenchResult } from './support';

/** BENCH_VERBOSE=1 prints each query's figures and total too. */
const verbose = process.env.BENCH_VERBOSE === '1';

/** The issues' goal for every list: p95 ≤ 30 ms on PGlite and on PostgreSQL. */
export const LIST_P95_BUDGET_MS = 30;

export interface ListScenario {
  name: string;
  /** Query strings (with their `?`), used in turn. */
  queries: string[];
  /** The ID token the requests carry. */
  token: string;
  /** Whose requests these are, in the result's name ("admin", "manager"). */
  who: string;
  /** Counted in the "all of the above" line. */
  inTotal: boolean;
}

const listResult = (
  database: BenchContext['database'],
  name: string,
  samples: readonly number[],
): BenchResult => {
  const latencies = latenciesOf(samples);
  return {
    database,
    name,
    figures: latencyFigures(latencies),
    goal: `p95 ≤ ${LIST_P95_BUDGET_MS} ms`,
    met: latencies.p95 <= LIST_P95_BUDGET_MS,
  };
};

/**
 * GETs `path` with each scenario's queries (`quick`: fewer rounds) and answers one result per
 * scenario and one for every scenario `inTotal` together, named `${label}, ${who}: …`.
 */
export async function measureListScenarios(
  {
    api,
    database,
    quick,
    log,
  }: Pick<BenchContext, 'database' | 'quick' | 'log'> & { api: TestApi },
  label: string,
  path: string,
  scenarios: readonly ListScenario[],
): Promise<BenchResult[]> {
  const requestsPerQuery = quick ? 15 : 60;
  const warmUp = quick ? 2 : 5;
  const results: BenchResult[] = [];
  const totalSamples: number[] = [];
  for (const scenario of scenarios) {
    const headers = { authorization: `Bearer ${scenario.token}` };
    const get = async (query: string) => {
      const begun = performance.now();
      const response = await fetch(`${api.baseUrl}${path}${query}`, { headers });
      const body = (await response.json()) as Page<unknown>;
      const elapsed = performance.now() - begun;
      if (response.status !== 200)
        throw new Error(`GET ${path}${query} answered ${response.status}`);
      return { elapsed, body };
    };
    for (const query of scenario.queries) {
      for (let round = 0; round < warmUp; round += 1) await get(query);
    }
    // Queries in turn, so that no query runs only while the server is warm or busy.
    const samples: number[] = [];
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
    if (scenario.inTotal) totalSamples.push(...samples);
    const result = listResult(database, `${label}, ${scenario.who}: ${scenario.name}`, samples);
    log(`${scenario.name}: ${result.figures}`);
    if (verbose) {
      for (const [query, entry] of byQuery) {
        const figures = latenciesOf(entry.samples);
        log(
          `    ${query || '(no parameters)'}: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}; total ${entry.total}`,
        );
      }
    }
    results.push(result);
  }
  const who = scenarios.find((scenario) => scenario.inTotal)?.who ?? 'all';
  results.push(listResult(database, `${label}, ${who}: all of the above`, totalSamples));
  return results;
}
