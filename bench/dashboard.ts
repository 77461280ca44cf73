/**
 * npm run bench:dashboard — the admin dashboard (and the other admin reads of this issue) on
 * PostgreSQL with the orders grown to 100,000 over the last year, measured sequentially in-process
 * over loopback. Needs DATABASE_URL (a database it may fill). `--orders=N`, `--requests=N`,
 * `--indexes=name,…` creates the named candidate indexes below before measuring (and drops them
 * after), to compare. Budget: p95 under 200 ms. Results: bench/dashboard.md.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { bootstrap } from '../src/server/bootstrap';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { orders } from '../src/server/db/schema';
import { growCustomers, growOrders } from './lib/dataset';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const TARGET_ORDERS = Number(arg('orders', '100000'));
const REQUESTS = Number(arg('requests', '50'));
const BUDGET_P95_MS = 200;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database the bench may fill');

/** Indexes tried against the figures' queries; none is in the schema unless the numbers ask. */
const CANDIDATES: Record<string, string> = {
  paid: `create index if not exists bench_orders_paid_idx on orders (paid_at, total_piastres) where payment_status = 'paid'`,
  created: `create index if not exists bench_orders_created_idx on orders (created_at, payment_status, delivery_status)`,
};
const chosen = arg('indexes', '')
  .split(',')
  .filter((name) => name in CANDIDATES);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-dashboard-'));
const config = parseConfig({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  PORT: '0',
});
// One client sends every request; the per-client API limit would cut the run short.
const app = await bootstrap({ ...config, rateLimits: { ...config.rateLimits, api: 10_000_000 } });

const database = await openDatabase({ databaseUrl });
const { db } = database;
const [{ n }] = await db.select({ n: count() }).from(orders);
if (n < TARGET_ORDERS) {
  const started = performance.now();
  // A shop with 100,000 orders has thousands of customers: 20,000 accounts over two years.
  await growCustomers(db, 20_000);
  await growOrders(db, TARGET_ORDERS);
  console.log(
    `seeded ${TARGET_ORDERS - n} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
for (const name of chosen) await db.execute(sql.raw(CANDIDATES[name]));
if (chosen.length) await db.execute(sql`analyze orders`);
const [{ total }] = await db.select({ total: count() }).from(orders);

const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@greenvolt.example', password: 'Admin123!' }),
});
if (!login.ok) throw new Error(`admin login answered ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(url: string, requests = REQUESTS) {
  const get = async () => {
    const res = await fetch(base + url, { headers: { cookie, 'accept-language': 'ar' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  };
  for (let i = 0; i < 3; i++) await get(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const cases: [string, string, number?][] = [
  ['dashboard, 7 days', '/api/admin/dashboard?period=7'],
  ['dashboard, 30 days', '/api/admin/dashboard?period=30'],
  ['dashboard, 90 days', '/api/admin/dashboard?period=90'],
  ['users list, page 1', '/api/admin/users'],
  ['users search "ahmed"', '/api/admin/users?search=ahmed'],
  ['top-bar search "1000"', '/api/admin/search?q=1000'],
  ['top-bar search "battery"', '/api/admin/search?q=battery'],
  [
    'orders CSV, paid, last 30 days',
    `/api/admin/orders.csv?paymentStatus=paid&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
    5,
  ],
  ['orders CSV, all orders', '/api/admin/orders.csv', 3],
];

const lines = [
  '# Admin dashboard (npm run bench:dashboard)',
  '',
  `PostgreSQL 15, ${total} orders over the last 365 days, one app process on this 2-core machine;`,
  `sequential requests after 3 warm-up calls (${REQUESTS} per call unless noted). The schema's indexes${chosen.length ? `, plus candidates ${chosen.join(', ')}` : ''}.`,
  `Budget: the dashboard's p95 under ${BUDGET_P95_MS} ms.`,
  '',
  '| call | requests | p50 ms | p95 ms | max ms | within budget |',
  '| --- | ---: | ---: | ---: | ---: | :---: |',
];
let failed = false;
for (const [name, url, requests] of cases) {
  const r = await measure(url, requests);
  const budgeted = url.startsWith('/api/admin/dashboard');
  const ok = !budgeted || r.p95 < BUDGET_P95_MS;
  failed ||= !ok;
  lines.push(
    `| ${name} | ${requests ?? REQUESTS} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${budgeted ? (ok ? 'yes' : 'NO') : '—'} |`,
  );
  console.log(lines.at(-1));
}
for (const name of chosen) {
  await db.execute(sql.raw(`drop index if exists bench_orders_${name}_idx`));
}
await database.close();
await app.close();
const report = `${lines.join('\n')}\n`;
console.log(report);
// The recorded figures are the schema's own; runs with candidate indexes only print theirs.
if (!chosen.length) await writeFile(path.join(import.meta.dirname, 'dashboard.md'), report);
if (failed) process.exitCode = 1;
