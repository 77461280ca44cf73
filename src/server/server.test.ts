import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('exits naming each bad variable', async () => {
    const run = start({ PORT: 'http', DATABASE_URL: 'mysql://db', SMTP_URL: 'mail.example' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT/);
    expect(run.output()).toMatch(/DATABASE_URL/);
    expect(run.output()).toMatch(/SMTP_URL/);
  });

  it('exits with a clear message when the database is unreachable', async () => {
    const run = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/shop', PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'Cannot open the database at postgres://nobody:***@127.0.0.1:1/shop',
    );
    expect(run.output()).not.toContain('secret');
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-shutdown-'));
    const run = start({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    await waitFor(() => /Server listening at http/.test(run.output()), 30_000);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
  }, 60_000);
});
