// Benchmark part `picker-search` (run through apps/api/bench/index.ts): the console's clinic picker
// (apps/console/src/app/data/recordPickers.ts) over the clinics index.ts seeded (100,000), asking
// GET /api/v1/clinics exactly as it does: on opening (no text), then once per pause in typing, each
// prefix of what a person types (1, 2, then 3 and more characters), and naming the chosen clinics
// a filter was opened with by `?id=a,b`. As a system admin (every clinic) and as a clinic manager
// (one clinic in a hundred), one request after another. Budget: p95 ≤ 20 ms on PGlite and on
// PostgreSQL.
import { sql } from 'drizzle-orm';
import { LIST_MAX_PAGE_SIZE } from '@org/contracts';
import type { Database } from '../src/db/database';
import { latenciesOf, latencyFigures, ms, type BenchContext, type BenchResult } from './support';

const PICKER_P95_BUDGET_MS = 20;
/** recordPickers.ts PICKER_MATCHES_SHOWN: how many matches a picker asks for at a time. */
const PICKER_MATCHES_SHOWN = 20;

/** BENCH_VERBOSE=1 prints each request's figures and total too. */
const verbose = process.env.BENCH_VERBOSE === '1';

/**
 * A query string as the console's api client (axios, helpers/buildURL.js) writes the picker's
 * parameters: in the order recordPickers.ts spreads them, encoded with encodeURIComponent but for
 * `:`, `$` and `,`, and a space as `+`.
 */
const axiosQuery = (params: Record<string, string | number | undefined>) => {
  const encode = (value: string) =>
    encodeURIComponent(value)
      .replace(/%3A/gi, ':')
      .replace(/%24/g, '$')
      .replace(/%2C/gi, ',')
      .replace(/%20/g, '+');
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${encode(name)}=${encode(String(value))}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
};

/** clinicsInScope (a list's filter) or activeClinics (what a person can be given). */
type PickerKind = 'in scope' | 'active';

/** What the picker asks while `text` is in its box (recordPicker's `search`). */
export const clinicPickerSearch = (text: string, kind: PickerKind) =>
  axiosQuery({
    search: text.trim() || undefined,
    pageSize: PICKER_MATCHES_SHOWN,
    status: kind === 'active' ? 'ACTIVE' : undefined,
    sort: 'name',
  });

/** What the picker asks to name the chosen clinics (recordPicker's `describe`). */
const clinicPickerDescribe = (ids: readonly string[], kind: PickerKind) =>
  axiosQuery({
    id: ids.join(','),
    pageSize: LIST_MAX_PAGE_SIZE,
    status: kind === 'active' ? 'ACTIVE' : undefined,
    sort: 'name',
  });

/** What people type into the picker: words of the seeded names, places, addresses, digits. */
const TYPED: readonly { text: string; kind: PickerKind }[] = [
  { text: 'hospital', kind: 'in scope' },
  { text: 'são josé', kind: 'active' },
  { text: 'zürich', kind: 'in scope' },
  { text: 'lisboa', kind: 'active' },
  { text: '4242', kind: 'in scope' },
  { text: '診所', kind: 'in scope' },
  { text: 'krankenhaus nord', kind: 'active' },
];

type Step = 'opened' | '1 character' | '2 characters' | '3+ characters' | 'naming chosen';
const STEP_NAMES: Record<Step, string> = {
  opened: 'opened (no text yet)',
  '1 character': '1 character typed',
  '2 characters': '2 characters typed',
  '3+ characters': '3+ characters typed',
  'naming chosen': 'naming chosen clinics (?id=, 1, 3 and 10)',
};

const stepOf = (typed: string): Step => {
  const length = [...typed].length;
  return length === 1 ? '1 character' : length === 2 ? '2 characters' : '3+ characters';
};

/** One round: opening, then each prefix as it is typed, then naming the chosen clinics. */
function roundOf(chosen: readonly string[][]): { step: Step; query: string }[] {
  const requests: { step: Step; query: string }[] = [
    { step: 'opened', query: clinicPickerSearch('', 'in scope') },
    { step: 'opened', query: clinicPickerSearch('', 'active') },
  ];
  for (const { text, kind } of TYPED) {
    const characters = [...text];
    for (let length = 1; length <= characters.length; length += 1) {
      const typed = characters.slice(0, length).join('');
      // A space just typed is no new search: the picker trims its text.
      if (typed.endsWith(' ')) continue;
      requests.push({ step: stepOf(typed), query: clinicPickerSearch(typed, kind) });
    }
  }
  for (const ids of chosen) {
    requests.push({ step: 'naming chosen', query: clinicPickerDescribe(ids, 'in scope') });
  }
  return requests;
}

/** `count` clinics `email` may see (every clinic when null), spread over the table. */
async function clinicIdsOf(db: Database, email: string | null, count: number): Promise<string[]> {
  const result = (await db.execute(
    email === null
      ? sql`select id from clinics order by md5(id::text) limit ${count}`
      : sql`select clinics.id from clinics
            join user_clinics on user_clinics.clinic_id = clinics.id
            join users on users.id = user_clinics.user_id
            where users.email = ${email}
            order by md5(clinics.id::text) limit ${count}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

export async function benchPickerSearch({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const rounds = quick ? 4 : 25;
  const people = [
    { who: 'admin', email: 'admin@clinic.test', scope: null },
    { who: 'manager', email: 'manager@clinic.test', scope: 'manager@clinic.test' },
  ] as const;
  const results: BenchResult[] = [];
  const everySample: number[] = [];
  for (const person of people) {
    const token = await api.signIn(person.email);
    const ids = await clinicIdsOf(api.db, person.scope, 10);
    if (ids.length < 10) throw new Error(`picker-search: the ${person.who} sees too few clinics`);
    const round = roundOf([ids.slice(0, 1), ids.slice(1, 4), ids]);
    const get = async (query: string) => {
      const begun = performance.now();
      const response = await fetch(`${api.baseUrl}/api/v1/clinics${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { total: number; items: unknown[] };
      const elapsed = performance.now() - begun;
      if (response.status !== 200) {
        throw new Error(`GET /api/v1/clinics${query} answered ${response.status}`);
      }
      return { elapsed, body };
    };
    for (const { query } of round) await get(query);
    const byStep = new Map<Step, number[]>();
    const byQuery = new Map<string, { samples: number[]; total: number }>();
    for (let count = 0; count < rounds; count += 1) {
      for (const { step, query } of round) {
        const { elapsed, body } = await get(query);
        const samples = byStep.get(step) ?? [];
        samples.push(elapsed);
        byStep.set(step, samples);
        const entry = byQuery.get(query) ?? { samples: [], total: body.total };
        entry.samples.push(elapsed);
        byQuery.set(query, entry);
      }
    }
    for (const [step, samples] of byStep) {
      const latencies = latenciesOf(samples);
      everySample.push(...samples);
      const name = `clinic picker, ${person.who}: ${STEP_NAMES[step]}`;
      log(`${name}: ${latencyFigures(latencies)}`);
      results.push({
        database,
        name,
        figures: latencyFigures(latencies),
        goal: `p95 ≤ ${PICKER_P95_BUDGET_MS} ms`,
        met: latencies.p95 <= PICKER_P95_BUDGET_MS,
      });
    }
    if (verbose) {
      for (const [query, entry] of byQuery) {
        const figures = latenciesOf(entry.samples);
        log(`    ${query}: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}; total ${entry.total}`);
      }
    }
  }
  const all = latenciesOf(everySample);
  results.push({
    database,
    name: 'clinic picker, admin and manager: all of the above',
    figures: latencyFigures(all),
    goal: `p95 ≤ ${PICKER_P95_BUDGET_MS} ms`,
    met: all.p95 <= PICKER_P95_BUDGET_MS,
  });
  return results;
}
