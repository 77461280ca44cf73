/**
 * npm run bench — the server under load on PostgreSQL (issue 9 budgets). Builds the data set
 * with SQL (5,000 products, 20,000 customers, 100,000 orders), starts the app as a child process
 * and drives it from this process: (a) catalog browsing with wrk, (b) signed-in customers
 * checking out with cash on delivery, (c) the admin dashboard. Also start-up times (PGlite and
 * PostgreSQL) and the app's memory. Writes the "Server load" section of bench/README.md and
 * exits non-zero when a budget is missed.
 *
 * DATABASE_URL: the database to wipe and fill (default: shop_bench on the local server; never
 * the test suite's `test`). `--quick`: a small data set and runs of a few seconds that only prove
 * the script works (CI); budgets are not enforced then and the README is left alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../src/server/config';
import { queryRows } from '../src/server/db/client';
import { DEMO_ACCOUNTS } from '../src/server/db/seed/demo-accounts';
import { type AppProcess, backendCpu, peakRssDuring, startApp } from './lib/app-process';
import { Session } from './lib/client';
import {
  BENCH_PASSWORD,
  benchCustomerEmail,
  benchDatabaseUrl,
  canSignIn,
  growCatalog,
  growCustomers,
  growOrders,
  planCheckoutStock,
  resetDatabase,
  seedBase,
} from './lib/dataset';
import { browse, browsePaths, checkout, dashboard, signIn } from './lib/mixes';
import { int, machineNote, mark, ms, writeReadmeSection } from './lib/report';

const quick = process.argv.includes('--quick');
const SIZE = quick
  ? { products: 200, customers: 500, orders: 2_000 }
  : { products: 5_000, customers: 20_000, orders: 100_000 };
const RUN = quick
  ? { warm: 1, browse: 3, checkout: 4, buyers: 16, dashboard: 3, connections: 50 }
  : { warm: 5, browse: 15, checkout: 20, buyers: 32, dashboard: 30, connections: 50 };
const BUDGET = { browseRps: 1_000, browseP99: 50, ordersPerSecond: 100, dashboardP99: 200 };

const note = await machineNote();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-load-'));
const step = (text: string) => console.log(`[bench] ${text}`);
const env = { LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true' };
const running: AppProcess[] = [];

try {
  // Start-up on PGlite: a fresh data directory (migrations + demo seed), then a restart. The
  // quick run skips the demo seed (its images take most of a minute on a busy machine).
  const pgliteEnv = {
    ...env,
    DATA_DIR: path.join(tmp, 'pglite'),
    SEED_DEMO: quick ? 'false' : 'true',
  };
  const logOf = (name: string) => path.join(tmp, `${name}.log`);
  step(`start-up on PGlite (fresh data directory${quick ? '' : ', demo seed'})`);
  const fresh = await startApp({ env: pgliteEnv, logFile: logOf('pglite-fresh') });
  await fresh.stop();
  const again = quick ? null : await startApp({ env: pgliteEnv, logFile: logOf('pglite-restart') });
  await again?.stop();

  const databaseUrl = benchDatabaseUrl('shop_bench');
  step(`data set on ${new URL(databaseUrl).pathname.slice(1)}: ${JSON.stringify(SIZE)}`);
  const started = performance.now();
  await resetDatabase(databaseUrl);
  const dataDir = path.join(tmp, 'postgres');
  const config = parseConfig({ ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const database = await seedBase(config);
  const { db } = database;
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  step(`migrations and demo seed: ${took()}`);
  const products = await growCatalog(db, SIZE.products);
  await growCustomers(db, SIZE.customers);
  step(`products and customers: ${took()}`);
  const orders = await growOrders(db, SIZE.orders);
  const plan = await planCheckoutStock(db, {
    count: 100,
    scarce: 5,
    scarceStock: quick ? 3 : 5,
  });
  const seedSeconds = (performance.now() - started) / 1000;
  step(`data set ready in ${seedSeconds.toFixed(1)} s (${products} products, ${orders} orders)`);

  step('start-up on PostgreSQL (data set migrated)');
  const app = await startApp({
    env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    // One address sends everything: the per-IP limits would measure the limiter, not the shop.
    overrides: { rateLimits: { api: 1_000_000_000, login: 1_000_000 } },
    logFile: logOf('postgres'),
  });
  running.push(app);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const atRest = await app.memory();

  step('(a) browsing');
  const paths = await browsePaths(app.url);
  const withPages = paths.some((p) => !p.startsWith('/api/'));
  const wrkOptions = { connections: RUN.connections, tmpDir: tmp };
  await browse(app.url, paths, { ...wrkOptions, seconds: RUN.warm }); // JIT and caches warm
  const browsing = await peakRssDuring(app, () =>
    browse(app.url, paths, { ...wrkOptions, seconds: RUN.browse }),
  );
  const a = browsing.result;
  step(`${int(a.rps)} req/s, p99 ${ms(a.p99)} ms, ${a.errors} errors`);

  step(`(b) checkout: signing in ${RUN.buyers} customers`);
  const buyers = [];
  for (let n = 1; buyers.length < RUN.buyers; n++) {
    if (canSignIn(n)) buyers.push({ email: benchCustomerEmail(n), password: BENCH_PASSWORD });
  }
  const sessions = await signIn(app.url, buyers);
  const runId = Date.now().toString(36);
  // The app's connections to PostgreSQL, to count the database's CPU per order too.
  const backends = async () =>
    (
      await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).map((r) => r.pid);
  const pgBefore = await backendCpu(await backends());
  const buying = await peakRssDuring(app, () =>
    checkout(db, sessions, plan, { seconds: RUN.checkout, runId }),
  );
  const pgCpu = (await backendCpu(await backends(), pgBefore.byPid)).usedMs;
  const b = buying.result;
  step(`${b.ordersPerSecond.toFixed(0)} orders/s, ${b.errors} errors, ${b.oversold} oversold`);
  for (const sample of b.errorSamples) step(`  error: ${sample}`);

  step('(c) dashboard');
  const admin = new Session(app.url);
  await admin.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const c = await dashboard(admin, RUN.dashboard);
  const underLoad = Math.max(browsing.peakMb, buying.peakMb);
  await app.stop();
  await database.close();

  const browseOk = a.rps >= BUDGET.browseRps && a.p99 <= BUDGET.browseP99 && a.errors === 0;
  const correct =
    b.errors === 0 &&
    b.oversold === 0 &&
    b.stockMismatch === 0 &&
    b.negativeStock === 0 &&
    b.wrongOutOfStock === 0 &&
    b.undiscounted === 0 &&
    b.inDatabase === b.created &&
    b.created > 0 &&
    a.errors === 0 &&
    c.errors === 0;
  const checkoutOk = correct && b.ordersPerSecond >= BUDGET.ordersPerSecond;
  const dashboardOk = c.p99 <= BUDGET.dashboardP99 && c.errors === 0;

  const report = [
    `${note}. PostgreSQL 15 with ${int(products)} products, ${int(SIZE.customers)} generated customers and ${int(orders)} orders (built with SQL in ${seedSeconds.toFixed(0)} s); the app in one child process, the load generator (this process, wrk for browsing) on the same machine. \`npm run bench\` rewrites this section.`,
    '',
    '| mix | load | requests | req/s | p50 ms | p99 ms | errors | budget | within |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | :---: |',
    `| (a) browsing: ${a.paths} URLs — API lists, search (Arabic and English), category, product, site${withPages ? ', and server-rendered pages (home, lists, categories, products)' : ' (no built app: no pages)'} | wrk, ${RUN.connections} connections, ${RUN.browse} s | ${int(a.requests)} | ${int(a.rps)} | ${ms(a.p50)} | ${ms(a.p99)} | ${a.errors} | ≥ ${int(BUDGET.browseRps)} req/s, p99 ≤ ${BUDGET.browseP99} ms | ${mark(browseOk)} |`,
    `| (b) checkout: add to cart + coupon code + cash-on-delivery order to a governorate (latency of POST /api/orders) | ${b.customers} signed-in customers, ${b.seconds.toFixed(0)} s | ${int(b.created + b.outOfStock)} | **${b.ordersPerSecond.toFixed(0)} orders/s** | ${ms(b.p50)} | ${ms(b.p99)} | ${b.errors} | ≥ ${BUDGET.ordersPerSecond} orders/s, 0 errors, 0 oversold | ${mark(checkoutOk)} |`,
    `| (c) admin dashboard, 7/30/90 days in turn | 1 admin, sequential | ${c.requests} | — | ${ms(c.p50)} | ${ms(c.p99)} | ${c.errors} | ≤ ${BUDGET.dashboardP99} ms | ${mark(dashboardOk)} |`,
    '',
    `Checkout, checked in the database afterwards: **${int(b.inDatabase)} orders created, ${int(b.created)} expected** (201 answers); ${int(b.outOfStock)} answers of 409 "out of stock" (5 of the 100 products bought had ${quick ? 3 : 5} pieces; ${b.wrongOutOfStock} of those answers while stock was left); oversold units ${b.oversold}; stock moved that no order explains ${b.stockMismatch}; products below zero ${b.negativeStock}; orders missing the coupon's discount ${b.undiscounted}.`,
    `The app's own CPU time (from /proc, so nearly independent of other load on the machine): ${ms(browsing.cpuMs / a.requests)} ms per browsing request, ${ms(buying.cpuMs / Math.max(1, b.created))} ms per order placed (its add-to-cart and coupon included), and PostgreSQL's ${ms(pgCpu / Math.max(1, b.created))} ms per order; one core is 1,000 ms a second.`,
    `Dashboard p50 / p99 by period: ${c.byPeriod.map((p) => `${p.period} days ${ms(p.p50)} / ${ms(p.p99)} ms`).join(', ')}.`,
    '',
    '| memory and start-up | value |',
    '| --- | ---: |',
    `| RSS at rest (PostgreSQL, started, before load) | ${atRest.rss.toFixed(0)} MiB |`,
    `| RSS under load (highest sample, browsing and checkout) | ${underLoad.toFixed(0)} MiB |`,
    `| start-up on PGlite, fresh data directory (migrations${quick ? '' : ' + demo seed'}) | ${int(fresh.startupMs)} ms |`,
    `| start-up on PGlite, existing data directory | ${again ? `${int(again.startupMs)} ms` : '—'} |`,
    `| start-up on PostgreSQL, the data set above already migrated | ${int(app.startupMs)} ms |`,
    '',
    'Start-up is spawn → first 200 from /api/health (`node --import tsx`, so TypeScript is compiled at each start).',
  ].join('\n');
  console.log(`\n${report}\n`);
  if (quick) {
    step('quick run: budgets not enforced, bench/README.md left as it is');
    if (!correct) {
      step('FAILED: errors or wrong stock in the quick run');
      process.exitCode = 1;
    }
  } else {
    await writeReadmeSection('Server load (issue 9 budgets)', report);
    step('written to bench/README.md');
    if (!(browseOk && checkoutOk && dashboardOk)) {
      step('a budget was missed');
      process.exitCode = 1;
    }
  }
  await rm(tmp, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  console.error(`logs kept in ${tmp}`);
  process.exitCode = 1;
} finally {
  for (const app of running) await app.stop();
}
