import { expect, it } from 'vitest';
import { createTestApp } from './test/harness';

it('lets in-flight requests finish on close, refuses new ones, then closes the database', async () => {
  let release: () => void = () => {};
  let started: () => void = () => {};
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const t = await createTestApp({
    extend(app) {
      app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
        started();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const inFlight = fetch(`${address}/api/test/slow`);
  await requestStarted;
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();

  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(res.headers.get('connection')).toBe('close');
  expect(await res.json()).toEqual({ done: true });
  await closing;
  await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  await expect(t.database.db.execute('select 1')).rejects.toThrow();
});
