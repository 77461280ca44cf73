import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { CHECKOUT_ADDRESS } from '../test/addresses';
import { httpCustomer, type ServerProcess, startServerProcess } from '../test/server-process';
import { auditShop, INITIAL_STOCK, PASSWORD, prepareProcessShop } from './process-shop';

// Drill 4: the server process is killed (SIGKILL: no shutdown hook runs) while customers check
// out, then started again on the same database. Whatever committed must be whole, whatever did
// not must have left no trace: no order without lines, stock accounted for to the unit, and
// every order's mail still queued. Runs on PostgreSQL and on a PGlite data directory.
const CUSTOMERS = 12;
// A PGlite start (open the data directory, recover, check migrations) costs a few seconds more
// than one on PostgreSQL, so its pass kills twice to stay near 30 s.
const KILLS = inject('postgres') ? 3 : 2;

let shop: Awaited<ReturnType<typeof prepareProcessShop>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  shop = await prepareProcessShop(CUSTOMERS);
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await shop?.dispose();
});

/** One customer buying again and again until the server goes away; counts acknowledged orders. */
async function shopper(base: string, email: string, placed: { n: number }) {
  const customer = httpCustomer(base);
  const login = await customer.call('POST', '/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
  for (;;) {
    const quantity = 1 + Math.floor(Math.random() * 3);
    const add = await customer.call('POST', '/api/cart/items', {
      productId: shop.productId,
      quantity,
    });
    if (add.status !== 200) continue;
    const order = await customer.call(
      'POST',
      '/api/orders',
      { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
      { 'idempotency-key': randomUUID() },
    );
    if (order.status === 201) placed.n++;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
}

it('keeps every committed order whole and all stock accounted for across SIGKILLs', async () => {
  let acknowledged = 0;
  for (let round = 0; round < KILLS; round++) {
    server = await startServerProcess(shop.env);
    const placed = { n: 0 };
    // A killed server makes fetch throw: that ends each shopper.
    const loops = shop.emails.map((email) => shopper(server!.url, email, placed).catch(() => {}));
    // Kill at a different moment each round, always mid-load: after 3, 13, 23 … orders.
    await waitFor(() => placed.n >= 3 + round * 10, 15_000);
    expect(placed.n).toBeGreaterThan(0);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(loops);
    acknowledged += placed.n;
    server = undefined;
  }

  // Start once more on the same database: it recovers, migrates (nothing to do) and serves.
  server = await startServerProcess(shop.env);
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  const after = httpCustomer(server.url);
  await after.call('POST', '/api/auth/login', { email: shop.emails[0], password: PASSWORD });
  // Whatever the kill left in this customer's cart, one more unit and an order go through.
  expect(
    (await after.call('POST', '/api/cart/items', { productId: shop.productId, quantity: 1 }))
      .status,
  ).toBe(200);
  const order = await after.call(
    'POST',
    '/api/orders',
    { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
    { 'idempotency-key': randomUUID() },
  );
  expect(order.status).toBe(201);
  acknowledged++;
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = undefined;

  const database = await shop.open();
  try {
    const audit = await auditShop(database, shop.productId);
    expect(audit.broken).toEqual([]);
    expect(audit.stockLeft + audit.unitsOrdered).toBe(INITIAL_STOCK);
    // Every order the server acknowledged exists (more may exist: killed before answering).
    expect(audit.orders).toBeGreaterThanOrEqual(acknowledged);
    expect(acknowledged).toBeGreaterThan(0);
    expect(audit.ordersWithoutMail).toEqual([]);
    expect(audit.jobsByStatus.failed ?? 0).toBe(0);
  } finally {
    await database.close();
  }
}, 90_000);
