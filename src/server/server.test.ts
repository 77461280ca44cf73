import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTEN_TIMEOUT_MS, spawnServer } from './test/server-process';

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('exits naming each bad variable', async () => {
    const run = spawnServer({ PORT: 'http', DATABASE_URL: 'mysql://db', SMTP_URL: 'mail.example' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT/);
    expect(run.output()).toMatch(/DATABASE_URL/);
    expect(run.output()).toMatch(/SMTP_URL/);
  });

  it('exits with a clear message when the database is unreachable', async () => {
    const run = spawnServer({
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/shop',
      PORT: '0',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'Cannot open the database at postgres://nobody:***@127.0.0.1:1/shop',
    );
    expect(run.output()).not.toContain('secret');
  });

  it(
    'shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-shutdown-'));
      const run = spawnServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
      await waitFor(() => /Server listening at http/.test(run.output()), LISTEN_TIMEOUT_MS);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutting down');
    },
    LISTEN_TIMEOUT_MS + 30_000,
  );
});
