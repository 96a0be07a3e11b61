// Benchmark part `fhir-patients` (run through apps/api/bench/index.ts): GET /fhir/R4/Patient over
// the enrolments index.ts seeded (100,000 in ~50 clinics; BENCH_PATIENTS=1000000 for a million)
// through the real HTTP api, as a clinic manager of three clinics and as a system admin over
// every patient: first pages, a clinic, a name, an identifier, `_lastUpdated`, and a later page
// through its `_cursor` (each read also writes its audit entry, as in life). Budget: p95 ≤ 30 ms
// on PGlite and on PostgreSQL.
import { measureListScenarios } from './listLatency';
import { BENCH_MANAGER_EMAIL, patientBenchIds } from './seedPatients';
import type { BenchContext, BenchResult } from './support';

const DEFAULT_ENROLMENTS = 100_000;

/** A page well into the list: the `_cursor` of its next link. */
async function laterCursor(context: BenchContext, token: string, query: string): Promise<string> {
  let url = `${context.api.baseUrl}/fhir/R4/Patient${query}`;
  for (let page = 0; page < 5; page += 1) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const bundle = (await response.json()) as { link?: { relation: string; url: string }[] };
    const next = bundle.link?.find((link) => link.relation === 'next')?.url;
    if (!next) break;
    url = next;
  }
  return new URL(url).searchParams.get('_cursor') ?? '';
}

export async function benchFhirPatients(context: BenchContext): Promise<BenchResult[]> {
  const enrolments = Number(process.env.BENCH_PATIENTS ?? DEFAULT_ENROLMENTS);
  const label =
    enrolments === DEFAULT_ENROLMENTS
      ? 'FHIR Patient search'
      : `FHIR Patient search over ${enrolments.toLocaleString('en')}`;
  const { clinics } = await patientBenchIds(context.api.db);
  if (clinics.length < 11) throw new Error('fhir-patients: the bench clinics were not seeded');
  const tokens = {
    admin: await context.api.signIn('admin@clinic.test'),
    manager: await context.api.signIn(BENCH_MANAGER_EMAIL),
  };
  const adminCursor = await laterCursor(context, tokens.admin, '?_count=100');
  const managerCursor = await laterCursor(context, tokens.manager, '?_count=50');
  const scenarios = [
    {
      who: 'manager' as const,
      name: 'manager of 3 clinics: pages, a clinic, names',
      queries: [
        '',
        '?_count=50',
        `?_count=50&_cursor=${managerCursor}`,
        `?organization=Organization/${clinics[1]!.id}`,
        '?name=silva',
        '?name=maria&active=true',
        '?_lastUpdated=ge2020-01-01&_count=50',
      ],
    },
    {
      who: 'admin' as const,
      name: 'admin, every patient: pages, a clinic, names',
      queries: [
        '',
        '?_count=100',
        `?_count=100&_cursor=${adminCursor}`,
        `?organization=${clinics[10]!.id}&_count=50`,
        '?name=silva',
        '?name:contains=ana&active=false',
        `?_id=${adminCursor}`,
        '?_lastUpdated=ge2020-01-01',
      ],
    },
  ];
  return measureListScenarios(
    context,
    label,
    '/fhir/R4/Patient',
    scenarios.map((scenario) => ({
      ...scenario,
      token: tokens[scenario.who],
      inTotal: scenario.who === 'admin',
    })),
  );
}
