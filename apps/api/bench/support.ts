// Shared pieces of the benchmarks (apps/api/bench/index.ts runs them): the Auth emulator, the
// api on the chosen database, timing, memory sampling and the result rows the table prints.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  assertPortFree,
  startLocalAuthEmulator,
  stopAll,
} from '../../../scripts/lib/processes.mjs';
import { uploadCsv } from '../test/support/uploads';
import type { TestApi } from '../test/testApi';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseLabel = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL';

/** One line of the final table. */
export interface BenchResult {
  database: DatabaseKind;
  /** e.g. `clinics list: search + filters, page 3`. */
  name: string;
  /** The figures, already formatted (`p50 4.1 ms  p95 6.0 ms  p99 7.2 ms`). */
  figures: string;
  /** The budget in words (`p95 ≤ 30 ms`), when there is one. */
  goal?: string;
  /** Whether the budget was met; undefined when there is no budget. */
  met?: boolean;
  /** The suite's part that measured it (the runner fills it in). */
  part?: string;
  /** The machine's 1-minute load average when the part ended (the runner fills it in). */
  load?: number;
}

/** What each part of the suite is given. */
export interface BenchContext {
  api: TestApi;
  database: DatabaseKind;
  /** Whether `database` is the first the run measures (front-end figures are measured on it only). */
  firstDatabase: boolean;
  /** Fewer rows and requests: for trying changes out, not for the figures. */
  quick: boolean;
  /** Prints a progress line (the table at the end holds the figures). */
  log(message: string): void;
}

/**
 * The Auth emulator: the one named by FIREBASE_AUTH_EMULATOR_HOST, or a new one of our own on
 * BENCH_AUTH_PORT (9299). A fixed port keeps the console build's emulator address, and so its
 * inputs hash, the same from run to run: the Lighthouse part reuses its build.
 */
export async function ensureAuthEmulator(): Promise<{ stop(): Promise<void> }> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return { stop: async () => {} };
  const port = Number(process.env.BENCH_AUTH_PORT ?? 9299);
  await assertPortFree(port, 'bench Auth emulator (BENCH_AUTH_PORT)');
  const configDir = await mkdtemp(path.join(tmpdir(), 'clinic-bench-'));
  const emulator = await startLocalAuthEmulator(port, {
    configFile: path.join(configDir, 'firebase.json'),
    quiet: true,
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  return {
    stop: async () => {
      await stopAll([emulator]);
      await rm(configDir, { recursive: true, force: true });
    },
  };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** A change in memory, signed: `+12 MB`, `-3 MB`. */
export const growth = (bytes: number) => `${bytes < 0 ? '-' : '+'}${megabytes(Math.abs(bytes))}`;

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

export function latenciesOf(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}

export const latencyFigures = (latencies: Latencies) =>
  `p50 ${ms(latencies.p50)}  p95 ${ms(latencies.p95)}  p99 ${ms(latencies.p99)}  (n=${latencies.count})`;

/** Sampling the whole process's memory while something runs (the api runs in this process). */
export interface MemoryReport {
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  heapBefore: number;
  heapPeak: number;
}

/**
 * Runs `work` while sampling memory: the resident set size from a worker thread every 5 ms (it
 * keeps sampling while PGlite's WebAssembly holds the main thread), and the main thread's V8 heap
 * plus external memory (buffers, WebAssembly) every 5 ms the event loop allows and at the end.
 */
export async function measureMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; memory: MemoryReport }> {
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  collectGarbage?.();
  const heapNow = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const sampler = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let peak = process.memoryUsage.rss();
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 5);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage(Math.max(peak, process.memoryUsage.rss())); });`,
    { eval: true },
  );
  await new Promise((resolve) => sampler.once('online', resolve));
  const rssBefore = process.memoryUsage.rss();
  const heapBefore = heapNow();
  let heapPeak = heapBefore;
  const timer = setInterval(() => {
    heapPeak = Math.max(heapPeak, heapNow());
  }, 5);
  try {
    const result = await work();
    heapPeak = Math.max(heapPeak, heapNow());
    const rssPeak = await new Promise<number>((resolve) => {
      sampler.once('message', resolve);
      sampler.postMessage('stop');
    });
    return {
      result,
      memory: {
        rssBefore,
        rssPeak: Math.max(rssPeak, rssBefore),
        rssAfter: process.memoryUsage.rss(),
        heapBefore,
        heapPeak,
      },
    };
  } finally {
    clearInterval(timer);
    await sampler.terminate();
  }
}

/** Prints the results as one table, a benchmark's databases on adjacent lines. */
export function printTable(results: readonly BenchResult[]): void {
  const header = ['benchmark', 'database', 'figures', 'goal', '', 'load'];
  // Each benchmark's rows together (PGlite, then PostgreSQL), in the order they first ran.
  const order = [...new Set(results.map((result) => result.name))];
  const grouped = [...results].sort(
    (a, b) =>
      order.indexOf(a.name) - order.indexOf(b.name) ||
      Number(a.database === 'postgres') - Number(b.database === 'postgres'),
  );
  const rows = grouped.map((result) => [
    result.name,
    databaseLabel(result.database),
    result.figures,
    result.goal ?? '',
    result.met === undefined ? '' : result.met ? 'met' : 'MISSED',
    result.load === undefined ? '' : result.load.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' │ ')
      .trimEnd();
  console.log(`\n${line(header)}`);
  console.log(widths.map((width) => '─'.repeat(width)).join('─┼─'));
  for (const row of rows) console.log(line(row));
}

const quotedCell = (cell: string) =>
  /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

/** A CSV file as a spreadsheet saves it: the header, then the rows, quoted where needed, CRLF. */
export const csvFileOf = (header: readonly string[], rows: readonly string[][]): Buffer =>
  Buffer.from(`${[header, ...rows].map((row) => row.map(quotedCell).join(',')).join('\r\n')}\r\n`);

/** An import's memory figures: resident set and heap growth at the peak and after. */
export const memoryFigures = (memory: MemoryReport) =>
  `RSS ${growth(memory.rssPeak - memory.rssBefore)} peak (${growth(memory.rssAfter - memory.rssBefore)} after)  heap ${growth(memory.heapPeak - memory.heapBefore)} peak`;

/** What the memory budget is held against: the larger of the two growths at the peak. */
export const memoryGrowthOf = (memory: MemoryReport) =>
  Math.max(memory.rssPeak - memory.rssBefore, memory.heapPeak - memory.heapBefore);

/** Imports `file` through `url` as `token` (the test suite's upload) and times the answer. */
export async function timedCsvUpload(
  api: TestApi,
  url: string,
  token: string,
  file: Buffer,
  expectStatus: number,
): Promise<{ elapsed: number; body: Record<string, unknown> }> {
  const begun = performance.now();
  const response = await uploadCsv(api, url, file, { token });
  const elapsed = performance.now() - begun;
  if (response.status !== expectStatus) {
    throw new Error(`import answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  return { elapsed, body: response.body as Record<string, unknown> };
}
