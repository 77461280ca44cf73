import { readFile } from 'node:fs/promises';

/**
 * The machine's CPU time counters from /proc/stat's first line (all cores, in clock ticks):
 * `steal` is the time its virtual cores were ready to run while the host ran something else.
 */
export interface CpuCounters {
  steal: number;
  total: number;
}

/** user nice system idle iowait irq softirq steal (guest time is counted in user already). */
const COUNTED_FIELDS = 8;
const STEAL_FIELD = 7;

export function parseCpuCounters(procStat: string): CpuCounters | undefined {
  const line = procStat.split('\n', 1)[0]?.trim() ?? '';
  if (!line.startsWith('cpu ')) return undefined;
  const fields = line
    .split(/\s+/)
    .slice(1, 1 + COUNTED_FIELDS)
    .map(Number);
  if (fields.length < COUNTED_FIELDS || fields.some((n) => !Number.isFinite(n))) return undefined;
  return { steal: fields[STEAL_FIELD], total: fields.reduce((sum, n) => sum + n, 0) };
}

/** The share of the cores' time the host took between two readings, in percent. */
export function stealPercent(before: CpuCounters, after: CpuCounters): number | undefined {
  const elapsed = after.total - before.total;
  if (!(elapsed > 0)) return undefined;
  return (100 * (after.steal - before.steal)) / elapsed;
}

/** Undefined where there is no /proc/stat (not Linux). */
export async function readCpuCounters(): Promise<CpuCounters | undefined> {
  try {
    return parseCpuCounters(await readFile('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
