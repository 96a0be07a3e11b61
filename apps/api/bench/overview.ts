// Benchmark part `overview` (run through apps/api/bench/index.ts): GET /api/v1/overview over the
// enrolments index.ts seeded for the patients parts (100,000 in ~50 clinics over about three
// years; BENCH_PATIENTS=1000000 for a million) and the staff the users parts seed, through the
// real HTTP api: a system admin over the whole network and a manager of three clinics, by month
// and by week, a year and three years, with a clinic or a program. One request after another, so
// each figure is one answer's latency. Budget: p95 ≤ 100 ms on PGlite and on PostgreSQL.
import { BENCH_MANAGER_EMAIL, patientBenchIds } from './seedPatients';
import { latenciesOf, latencyFigures, type BenchContext, type BenchResult } from './support';

export const OVERVIEW_P95_BUDGET_MS = 100;

export async function benchOverview(context: BenchContext): Promise<BenchResult[]> {
  const { api, database, quick, log } = context;
  const { clinics, programs } = await patientBenchIds(api.db);
  if (clinics.length < 2 || programs.length < 2) {
    throw new Error('overview: the bench clinics and programs were not seeded');
  }
  const queries = [
    'from=2024-01-01&to=2024-12-31',
    'from=2023-01-01&to=2025-12-31&interval=week',
    `from=2023-01-01&to=2025-12-31&clinicId=${clinics[1]!.id}`,
    `from=2024-01-01&to=2024-12-31&interval=week&programId=${programs[0]!.id}`,
  ];
  const tokens = {
    admin: await api.signIn('admin@clinic.test'),
    manager: await api.signIn(BENCH_MANAGER_EMAIL),
  };
  const rounds = quick ? 5 : 20;
  const results: BenchResult[] = [];
  for (const who of ['admin', 'manager'] as const) {
    const get = async (query: string) => {
      const begun = performance.now();
      const response = await fetch(`${api.baseUrl}/api/v1/overview?${query}`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`overview ${query} answered ${response.status}`);
      return performance.now() - begun;
    };
    for (const query of queries) await get(query);
    const samples: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) samples.push(await get(query));
    }
    const latencies = latenciesOf(samples);
    const name = `overview, ${who === 'admin' ? 'admin, whole network' : 'manager of 3 clinics'}`;
    log(`${name}: ${latencyFigures(latencies)}`);
    results.push({
      database,
      name,
      figures: latencyFigures(latencies),
      goal: `p95 ≤ ${OVERVIEW_P95_BUDGET_MS} ms`,
      met: latencies.p95 <= OVERVIEW_P95_BUDGET_MS,
    });
  }
  return results;
}
