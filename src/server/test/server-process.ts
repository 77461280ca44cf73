import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, once listening. */
  url: string;
  output(): string;
  /** Exit code, or the signal's name when killed by one. */
  exited: Promise<number | string | null>;
}

/**
 * The real server as production runs it (`node --import tsx src/server/server.ts`), its output
 * collected. Only the variables given (plus PATH, and info logs without the demo seed unless
 * overridden) reach it.
 */
export function spawnServer(env: Record<string, string>): Omit<ServerProcess, 'url'> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => text, exited };
}

/**
 * How long a test waits for a fresh server to listen: its migrations on a new data directory take
 * ~9 s on this 2-core machine when busy, and over 30 s in CI, where the slow server tests start
 * theirs side by side with the rest of the suite.
 */
export const LISTEN_TIMEOUT_MS = 90_000;

/** spawnServer on a free port of 127.0.0.1 in test mode; resolves once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = LISTEN_TIMEOUT_MS,
): Promise<ServerProcess> {
  const { child, output, exited } = spawnServer({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SESSION_SECRET: 'fault-drill-secret-fault-drill-secret-0123',
    ...env,
  });
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = output();
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
    if (match) return { child, url: match[1], output, exited };
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before listening:\n${text}`);
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A customer of the running server over real HTTP: its cookies and the XSRF echo. */
export function httpCustomer(base: string) {
  const jar = new Map<string, string>();
  async function call(method: string, url: string, body?: unknown, headers = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method !== 'GET' && jar.has('XSRF-TOKEN')
          ? { 'x-xsrf-token': jar.get('XSRF-TOKEN') as string }
          : {}),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  return { call, jar };
}
