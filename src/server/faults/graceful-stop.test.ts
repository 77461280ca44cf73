import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHECKOUT_ADDRESS } from '../test/addresses';
import {
  httpCustomer,
  LISTEN_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process';
import { auditShop, INITIAL_STOCK, PASSWORD, prepareProcessShop } from './process-shop';

// Drill 5: SIGTERM under steady traffic (a deploy, a scale-down). Every request the server
// took gets a whole answer, never a 5xx; then the port is closed (connections refused, not
// answered 503); the process exits 0 within its 10 s shutdown limit. Both engines.
const LOOPS = 10; // browsing loops; as many checkout loops again

let shop: Awaited<ReturnType<typeof prepareProcessShop>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  shop = await prepareProcessShop(LOOPS);
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await shop?.dispose();
});

interface Outcome {
  answers: { status: number; url: string }[];
  /** Requests that got no answer: their connection was refused or closed before one came. */
  noAnswer: string[];
  ordersPlaced: number;
}

/** The error code under fetch's "fetch failed" (ECONNREFUSED, UND_ERR_SOCKET …). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

/** Calls until the server is gone; a call counts as answered only once its body is whole. */
async function loop(outcome: Outcome, next: () => Promise<{ res: Response; url: string }>) {
  for (;;) {
    try {
      const { res, url } = await next();
      const body = await res.text();
      JSON.parse(body); // a truncated answer throws here
      outcome.answers.push({ status: res.status, url });
    } catch (error) {
      const code = causeOf(error);
      outcome.noAnswer.push(code);
      if (code === 'ECONNREFUSED') return;
    }
  }
}

it(
  'finishes what it accepted, refuses what comes after, and exits 0',
  async () => {
    server = await startServerProcess(shop.env);
    const base = server.url;
    const outcome: Outcome = { answers: [], noAnswer: [], ordersPlaced: 0 };

    const browsing = Array.from({ length: LOOPS }, () =>
      loop(outcome, async () => ({ res: await fetch(`${base}/api/products`), url: 'products' })),
    );
    const buying = shop.emails.map(async (email) => {
      const customer = httpCustomer(base);
      const login = await customer.call('POST', '/api/auth/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
      let step = 0;
      await loop(outcome, async () => {
        step++;
        if (step % 2 === 1) {
          const res = await customer.call('POST', '/api/cart/items', {
            productId: shop.productId,
            quantity: 1,
          });
          return { res, url: 'cart' };
        }
        const res = await customer.call(
          'POST',
          '/api/orders',
          { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
          { 'idempotency-key': randomUUID() },
        );
        if (res.status === 201) outcome.ordersPlaced++;
        return { res, url: 'orders' };
      });
    });

    // Steady traffic first, then the stop.
    const until = Date.now() + 15_000;
    while (outcome.ordersPlaced < 10 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answeredBeforeStop = outcome.answers.length;
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const stopMs = Date.now() - stoppedAt;
    await Promise.all([...browsing, ...buying]);

    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');
    expect(outcome.ordersPlaced).toBeGreaterThanOrEqual(10);
    expect(outcome.answers.length).toBeGreaterThan(answeredBeforeStop); // in-flight ones finished
    const errors = outcome.answers.filter((a) => a.status >= 500);
    expect(errors).toEqual([]);
    // Without an answer: refused after the stop, or a kept-alive connection closed while idle
    // (the request never reached the server; fetch reports the closed socket).
    for (const code of outcome.noAnswer) {
      expect(code).toMatch(/ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|other side closed/);
    }
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    server = undefined;

    // What was answered as placed is in the database, whole, and the stock adds up.
    const database = await shop.open();
    try {
      const audit = await auditShop(database, shop.productId);
      expect(audit.broken).toEqual([]);
      expect(audit.orders).toBe(outcome.ordersPlaced);
      expect(audit.stockLeft + audit.unitsOrdered).toBe(INITIAL_STOCK);
      expect(audit.ordersWithoutMail).toEqual([]);
      // The shutdown waited for the mails it was sending: none is left half-done.
      expect(audit.jobsByStatus.running ?? 0).toBe(0);
    } finally {
      await database.close();
    }
  },
  LISTEN_TIMEOUT_MS + 60_000,
);
