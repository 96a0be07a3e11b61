// How busy the machine's cores were while a suite ran, from Linux's /proc/stat: shows which suites
// leave a core idle (and so could share the machine with another) and which fill both.
import { readFileSync } from 'node:fs';

/** The first `cpu` line of /proc/stat as busy and total jiffies; null where there is none. */
export function parseProcStat(text) {
  const line = text.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** This moment's CPU counters, or null off Linux. */
export function sampleCpu() {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The cores busy on average between two samples of a machine with `cores` cores. */
export function coresBusyBetween(before, after, cores) {
  if (!before || !after || after.total <= before.total) return null;
  return ((after.busy - before.busy) / (after.total - before.total)) * cores;
}
