// The suite's figures kept in git (bench/results/bench.json at the repository's root), so that a
// change's effect on them is a diff. A run replaces only the rows it measured; quick runs are for
// trying changes out and are not kept.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../../scripts/lib/processes.mjs';
import type { BenchResult } from './support';

const RESULTS_DIR = path.join(rootDir, 'bench/results');
const RESULTS_FILE = path.join(RESULTS_DIR, 'bench.json');

interface KeptResult extends BenchResult {
  /** When the row was measured (ISO time). */
  measuredAt: string;
  /** The commit the figures were measured on, with `+` when the work tree had changes. */
  commit: string;
}

interface ResultsFile {
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  results: KeptResult[];
}

const keyOf = (result: BenchResult) => `${result.part}\u0000${result.database}\u0000${result.name}`;

function currentCommit(): string {
  try {
    const run = (args: string[]) =>
      execFileSync('git', args, { cwd: RESULTS_DIR, encoding: 'utf8', stdio: 'pipe' }).trim();
    return `${run(['rev-parse', '--short', 'HEAD'])}${run(['status', '--porcelain']) ? '+' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function readKept(): Promise<KeptResult[]> {
  try {
    return (JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as ResultsFile).results;
  } catch {
    return [];
  }
}

/** Merges this run's rows into bench/results/bench.json (same part, database and name replaced). */
export async function keepResults(results: readonly BenchResult[]): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const measuredAt = new Date().toISOString();
  const commit = currentCommit();
  const byKey = new Map((await readKept()).map((row) => [keyOf(row), row]));
  for (const result of results) byKey.set(keyOf(result), { ...result, measuredAt, commit });
  const file: ResultsFile = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
    },
    results: [...byKey.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  return path.relative(process.cwd(), RESULTS_FILE);
}
