import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { signedInAs } from '../test/accounts';
import type { createBrowser } from '../test/client';
import { testConfig } from '../test/harness';
import { databaseBehindProxy, miniWebRoot } from './databases';

// Drill 1: PostgreSQL vanishes while the shop serves (network split, server restart), then
// comes back. The app must say "unavailable" quickly and recover on its own, with no restart.
describe.runIf(inject('postgres'))('database down while serving', () => {
  let app: FastifyInstance;
  let setup: Awaited<ReturnType<typeof databaseBehindProxy>>;
  let web: Awaited<ReturnType<typeof miniWebRoot>>;
  let customer: ReturnType<typeof createBrowser>;

  beforeAll(async () => {
    setup = await databaseBehindProxy();
    web = await miniWebRoot();
    app = await buildApp(testConfig(), { database: setup.database, webRoot: web.root });
    await app.ready();
    customer = await signedInAs(
      { app, database: setup.database, config: testConfig() },
      'fault-db@example.com',
      'customer',
    );
  });

  afterAll(async () => {
    await app?.close();
    await setup?.close();
    await rm(web.root, { recursive: true, force: true });
  });

  /** Answer and how long it took. */
  async function timed(send: () => Promise<LightMyRequestResponse>) {
    const started = Date.now();
    const res = await send();
    return { res, ms: Date.now() - started };
  }

  function expectUnavailable(res: LightMyRequestResponse, message: string) {
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toEqual({ success: false, code: 'UNAVAILABLE', message });
    // Nothing of the driver, the SQL or a stack reaches the caller.
    expect(res.body).not.toMatch(/ECONNREFUSED|select|postgres|terminated|at \w+ \(/i);
  }

  const EN = 'Service temporarily unavailable. Please try again later.';
  const AR = 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة لاحقًا.';

  it('answers 503 for the API, still serves the app, and recovers without a restart', async () => {
    expect((await customer.get('/api/auth/me')).statusCode).toBe(200);
    expect((await customer.get('/api/orders')).statusCode).toBe(200);

    await setup.proxy.cut();

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.res.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(3_000);

    for (const url of ['/api/auth/me', '/api/orders', '/api/cart']) {
      const { res, ms } = await timed(() => customer.get(url));
      expectUnavailable(res, EN);
      expect(ms).toBeLessThan(3_000);
    }
    const arabic = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { 'accept-language': 'ar', cookie: cookieHeader(customer) },
    });
    expectUnavailable(arabic, AR);
    // A write is refused the same way (the cart's add goes through the session check first).
    const write = await customer.post('/api/cart/items', {
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    });
    expectUnavailable(write, EN);

    // The storefront still loads: its shell and assets need no database.
    const page = await timed(() => app.inject({ method: 'GET', url: '/products/some-battery' }));
    expect(page.res.statusCode).toBe(200);
    expect(page.res.headers['content-type']).toMatch(/text\/html/);
    expect(page.res.body).toContain('<div id="root">');
    expect(page.ms).toBeLessThan(3_000);
    const asset = await app.inject({ method: 'GET', url: web.asset });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');

    await setup.proxy.reopen();
    const until = Date.now() + 10_000;
    let healthy = await app.inject({ method: 'GET', url: '/api/health' });
    while (healthy.statusCode !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      healthy = await app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(healthy.statusCode).toBe(200);
    expect((await customer.get('/api/auth/me')).json()).toMatchObject({
      email: 'fault-db@example.com',
    });
    expect((await customer.get('/api/orders')).statusCode).toBe(200);
    expect((await customer.get('/api/cart')).statusCode).toBe(200);
  });

  it('answers within the connection timeout when PostgreSQL accepts but never answers', async () => {
    // A silently dead server (no RST): new connections hang. Idle pooled ones are dropped first,
    // as the cut does, so every request needs a new connection.
    await setup.proxy.cut();
    setup.proxy.blackhole(true);
    await setup.proxy.reopen();
    // Let the pool notice its dropped connections, so the request below needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const { res, ms } = await timed(() => customer.get('/api/orders'));
      expectUnavailable(res, EN);
      expect(ms).toBeLessThan(8_000);
    } finally {
      await setup.proxy.cut();
      setup.proxy.blackhole(false);
      await setup.proxy.reopen();
    }
    const until = Date.now() + 10_000;
    let res = await customer.get('/api/orders');
    while (res.statusCode !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      res = await customer.get('/api/orders');
    }
    expect(res.statusCode).toBe(200);
  });
});

function cookieHeader(browser: ReturnType<typeof createBrowser>): string {
  return [...browser.jar].map(([name, c]) => `${name}=${c.value}`).join('; ');
}
