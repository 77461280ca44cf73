/**
 * npm run bench:checkout — what one cash-on-delivery order costs (decision 022): the checkout mix
 * of `npm run bench` (add to cart + coupon code + order to a governorate, signed-in customers) on a smaller PostgreSQL data set,
 * reporting the app's and PostgreSQL's CPU per order, which hardly depends on other load on the
 * machine (orders/s does). `--profile` also writes a V8 CPU profile of the app
 * (open it in Chrome DevTools) to bench/profiles/.
 *
 * Options: `--seconds=N` (default 15), `--buyers=N` (default 32). DATABASE_URL: the database to
 * wipe and fill (default shop_bench_checkout on the local server).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../src/server/config';
import { queryRows } from '../src/server/db/client';
import { backendCpu, startApp } from './lib/app-process';
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
import { checkout, signIn } from './lib/mixes';
import { machineNote, ms } from './lib/report';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 15);
const BUYERS = option('buyers', 32);
const profile = process.argv.includes('--profile');

const note = await machineNote();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-checkout-'));
const env = { LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true' };
const databaseUrl = benchDatabaseUrl('shop_bench_checkout');
const profiles = path.join(import.meta.dirname, 'profiles');

await resetDatabase(databaseUrl);
const dataDir = path.join(tmp, 'data');
const database = await seedBase(
  parseConfig({ ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
);
const { db } = database;
await growCatalog(db, 500);
await growCustomers(db, 500);
await growOrders(db, 2_000);
const plan = await planCheckoutStock(db, { count: 100, scarce: 5, scarceStock: 5 });
if (profile) await mkdir(profiles, { recursive: true });

const app = await startApp({
  env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  overrides: { rateLimits: { api: 1_000_000_000, login: 1_000_000 } },
  logFile: path.join(tmp, 'app.log'),
  nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [],
});
try {
  const buyers = [];
  for (let n = 1; buyers.length < BUYERS; n++) {
    if (canSignIn(n)) buyers.push({ email: benchCustomerEmail(n), password: BENCH_PASSWORD });
  }
  const sessions = await signIn(app.url, buyers);
  const runId = Date.now().toString(36);
  // Warm-up: JIT, prepared statements on every pooled connection.
  await checkout(db, sessions, plan, { seconds: 3, runId: `${runId}w` });

  const backends = async () =>
    (
      await queryRows<{ pid: number }>(
        db,
        sql`select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).map((r) => r.pid);
  const pgBefore = await backendCpu(await backends());
  const appBefore = await app.cpuMs();
  const mineBefore = process.cpuUsage();
  const result = await checkout(db, sessions, plan, { seconds: SECONDS, runId });
  const appCpu = (await app.cpuMs()) - appBefore;
  const pgCpu = (await backendCpu(await backends(), pgBefore.byPid)).usedMs;
  const mine = process.cpuUsage(mineBefore);
  const orders = Math.max(1, result.created);

  console.log(`\n${note}`);
  console.log(`${BUYERS} customers, ${SECONDS} s, 500 products (100 bought), PostgreSQL`);
  console.log(
    `${result.created} orders (${result.ordersPerSecond.toFixed(1)}/s), ${result.errors} errors, ${result.oversold} oversold, ${result.undiscounted} without the coupon, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms`,
  );
  console.log(
    `per order: app CPU ${ms(appCpu / orders)} ms, PostgreSQL CPU ${ms(pgCpu / orders)} ms, load generator ${ms((mine.user + mine.system) / 1000 / orders)} ms`,
  );
  for (const sample of result.errorSamples) console.log(`  error: ${sample}`);
  if (result.errors > 0 || result.oversold > 0 || result.undiscounted > 0) process.exitCode = 1;
} finally {
  await app.stop();
  await database.close();
  await rm(tmp, { recursive: true, force: true });
  if (profile) console.log(`profile written to ${profiles}`);
}
