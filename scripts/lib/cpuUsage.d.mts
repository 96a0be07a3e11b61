// Types for cpuUsage.mjs, so TypeScript callers (the benchmark) can use it.

/** Busy and total CPU time of the whole machine, in clock ticks. */
export interface CpuSample {
  busy: number;
  total: number;
}

export function parseProcStat(text: string): CpuSample | null;
export function sampleCpu(): CpuSample | null;
export function coresBusyBetween(
  before: CpuSample | null,
  after: CpuSample | null,
  cores: number,
): number | null;
