import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categories, jobs, products } from './db/schema';
import { createUser, signIn } from './features/notifications/test-fixtures';
import type { MailMessage } from './lib/mailer';
import { createBrowser } from './test/client';
import { createSiblingApp, createTestApp, type TestApp } from './test/harness';

// Two instances of the app on ONE PostgreSQL database, as behind a load balancer (DESIGN §6,
// decision 020): sessions, background-job claims and rate limits are shared. Notifications
// raised on one instance reaching a stream on the other: features/notifications/
// cross-instance.test.ts. PGlite lives inside one process, so this runs in the PostgreSQL pass
// (DATABASE_URL=postgres://… vitest run); the Redis variant when REDIS_URL is set too.
const postgres = Boolean(inject('postgres'));
const redisUrl = process.env.REDIS_URL;

const RATE_LIMITED = {
  ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  en: 'Too many requests. Please wait a moment and try again.',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The API-wide counts travel once a second; two ticks leave room on a busy machine.
const FLUSHES = 2_200;

// Under the per-account lockout (5 failures, decision 025), so the rate limit is what answers 429.
const LOGIN_LIMIT = 4;

/** Wrong-password logins for one e-mail, alternating between the instances: the 5th is refused. */
async function expectSharedLoginLimit(a: TestApp, b: TestApp, email: string) {
  const statuses = [];
  for (let i = 0; i < LOGIN_LIMIT; i++) {
    const res = await (i % 2 ? b : a).app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email, password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
  const limited = await a.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': 'ar' },
    payload: { email, password: 'wrong-password' },
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ success: false, message: RATE_LIMITED.ar });
  // The same on the other instance, in the caller's language; another e-mail is not locked out.
  const onB = await b.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': 'en' },
    payload: { email, password: 'wrong-password' },
  });
  expect(onB.statusCode).toBe(429);
  expect(onB.json()).toMatchObject({ success: false, message: RATE_LIMITED.en });
  const other = await b.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `other-${email}`, password: 'wrong-password' },
  });
  expect(other.statusCode).toBe(401);
}

describe.runIf(postgres)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let productId: string;

  beforeAll(async () => {
    a = await createTestApp({ rateLimits: { login: LOGIN_LIMIT } });
    b = await createSiblingApp(a);
    await createUser(a, 'nour@example.com');
    const [category] = await a.database.db
      .insert(categories)
      .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
      .returning();
    const [product] = await a.database.db
      .insert(products)
      .values({ categoryId: category.id, nameEn: 'Battery', nameAr: 'بطارية', pricePiastres: 9900 })
      .returning();
    productId = product.id;
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
  });

  it('a session opened on A works on B, and logging out on B ends it on A', async () => {
    const onA = await signIn(a, 'nour@example.com');
    const onB = createBrowser(b.app);
    for (const [name, cookie] of onA.jar) onB.jar.set(name, { ...cookie });

    const me = await onB.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'nour@example.com' });
    // A write on B with the session and the CSRF token issued by A.
    const added = await onB.post('/api/cart/items', { productId, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const cartOnA = await onA.get('/api/cart');
    expect(cartOnA.json().items).toEqual([expect.objectContaining({ quantity: 2 })]);
    // A refresh on B rotates the tokens; A accepts the new ones.
    expect((await onB.post('/api/auth/refresh')).statusCode).toBe(200);
    for (const [name, cookie] of onB.jar) onA.jar.set(name, { ...cookie });
    expect((await onA.get('/api/auth/me')).statusCode).toBe(200);

    const stale = new Map([...onA.jar].map(([name, cookie]) => [name, { ...cookie }]));
    expect((await onB.post('/api/auth/logout')).statusCode).toBe(200);
    for (const [name, cookie] of stale) onA.jar.set(name, cookie);
    // The access token has not expired, yet A refuses it: the session row is revoked.
    expect((await onA.get('/api/auth/me')).statusCode).toBe(401);
    expect((await onA.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('runs each background job once, with both instances claiming', async () => {
    const runs: { instance: string; subject: string }[] = [];
    const record = (instance: string) => async (message: MailMessage) => {
      runs.push({ instance, subject: message.subject });
      await sleep(10); // long enough for the other instance's poll to find the next job
    };
    a.app.ctx.mailer.send = record('A');
    b.app.ctx.mailer.send = record('B');

    const total = 50;
    for (let i = 0; i < total; i++) {
      // Queued rows, as a transaction leaves them: each instance must claim them from the table.
      await a.database.db.insert(jobs).values({
        type: 'email.send',
        payload: { to: 'someone@example.com', subject: `job ${i}`, html: '<p>x</p>', text: 'x' },
      });
    }
    const done = async () =>
      (await a.database.db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'done')))[0].n;
    const until = Date.now() + 20_000;
    while ((await done()) < total && Date.now() < until) await sleep(50);

    expect(await done()).toBe(total);
    const subjects = runs.map((run) => run.subject);
    expect(new Set(subjects).size).toBe(total);
    expect(subjects).toHaveLength(total); // none ran twice
    expect(runs.some((run) => run.instance === 'A')).toBe(true);
    expect(runs.some((run) => run.instance === 'B')).toBe(true);
  });

  it('shares the login limit (exact, in PostgreSQL)', async () => {
    await expectSharedLoginLimit(a, b, 'victim@example.com');
  });
});

describe.runIf(postgres)('the API-wide limit across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ rateLimits: { api: 10 } });
    b = await createSiblingApp(a);
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
  });

  const hit = async (t: TestApp, times: number) => {
    const codes = [];
    for (let i = 0; i < times; i++) {
      const res = await t.app.inject({ url: '/api/categories', remoteAddress: '203.0.113.7' });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('is shared within about a second', async () => {
    expect(await hit(a, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await hit(b, 1)).toEqual([200]);
    await sleep(FLUSHES);
    // B now knows the 7 calls of both instances: 3 more are allowed, not 10.
    expect(await hit(b, 4)).toEqual([200, 200, 200, 429]);
    await sleep(FLUSHES);
    // A last heard the total at its own flush (6): it learns the new one with its next flush.
    expect(await hit(a, 1)).toEqual([200]);
    await sleep(FLUSHES);
    expect(await hit(a, 1)).toEqual([429]);
    // Another client is not affected, and the health check is never limited.
    const other = await a.app.inject({ url: '/api/categories', remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(200);
    const health = await a.app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' });
    expect(health.statusCode).not.toBe(429);
  });
});

describe.runIf(postgres && Boolean(redisUrl))('two instances sharing rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({
      config: { REDIS_URL: redisUrl! },
      rateLimits: { login: LOGIN_LIMIT },
    });
    b = await createSiblingApp(a);
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
  });

  it('shares the login limit', async () => {
    // Redis outlives the test run: a fresh e-mail keeps runs apart.
    await expectSharedLoginLimit(a, b, `victim-${randomBytes(6).toString('hex')}@example.com`);
  });
});
