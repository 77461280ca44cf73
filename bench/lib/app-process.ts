/**
 * Starts the app (bench/lib/serve.ts) as a child process, so the load generator (this process)
 * and the server do not share an event loop. Measures start-up (spawn → first 200 from
 * /api/health) and reads the child's memory from /proc/<pid>/status.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface AppProcess {
  url: string;
  pid: number;
  startupMs: number;
  logFile: string;
  /** Resident memory now (VmRSS) and the peak so far (VmHWM), in MiB. */
  memory(): Promise<{ rss: number; peak: number }>;
  /** CPU time the process has used so far (user + system), in ms. */
  cpuMs(): Promise<number>;
  /** With `timing`: the app's own time per request since the last call (request-timing.ts). */
  serverTime(): Promise<ServerTime>;
  stop(): Promise<void>;
}

/** Milliseconds a request spent in the app (bench/lib/request-timing.ts). */
export interface ServerTime {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

const SERVE = path.join(import.meta.dirname, 'serve.ts');
const TIMING = path.join(import.meta.dirname, 'request-timing.ts');

export async function startApp(options: {
  env: Record<string, string | undefined>;
  /** Config the environment cannot set (see serve.ts). */
  overrides?: Record<string, unknown>;
  logFile: string;
  timeoutMs?: number;
  /** Extra node flags, e.g. --cpu-prof to see where a mix spends the app's time. */
  nodeArgs?: string[];
  /** Time every request inside the app (serverTime()). */
  timing?: boolean;
}): Promise<AppProcess> {
  const started = performance.now();
  const env: Record<string, string> = {};
  // The child's configuration is exactly what the bench says, not what this shell exported.
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    if (process.env[key]) env[key] = process.env[key];
  }
  for (const [key, value] of Object.entries(options.env)) if (value !== undefined) env[key] = value;
  env.BENCH_CONFIG = JSON.stringify(options.overrides ?? {});
  const preload = options.timing ? ['--import', TIMING] : [];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', ...preload, SERVE],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(options.logFile);
  child.stderr.pipe(log);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });

  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(
      () => reject(new Error(`app did not listen in time; see ${options.logFile}`)),
      options.timeoutMs ?? 180_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString();
      const match = /BENCH_LISTENING (\S+)/.exec(buffered);
      if (match) {
        clearTimeout(timer);
        buffered = '';
        resolve(match[1]);
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`app ${exited} before listening; see ${options.logFile}`));
    });
  });
  for (;;) {
    if (exited) throw new Error(`app ${exited}; see ${options.logFile}`);
    const ok = await fetch(`${url}/api/health`)
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      })
      .catch(() => false);
    if (ok) break;
    await sleep(20);
  }
  const startupMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    pid,
    startupMs,
    logFile: options.logFile,
    memory: () => memoryOf(pid),
    cpuMs: () => cpuOf(pid),
    serverTime: () => serverTimeOf(child),
    stop: () => stopChild(child),
  };
}

export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux (getconf CLK_TCK).
const TICK_MS = 10;

export async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU used by PostgreSQL's backends serving `pids` (the server runs on this machine): call once
 * before (no argument) and once after with the first answer, to get the difference in ms.
 */
export async function backendCpu(
  pids: number[],
  before?: Map<number, number>,
): Promise<{ byPid: Map<number, number>; usedMs: number }> {
  const byPid = new Map<number, number>();
  for (const pid of pids) {
    const ms = await cpuOf(pid).catch(() => null);
    if (ms !== null) byPid.set(pid, ms);
  }
  let usedMs = 0;
  if (before) for (const [pid, ms] of byPid) usedMs += ms - (before.get(pid) ?? 0);
  return { byPid, usedMs };
}

/** Samples the RSS every 250 ms while `work` runs; answers the highest seen. */
export async function peakRssDuring<T>(
  app: AppProcess,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; cpuMs: number }> {
  let peakMb = (await app.memory()).rss;
  const cpuBefore = await app.cpuMs();
  const timer = setInterval(() => {
    app
      .memory()
      .then((m) => {
        peakMb = Math.max(peakMb, m.rss);
      })
      .catch(() => {});
  }, 250);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, (await app.memory()).rss);
    return { result, peakMb, cpuMs: (await app.cpuMs()) - cpuBefore };
  } finally {
    clearInterval(timer);
  }
}

/** Asks the app for its request times (SIGUSR2) and reads the line it prints. */
function serverTimeOf(child: ChildProcess): Promise<ServerTime> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.stdout!.off('data', read);
      reject(new Error('the app printed no BENCH_SERVER_TIME (started without timing?)'));
    }, 10_000);
    const read = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /BENCH_SERVER_TIME (.*)/.exec(buffered);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      resolve(JSON.parse(match[1]) as ServerTime);
    };
    child.stdout!.on('data', read);
    child.kill('SIGUSR2');
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}
