// Benchmark part `users-import` (run through apps/api/bench/index.ts): POST /api/v1/users/import
// (multipart `file`) with 5,000 valid staff rows, validated and committed, each naming one to
// three of the clinics index.ts seeded for the staff parts; then counts the invitations queued in
// mail_queue for those e-mails (one each). Budgets: ≤ 2 s, and the api's memory
// growth during the import < 200 MB, measured as clinicsImport.ts does (the api runs in this
// process, so the process's resident set size and V8 heap are the api's plus this small client).
// After each run it waits until the api's mail worker has sent that run's invitations (to the dev
// outbox), and says how long that took: the worker shares the api's database, so neither the next
// run nor the next part may be measured while it works.
import { STAFF_CLINICS_SEPARATOR, staffCsvColumns } from '@org/contracts';
import { sql } from 'drizzle-orm';
import { staffClinics } from './seedStaff';
import {
  csvFileOf,
  measureMemory,
  megabytes,
  memoryFigures,
  memoryGrowthOf,
  ms,
  timedCsvUpload,
  type BenchContext,
  type BenchResult,
  type MemoryReport,
} from './support';

const TIME_BUDGET_MS = 2_000;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
/** How long a run's invitations may take to go out before the bench gives up. */
const SENDING_TIMEOUT_MS = 300_000;
const MEMORY_BUDGET_BYTES = 200 * 1024 * 1024;
const ROWS = 5_000;

const ROLES = ['DOCTOR', 'NURSE', 'CLINIC_MANAGER', 'NURSE', 'DOCTOR', 'SYSTEM_ADMIN'];
const NAMES = [
  'Ana Silva',
  'João Pereira',
  'Zoë Müller',
  'Łukasz Nowak',
  "Seán O'Brien",
  'Wei Chen',
];

/** `count` rows that pass every check, with e-mails no user has yet (`run` keeps runs apart). */
function validRows(count: number, run: string, clinicNames: readonly string[]): Buffer {
  const rows: string[][] = [];
  for (let i = 1; i <= count; i += 1) {
    const local = String(1_000_000 + ((i * 7_919) % 9_000_000)).padStart(7, '0');
    const clinics = [i, i * 7, i * 13]
      .slice(0, 1 + (i % 3))
      .map((n) => clinicNames[n % clinicNames.length]!);
    rows.push([
      `${NAMES[i % NAMES.length]} ${run}-${i}`,
      `import-${run}-${i}@staff.example.pt`,
      // A third without a phone; the rest in international form (Lisbon numbers).
      i % 3 === 0 ? '' : `+351 21 ${local.slice(0, 3)} ${local.slice(3)}`,
      ROLES[i % ROLES.length]!,
      `${1 + (i % 300)} Rua da Liberdade, ${i % 2 === 0 ? 'Lisboa' : 'Zürich'}`,
      [...new Set(clinics)].join(STAFF_CLINICS_SEPARATOR),
    ]);
  }
  return csvFileOf(staffCsvColumns, rows);
}

export async function benchUsersImport({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const admin = await api.signIn('admin@clinic.test');
  const clinicNames = (await staffClinics(api.db)).map((clinic) => clinic.name);
  if (clinicNames.length === 0) throw new Error('users-import: the staff clinics were not seeded');
  const upload = (file: Buffer) => timedCsvUpload(api, '/api/v1/users/import', admin, file, 200);
  const queuedFor = async (run: string) => {
    const result = (await api.db.execute(sql`
      select count(*)::int as queued from mail_queue
      where "to" like ${`import-${run}-%@staff.example.pt`}
    `)) as unknown as { rows: { queued: number }[] };
    return Number(result.rows[0]!.queued);
  };
  /** Milliseconds from now until every invitation of `run` has been sent. */
  const sendingTime = async (run: string) => {
    const started = performance.now();
    for (;;) {
      const result = (await api.db.execute(sql`
        select count(*)::int as unsent from mail_queue
        where "to" like ${`import-${run}-%@staff.example.pt`} and sent_at is null
      `)) as unknown as { rows: { unsent: number }[] };
      if (Number(result.rows[0]!.unsent) === 0) return performance.now() - started;
      if (performance.now() - started > SENDING_TIMEOUT_MS) {
        throw new Error(`users-import: run ${run}'s invitations were not all sent in 5 minutes`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const runs = quick ? 1 : 3;
  const name = `${ROWS.toLocaleString('en')} valid rows, committed`;
  const times: number[] = [];
  const memories: MemoryReport[] = [];
  const queued: number[] = [];
  const sending: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const tag = `${Date.now().toString(36)}${run}`;
    const file = validRows(ROWS, tag, clinicNames);
    const { result, memory } = await measureMemory(() => upload(file));
    if (result.body.created !== ROWS) throw new Error(`${name}: unexpected answer`);
    times.push(result.elapsed);
    memories.push(memory);
    queued.push(await queuedFor(tag));
    sending.push(await sendingTime(tag));
    log(
      `import ${name}, run ${run + 1}/${runs}: ${ms(result.elapsed)}; ${memoryFigures(memory)}; ${queued.at(-1)} invitations queued, all sent ${seconds(sending.at(-1)!)} later`,
    );
  }
  const worstTime = Math.max(...times);
  const worstMemory = memories.reduce((worst, memory) =>
    memoryGrowthOf(memory) > memoryGrowthOf(worst) ? memory : worst,
  );
  const sorted = [...times].sort((a, b) => a - b);
  const fewestQueued = Math.min(...queued);
  return [
    {
      database,
      name: `users import: ${name}`,
      figures: `${runs > 1 ? `median ${ms(sorted[Math.floor(runs / 2)]!)}, ` : ''}worst ${ms(worstTime)}`,
      goal: `≤ ${TIME_BUDGET_MS / 1000} s`,
      met: worstTime <= TIME_BUDGET_MS,
    },
    {
      database,
      name: `users import: ${name}, memory`,
      figures: memoryFigures(worstMemory),
      goal: `< ${megabytes(MEMORY_BUDGET_BYTES)}`,
      met: memoryGrowthOf(worstMemory) < MEMORY_BUDGET_BYTES,
    },
    {
      database,
      name: `users import: ${name}, invitations queued`,
      figures: `${fewestQueued.toLocaleString('en')} of ${ROWS.toLocaleString('en')}${runs > 1 ? ' (fewest of the runs)' : ''}`,
      goal: 'one per row',
      met: fewestQueued === ROWS,
    },
    {
      database,
      name: `users import: ${name}, invitations sent (dev outbox)`,
      figures: `all ${ROWS.toLocaleString('en')} sent ${seconds(Math.max(...sending))} after the import at worst${runs > 1 ? ` (runs: ${sending.map(seconds).join(', ')})` : ''}`,
    },
  ];
}
