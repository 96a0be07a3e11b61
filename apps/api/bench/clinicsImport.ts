// Benchmark part `clinics-import` (run through apps/api/bench/index.ts): POST
// /api/v1/clinics/import (multipart `file`) with 10,000 valid rows, validated and committed (as CSV
// and as an .xlsx workbook), and with 10,000 rows that all have errors (422, every error listed).
// Budgets: each ≤ 2 s, and the api's memory growth during each < 200 MB. The api runs in this
// process, so the process's resident set size and V8 heap are the api's (plus this small client).
import { clinicCsvColumns, IMPORT_MAX_ROWS } from '@org/contracts';
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
import { xlsxWithTabs } from '../test/support/workbooks';

const TIME_BUDGET_MS = 2_000;
const MEMORY_BUDGET_BYTES = 200 * 1024 * 1024;

const COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'GB', 'IT', 'PL', 'DK'];
const KINDS = ['Clínica', 'Hospital', 'Centro Médico', 'Klinik', 'Clinique', 'Ośrodek Zdrowia'];

/** `count` rows that pass every check, with names no clinic has yet (`run` keeps runs apart). */
function validRecords(count: number, run: string): string[][] {
  const rows: string[][] = [];
  for (let i = 1; i <= count; i += 1) {
    const local = String(1_000_000 + ((i * 7_919) % 9_000_000)).padStart(7, '0');
    rows.push([
      `${KINDS[i % KINDS.length]} Importada ${run}-${i}`,
      i % 5 === 0 ? 'HOSPITAL' : 'CLINIC',
      `${1 + (i % 300)} Rua da Liberdade, ${i % 2 === 0 ? 'Lisboa' : 'Zürich'}`,
      // A third without a phone; the rest in international form (Lisbon numbers).
      i % 3 === 0 ? '' : `+351 21 ${local.slice(0, 3)} ${local.slice(3)}`,
      `import-${run}-${i}@clinica.example.pt`,
      COUNTRIES[i % COUNTRIES.length]!,
    ]);
  }
  return rows;
}

/** `count` rows that each fail: a bad e-mail, country, phone, missing name or type, in turn. */
function invalidRows(count: number): Buffer {
  const rows: string[][] = [];
  for (let i = 1; i <= count; i += 1) {
    const kind = i % 5;
    rows.push([
      kind === 0 ? '' : `Clínica com erro ${i}`,
      kind === 1 ? 'PHARMACY' : 'CLINIC',
      `${i} Rua Augusta, Lisboa`,
      kind === 2 ? 'call me maybe' : '',
      kind === 3 ? `not-an-email-${i}` : `erro-${i}@clinica.example.pt`,
      kind === 4 ? 'Atlantis' : 'PT',
    ]);
  }
  return csvFileOf(clinicCsvColumns, rows);
}

export async function benchClinicsImport({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const admin = await api.signIn('admin@clinic.test');
  const upload = (file: Buffer, expectStatus: number) =>
    timedCsvUpload(api, '/api/v1/clinics/import', admin, file, expectStatus);

  const runs = quick ? 1 : 3;
  const results: BenchResult[] = [];
  const cases = [
    {
      name: `${IMPORT_MAX_ROWS.toLocaleString('en')} valid rows, committed`,
      file: async (run: number) =>
        csvFileOf(
          clinicCsvColumns,
          validRecords(IMPORT_MAX_ROWS, `${Date.now().toString(36)}${run}`),
        ),
      status: 200,
      check: (body: Record<string, unknown>) => body.created === IMPORT_MAX_ROWS,
    },
    {
      name: `${IMPORT_MAX_ROWS.toLocaleString('en')} valid rows of an .xlsx workbook, committed`,
      // Its second tab (notes) is read past, as a workbook exported from another system has.
      file: (run: number) =>
        xlsxWithTabs([
          {
            name: 'Clinics',
            rows: [
              [...clinicCsvColumns],
              ...validRecords(IMPORT_MAX_ROWS, `x${Date.now().toString(36)}${run}`),
            ],
          },
          { name: 'Notes', rows: [['Exported for the benchmark']] },
        ]),
      status: 200,
      check: (body: Record<string, unknown>) => body.created === IMPORT_MAX_ROWS,
    },
    {
      name: `${IMPORT_MAX_ROWS.toLocaleString('en')} rows with errors (422)`,
      file: async () => invalidRows(IMPORT_MAX_ROWS),
      status: 422,
      check: (body: Record<string, unknown>) =>
        Array.isArray(body.errors) && body.errors.length >= IMPORT_MAX_ROWS,
    },
  ];
  for (const each of cases) {
    const times: number[] = [];
    const memories: MemoryReport[] = [];
    for (let run = 0; run < runs; run += 1) {
      const file = await each.file(run);
      const { result, memory } = await measureMemory(() => upload(file, each.status));
      if (!each.check(result.body)) throw new Error(`${each.name}: unexpected answer`);
      times.push(result.elapsed);
      memories.push(memory);
      log(
        `import ${each.name}, run ${run + 1}/${runs}: ${ms(result.elapsed)}; ${memoryFigures(memory)}`,
      );
    }
    const worstTime = Math.max(...times);
    const worstMemory = memories.reduce((worst, memory) =>
      memoryGrowthOf(memory) > memoryGrowthOf(worst) ? memory : worst,
    );
    const sorted = [...times].sort((a, b) => a - b);
    results.push({
      database,
      name: `clinics import: ${each.name}`,
      figures: `${runs > 1 ? `median ${ms(sorted[Math.floor(runs / 2)]!)}, ` : ''}worst ${ms(worstTime)}`,
      goal: `≤ ${TIME_BUDGET_MS / 1000} s`,
      met: worstTime <= TIME_BUDGET_MS,
    });
    results.push({
      database,
      name: `clinics import: ${each.name}, memory`,
      figures: memoryFigures(worstMemory),
      goal: `< ${megabytes(MEMORY_BUDGET_BYTES)}`,
      met: memoryGrowthOf(worstMemory) < MEMORY_BUDGET_BYTES,
    });
  }
  return results;
}
