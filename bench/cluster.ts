/**
 * npm run bench:cluster — two app instances (child processes, different ports, one PostgreSQL
 * database, one SESSION_SECRET) behind a small round-robin proxy. Runs the checkout mix through
 * the proxy and checks what several instances must share: sessions, live notifications (SSE),
 * background jobs (each runs once) and rate limits. Writes the "Several instances" section of
 * bench/README.md (not with --quick) and exits non-zero when a check fails.
 *
 * DATABASE_URL: the server to use (database shop_bench_cluster unless DATABASE_URL names
 * another one; never `test`). `--quick`: a shorter checkout mix.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../src/server/config';
import { queryRows } from '../src/server/db/client';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/demo-accounts';
import { dataOf, isEvent, openSse } from '../src/server/features/notifications/test-sse';
import { type AppProcess, startApp } from './lib/app-process';
import { Session } from './lib/client';
import {
  BENCH_PASSWORD,
  benchCustomerEmail,
  benchDatabaseUrl,
  canSignIn,
  growCatalog,
  growCustomers,
  planCheckoutStock,
  resetDatabase,
  seedBase,
} from './lib/dataset';
import { CHECKOUT_ADDRESS, checkout, signIn } from './lib/mixes';
import { startProxy } from './lib/proxy';
import { machineNote, mark, ms, writeReadmeSection } from './lib/report';

const quick = process.argv.includes('--quick');
const RUN = quick
  ? { checkout: 4, buyers: 16, jobs: 200 }
  : { checkout: 15, buyers: 32, jobs: 200 };
const note = await machineNote();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-cluster-'));
const step = (text: string) => console.log(`[cluster] ${text}`);
const running: AppProcess[] = [];
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  step(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
};

try {
  const databaseUrl = benchDatabaseUrl('shop_bench_cluster');
  step(`data set on ${new URL(databaseUrl).pathname.slice(1)}`);
  await resetDatabase(databaseUrl);
  const env = { LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true' };
  const dirs = [path.join(tmp, 'a'), path.join(tmp, 'b')];
  const database = await seedBase(
    parseConfig({ ...env, DATABASE_URL: databaseUrl, DATA_DIR: dirs[0] }),
  );
  const { db } = database;
  await growCatalog(db, 200);
  await growCustomers(db, 500);
  const plan = await planCheckoutStock(db, { count: 50, scarce: 5, scarceStock: 3 });

  step('starting instances A and B');
  // Instances of one deployment share the secret that signs sessions (docs/deploy.md).
  const secret = randomBytes(32).toString('base64url');
  const [a, b] = await Promise.all(
    dirs.map((dir, i) =>
      startApp({
        env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dir, SESSION_SECRET: secret },
        // The real login limit (10 a minute per IP and e-mail); the API-wide one raised, since
        // the whole mix comes from one address. Jobs polled often, so both instances compete.
        overrides: { rateLimits: { api: 1_000_000_000 }, jobPollMs: 200 },
        logFile: path.join(tmp, `${'ab'[i]}.log`),
      }),
    ),
  );
  running.push(a, b);
  const proxy = await startProxy([a.url, b.url]);
  let freshCustomer = 400;
  const nextCustomer = () => {
    do freshCustomer++;
    while (!canSignIn(freshCustomer));
    return benchCustomerEmail(freshCustomer);
  };

  // (1) A session opened on A works on B, reads and writes (CSRF) alike.
  {
    const email = nextCustomer();
    const onA = new Session(a.url);
    await onA.login(email, BENCH_PASSWORD);
    const onB = onA.at(b.url);
    const me = await onB.get('/api/auth/me');
    const meEmail = (me.body as { user?: { email?: string }; email?: string } | null) ?? {};
    const sameUser = JSON.stringify(meEmail).includes(email);
    const write = await onB.post('/api/cart/items', { productId: plan.products[10].id });
    check(
      'login on A works on B',
      me.status === 200 && sameUser && write.status === 200,
      `GET /api/auth/me on B ${me.status}${sameUser ? ' (same user)' : ''}, POST /api/cart/items on B ${write.status}`,
    );
  }

  // (2) A notification raised on A reaches a stream open on B (and one through the proxy).
  {
    const customer = new Session(a.url);
    await customer.login(nextCustomer(), BENCH_PASSWORD);
    await customer.post('/api/cart/items', { productId: plan.products[11].id });
    const placed = await customer.post(
      '/api/orders',
      { ...CHECKOUT_ADDRESS, email: 'bench.sse@example.com' },
      { 'idempotency-key': `bench-sse-${Date.now()}` },
    );
    const orderId = (placed.body as { order: { id: string } }).order.id;
    const headers = { cookie: customer.cookieHeader(), accept: 'text/event-stream' };
    const onB = await openSse(`${b.url}/api/notifications/stream`, headers);
    const viaProxy = await openSse(`${proxy.url}/api/notifications/stream`, headers);
    await onB.next(isEvent('unread'));
    await viaProxy.next(isEvent('unread'));
    const admin = new Session(a.url);
    await admin.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const shipped = performance.now();
    const acted = await admin.post(`/api/admin/orders/${orderId}/actions`, {
      action: 'mark_out_for_delivery',
    });
    const about = (event: { event?: string; data?: string }) =>
      event.event === 'notification' &&
      dataOf<{ notification: { redirectUrl: string | null } }>(event).notification.redirectUrl ===
        `/orders/${orderId}`;
    const arrived = await onB.next(about, 5000).then(
      () => performance.now() - shipped,
      () => null,
    );
    const proxied = await viaProxy.next(about, 5000).then(
      () => true,
      () => false,
    );
    onB.close();
    viaProxy.close();
    check(
      'SSE notification raised on A reaches B',
      acted.status === 200 && arrived !== null,
      `order marked out for delivery on A (${acted.status}); ${arrived === null ? 'nothing on B within 5 s' : `event on B after ${ms(arrived)} ms`}; through the proxy: ${proxied ? 'received' : 'not received'}`,
    );
  }

  // The checkout mix through the proxy.
  step(`checkout mix through the proxy: ${RUN.buyers} customers, ${RUN.checkout} s`);
  const buyers = Array.from({ length: RUN.buyers }, () => ({
    email: nextCustomer(),
    password: BENCH_PASSWORD,
  }));
  const sessions = await signIn(proxy.url, buyers);
  const mix = await checkout(db, sessions, plan, {
    seconds: RUN.checkout,
    runId: `cluster${Date.now().toString(36)}`,
  });
  const mixOk =
    mix.errors === 0 &&
    mix.oversold === 0 &&
    mix.stockMismatch === 0 &&
    mix.wrongOutOfStock === 0 &&
    mix.inDatabase === mix.created &&
    mix.created > 0;
  check(
    'checkout mix through the proxy',
    mixOk,
    `${mix.created} orders (${mix.ordersPerSecond.toFixed(0)}/s), ${mix.inDatabase} in the database, ${mix.outOfStock} out of stock, ${mix.errors} errors, ${mix.oversold} oversold, requests per instance ${proxy.counts.join(' / ')}`,
  );
  for (const sample of mix.errorSamples) step(`  error: ${sample}`);

  // (3) Jobs run once: mails queued straight into the table, polled by both instances.
  {
    await db.execute(sql`
      insert into jobs (type, payload)
      select 'email.send', jsonb_build_object('to', 'bench.job.' || g || '@example.com',
        'subject', 'Bench job ' || g, 'html', '<p>' || g || '</p>', 'text', g::text)
      from generate_series(1, ${RUN.jobs}::int) g`);
    const until = Date.now() + 60_000;
    let pending = 1;
    while (pending > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [{ pending }] = await queryRows<{ pending: number }>(
        db,
        sql`select count(*)::int as pending from jobs where status in ('queued', 'running')`,
      );
    }
    const jobs = await queryRows<{ kind: string; status: string; attempts: number; n: number }>(
      db,
      sql`select case when payload->>'to' like 'bench.job.%' then 'job'
            when payload->>'to' like 'bench.order.%' then 'order' else 'other' end as kind,
            status, attempts, count(*)::int as n
          from jobs where type = 'email.send' group by 1, 2, 3`,
    );
    const files = await Promise.all(
      dirs.map((dir) => readdir(path.join(dir, 'mail')).catch(() => [] as string[])),
    );
    const numbers = files.flat().flatMap((f) => /bench\.job\.(\d+)@/.exec(f)?.[1] ?? []);
    const perInstance = files.map((list) => list.filter((f) => f.includes('bench.job.')).length);
    const orderMails = files.flat().filter((f) => f.includes('bench.order.')).length;
    const orderJobs = jobs.filter((j) => j.kind === 'order').reduce((s, j) => s + j.n, 0);
    const onceDone = (kind: string) =>
      jobs
        .filter((j) => j.kind === kind && j.status === 'done' && j.attempts === 1)
        .reduce((s, j) => s + j.n, 0);
    const ok =
      pending === 0 &&
      numbers.length === RUN.jobs &&
      new Set(numbers).size === RUN.jobs &&
      onceDone('job') === RUN.jobs &&
      onceDone('order') === orderJobs &&
      orderMails === mix.created;
    check(
      'background jobs run once',
      ok,
      `${RUN.jobs} mail jobs queued in SQL: ${onceDone('job')} done at the first attempt, ${numbers.length} mail files (${new Set(numbers).size} distinct), written by A / B: ${perInstance.join(' / ')}; order confirmations of the mix: ${orderJobs} jobs, ${orderMails} mail files for ${mix.created} orders`,
    );
  }

  // (4) Rate limits are shared: the login limit counts across instances, and so does the
  // per-account lockout (decision 025), which answers first: 5 failures lock the account, and
  // the 11th request from this address for this e-mail meets the login limit.
  {
    const email = nextCustomer();
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await new Session(i % 2 ? b.url : a.url).post('/api/auth/login', {
        email,
        password: 'Wrong-password-1',
      });
      const code = (res.body as { code?: string } | null)?.code;
      answers.push(res.status === 429 ? `429 ${code}` : String(res.status));
    }
    const expected = [
      ...Array(5).fill('401'),
      ...Array(5).fill('429 ACCOUNT_LOCKED'),
      '429 RATE_LIMITED',
    ];
    check(
      'rate limits are shared',
      answers.every((answer, i) => answer === expected[i]),
      `11 wrong-password logins for one e-mail, alternating A and B: ${answers.join(', ')} (5 × 401, then the account is locked, and the 11th meets the login limit)`,
    );
  }

  await proxy.close();
  await a.stop();
  await b.stop();
  await database.close();

  const failed = checks.filter((c) => !c.ok);
  const report = [
    `${note}. Two app instances (child processes on two ports, one PostgreSQL 15 database, one SESSION_SECRET, real login limit) behind a round-robin node:http proxy in the bench process. \`npm run bench:cluster\` rewrites this section.`,
    '',
    '| check | result | what was seen |',
    '| --- | :---: | --- |',
    ...checks.map((c) => `| ${c.name} | ${c.ok ? 'pass' : '**FAIL**'} | ${c.detail} |`),
    '',
    `Checkout mix through the proxy: ${mix.customers} signed-in customers for ${mix.seconds.toFixed(0)} s, ${mix.ordersPerSecond.toFixed(0)} orders/s, POST /api/orders p50 ${ms(mix.p50)} ms / p99 ${ms(mix.p99)} ms, ${mix.created} orders created vs ${mix.inDatabase} in the database, oversold ${mix.oversold}; ${mark(mixOk)}.`,
  ].join('\n');
  console.log(`\n${report}\n`);
  if (!quick) {
    await writeReadmeSection('Several instances', report);
    step('written to bench/README.md');
  }
  if (failed.length) {
    step(`${failed.length} check(s) failed: ${failed.map((c) => c.name).join('; ')}`);
    process.exitCode = 1;
  }
  await rm(tmp, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  console.error(`logs kept in ${tmp}`);
  process.exitCode = 1;
} finally {
  for (const app of running) await app.stop();
}
