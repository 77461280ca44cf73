import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const README = path.join(import.meta.dirname, '..', 'README.md');

/**
 * Replaces the `## <title>` section of bench/README.md (up to the next `## ` heading) with
 * `body`, or appends it; the other sections are left as they are.
 */
export async function writeReadmeSection(title: string, body: string): Promise<void> {
  const text = await readFile(README, 'utf8');
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`${heading}\n`);
  if (start === -1) {
    await writeFile(README, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const after = text.indexOf('\n## ', start + heading.length);
  const rest = after === -1 ? '' : `\n${text.slice(after + 1)}`;
  await writeFile(README, `${text.slice(0, start)}${section}${rest}`);
}

export async function machineNote(): Promise<string> {
  const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores, ${memory} GiB · Node ${process.version} · load average before the run ${load}`;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const mark = (ok: boolean) => (ok ? 'yes' : '**NO**');

/** The middle value (the lower of the two middle ones for an even count): a run's median. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
