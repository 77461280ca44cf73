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
import { count, eq, sql } from 'drizzle-orm';
import { bootstrap } from '../src/server/bootstrap';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { orders, products, users } from '../src/server/db/schema';

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
// One text parameter in PostgreSQL's array syntax (drizzle would expand a JS array into a list).
const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? v : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
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
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, role,
      email_confirmed_at, created_at)
    select 'bench.customer.' || g || '@example.com', u.password_hash, 'Customer', 'No ' || g,
      '011' || lpad(g::text, 8, '0'), 'customer',
      case when g % 10 = 0 then null else now() end, now() - random() * interval '730 days'
    from generate_series(1, 20000) g, (select password_hash from users limit 1) u
    on conflict do nothing`);
  const customers = (
    await db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'))
  ).map((u) => u.id);
  const catalog = await db
    .select({
      id: products.id,
      price: products.pricePiastres,
      en: products.nameEn,
      ar: products.nameAr,
    })
    .from(products)
    .where(sql`${products.pricePiastres} < 10000000`);
  const prices = pgArray(catalog.map((c) => c.price));
  // One statement per 10,000 orders, shaped like the shop's steady state: creation times spread
  // over the last 365 days; about 8% cancelled; cards settle within minutes (declined ones are
  // cancelled after a day by the reconcile job); cash is collected on delivery within 3 days.
  for (let done = n; done < TARGET_ORDERS; done += 10_000) {
    const batch = Math.min(10_000, TARGET_ORDERS - done);
    await db.execute(sql`
      with src as (
        select g,
          (${pgArray(customers)}::uuid[])[1 + floor(random() * ${customers.length}::int)::int] as user_id,
          1 + floor(random() * ${catalog.length}::int)::int as p,
          1 + floor(random() * 3)::int as qty,
          now() - random() * interval '365 days' as created_at,
          case when random() < 0.6 then 'cod' else 'card' end as method,
          random() as roll
        from generate_series(1, ${batch}::int) g
      ), priced as (
        select src.*, (${prices}::int[])[p] * qty as subtotal,
          case when roll < 0.08 then 'cancelled'
               when method = 'card' and roll < 0.15 then
                 case when created_at > now() - interval '1 day' then 'failed' else 'cancelled' end
               when method = 'card' and created_at > now() - interval '20 minutes' then 'pending'
               when method = 'card' then 'paid'
               when created_at > now() - interval '3 days' and roll < 0.6 then 'pending'
               else 'paid' end as status
        from src
      ), inserted as (
        insert into orders (user_id, subtotal_piastres, shipping_piastres, total_piastres,
          shipping_info, payment_method, payment_status, delivery_status, paid_at, created_at,
          updated_at, notes)
        select user_id, subtotal, 5000, subtotal + 5000,
          jsonb_build_object('fullName', 'Bench customer ' || g, 'phone', '0100' || lpad(g::text, 7, '0'),
            'email', 'bench' || g || '@example.com', 'city', 'Cairo', 'state', 'C', 'country', 'EG'),
          method, status,
          case when status = 'paid' and created_at < now() - interval '3 days' then 'delivered'
               else 'in_progress' end,
          case when status = 'paid'
               then least(now(), created_at + case when method = 'cod' then random() * interval '3 days' else interval '2 minutes' end) end,
          created_at, created_at, p || ':' || qty
        from priced
        returning id, notes
      )
      insert into order_items (order_id, product_id, name_en, name_ar, unit_price_piastres, quantity, total_piastres)
      select i.id, (${pgArray(catalog.map((c) => c.id))}::uuid[])[split_part(i.notes, ':', 1)::int],
        (${pgArray(catalog.map((c) => c.en))}::text[])[split_part(i.notes, ':', 1)::int],
        (${pgArray(catalog.map((c) => c.ar))}::text[])[split_part(i.notes, ':', 1)::int],
        (${prices}::int[])[split_part(i.notes, ':', 1)::int],
        split_part(i.notes, ':', 2)::int,
        (${prices}::int[])[split_part(i.notes, ':', 1)::int] * split_part(i.notes, ':', 2)::int
      from inserted i`);
  }
  await db.execute(sql`update orders set notes = null where notes is not null`);
  // What autovacuum does to a table in steady state (visibility map, statistics).
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  await db.execute(sql`vacuum analyze users`);
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
