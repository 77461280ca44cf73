/**
 * The three load mixes of issue 9: (a) catalog browsing through wrk (Debian's, in C, so the load
 * generator takes little of the two cores), (b) signed-in customers adding to the cart and
 * checking out with cash on delivery, (c) the admin dashboard.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/client';
import { EGYPT_GOVERNORATES } from '../../src/shared/egypt';
import { inParallel, percentile, Session } from './client';
import type { StockPlan } from './dataset';

export interface BrowseResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  paths: number;
}

/** The storefront's public reads, in both languages, with their share of the traffic. */
export async function browsePaths(base: string): Promise<string[]> {
  const get = async (url: string) => (await fetch(base + url)).json();
  const categories = ((await get('/api/categories')) as { items: { slug: string }[] }).items;
  const ids: string[] = [];
  for (const sort of ['', '&sort=price_asc', '&sort=rating']) {
    for (let page = 1; page <= 5; page++) {
      const list = (await get(`/api/products?page=${page}${sort}`)) as { items: { id: string }[] };
      ids.push(...list.items.map((p) => p.id));
    }
  }
  const paths: string[] = [];
  for (const sort of ['', '&sort=name', '&sort=price_asc', '&sort=price_desc', '&sort=rating']) {
    for (let page = 1; page <= 4; page++) paths.push(`/api/products?page=${page}${sort}`);
  }
  for (const c of categories) {
    paths.push(`/api/products?category=${c.slug}`, `/api/products?category=${c.slug}&page=2`);
    paths.push(`/api/categories/${c.slug}`);
  }
  for (const term of [
    'بطاريه ليثيوم',
    'الواح شمسيه',
    'انفرتر',
    'lithum',
    'solar panel',
    'inverter',
  ]) {
    paths.push(`/api/products?search=${encodeURIComponent(term)}`);
  }
  // Product pages are most of the views: each appears once, the lists above as often.
  for (const id of [...new Set(ids)].slice(0, 60)) paths.push(`/api/products/${id}`);
  paths.push('/api/categories', '/api/site');
  // Pages need the built app (`npm run build`): without it, as in CI's quick run before the e2e
  // build, the mix is the API alone.
  const home = await fetch(`${base}/`);
  await home.arrayBuffer();
  if (home.status !== 200) {
    console.log('[bench] no built app (npm run build): browsing the API only, no pages');
    return paths;
  }
  return [...paths, ...pagePaths(categories, [...new Set(ids)])];
}

/**
 * Server-rendered storefront pages (decision 030), Arabic by default and some in English: a
 * visitor's first view of each page is one of these before the app's API calls.
 */
function pagePaths(categories: { slug: string }[], ids: string[]): string[] {
  const pages = ['/', '/?lng=en', '/products', '/products?lng=en', '/products?page=2', '/news'];
  for (const c of categories) pages.push(`/category/${c.slug}`);
  for (const id of ids.slice(0, 20)) pages.push(`/products/${id}`);
  for (const id of ids.slice(0, 8)) pages.push(`/products/${id}?lng=en`);
  return pages;
}

const LUA = (paths: string[]) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local langs = { "ar", "en" }
-- A returning visitor's browser holds the XSRF-TOKEN cookie its first API answer set.
local cookie = "XSRF-TOKEN=bench0123456789abcdefghijklmnopqrstuv"
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end
function init(args)
  math.randomseed(seed * 7919 + os.time())
end
function request()
  local p = paths[math.random(#paths)]
  return wrk.format("GET", p, { ["Accept-Language"] = langs[math.random(2)], ["Cookie"] = cookie })
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"errors":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

/** One wrk run over the paths in random order; latencies in ms. */
export async function browse(
  base: string,
  paths: string[],
  options: { seconds: number; connections: number; tmpDir: string },
): Promise<BrowseResult> {
  const script = path.join(options.tmpDir, 'browse.lua');
  await writeFile(script, LUA(paths));
  const { stdout } = await promisify(execFile)('wrk', [
    '-t2',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    script,
    base,
  ]);
  const json = /BENCH_JSON (.*)/.exec(stdout)?.[1];
  if (!json) throw new Error(`wrk said:\n${stdout}`);
  const r = JSON.parse(json);
  return {
    requests: r.requests,
    rps: r.requests / (r.durationUs / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    errors: r.errors,
    paths: paths.length,
  };
}

export interface CheckoutResult {
  customers: number;
  seconds: number;
  /** 201 answers to POST /api/orders. */
  created: number;
  /** Orders of this run found in the database afterwards. */
  inDatabase: number;
  /** 409 answers (cart or checkout): the product had run out. Expected, not errors. */
  outOfStock: number;
  /** 409s for a product that still had enough stock at the end (should be 0). */
  wrongOutOfStock: number;
  errors: number;
  errorSamples: string[];
  ordersPerSecond: number;
  /** POST /api/orders latency, ms. */
  p50: number;
  p99: number;
  /** Units sold beyond the stock there was, and stock moved that no order accounts for. */
  oversold: number;
  stockMismatch: number;
  negativeStock: number;
  /** Orders of this run whose stored total misses the coupon's discount (should be 0). */
  undiscounted: number;
}

/** The coupon every bench order applies (issue 19): 10 % off, no limit. */
export const BENCH_COUPON = 'BENCH10';

export const CHECKOUT_ADDRESS = {
  firstName: 'Omar',
  lastName: 'Farouk',
  phone: '01012345678',
  address: '5 Tahrir St',
  city: 'Dokki',
  state: 'GZ',
  country: 'EG',
  paymentMethod: 'cod',
};

/**
 * Each signed-in customer loops until the time is up: empty cart → add one product (1–2
 * pieces; one in ten from the scarce ones) → cash-on-delivery checkout with a coupon code, to a
 * governorate (the 27 in turn, so every shipping zone is priced), with an Idempotency-Key.
 * Afterwards the database is asked what really happened.
 */
export async function checkout(
  db: Db,
  sessions: Session[],
  plan: StockPlan,
  options: { seconds: number; runId: string },
): Promise<CheckoutResult> {
  const scarce = plan.products.filter((p) => p.scarce);
  const plenty = plan.products.filter((p) => !p.scarce);
  const refused: { productId: string; quantity: number }[] = [];
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let created = 0;
  let errors = 0;
  const error = (what: string, status: number, body: unknown) => {
    errors++;
    if (errorSamples.length < 5) {
      errorSamples.push(`${what} ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
  const ids = `{${plan.products.map((p) => p.id).join(',')}}`;
  const stockOf = async () =>
    new Map(
      (
        await queryRows<{ id: string; stock: number }>(
          db,
          sql`select id, stock_quantity as stock from products where id = any(${ids}::uuid[])`,
        )
      ).map((r) => [r.id, r.stock]),
    );
  await db.execute(sql`insert into coupons (code, code_key, kind, percent)
    values (${BENCH_COUPON}, ${BENCH_COUPON.toLowerCase()}, 'percentage', 10)
    on conflict (code_key) do nothing`);
  const stockBefore = await stockOf();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    sessions.map(async (session, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const pool = Math.random() < 0.1 ? scarce : plenty;
        const product = pool[Math.floor(Math.random() * pool.length)];
        const quantity = 1 + Math.floor(Math.random() * 2);
        const added = await session.post('/api/cart/items', { productId: product.id, quantity });
        if (added.status === 409) {
          refused.push({ productId: product.id, quantity });
          continue;
        }
        if (added.status !== 200) {
          error('cart', added.status, added.body);
          await session.request('DELETE', '/api/cart');
          continue;
        }
        const placed = await session.post(
          '/api/orders',
          {
            ...CHECKOUT_ADDRESS,
            state: EGYPT_GOVERNORATES[(worker + i) % EGYPT_GOVERNORATES.length].code,
            couponCode: BENCH_COUPON,
            email: `bench.order.${worker}.${i}@example.com`,
          },
          { 'idempotency-key': `bench-${options.runId}-${worker}-${i}` },
        );
        latencies.push(placed.ms);
        if (placed.status === 201) created++;
        else {
          if (placed.status === 409) refused.push({ productId: product.id, quantity });
          else error('checkout', placed.status, placed.body);
          await session.request('DELETE', '/api/cart');
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const keyPattern = `bench-${options.runId}-%`;
  const [{ n: inDatabase }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where idempotency_key like ${keyPattern}`,
  );
  const sold = await queryRows<{ productId: string; units: number }>(
    db,
    sql`select oi.product_id as "productId", sum(oi.quantity)::int as units
        from order_items oi join orders o on o.id = oi.order_id
        where o.idempotency_key like ${keyPattern} group by oi.product_id`,
  );
  const [{ n: undiscounted }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where idempotency_key like ${keyPattern}
        and discount_piastres = 0 and subtotal_piastres >= 10`,
  );
  const stockNow = await stockOf();
  let oversold = 0;
  let stockMismatch = 0;
  let negativeStock = 0;
  for (const p of plan.products) {
    const units = sold.find((s) => s.productId === p.id)?.units ?? 0;
    const left = stockNow.get(p.id) ?? 0;
    const before = stockBefore.get(p.id) ?? 0;
    oversold += Math.max(0, units - before);
    stockMismatch += Math.abs(before - left - units);
    if (left < 0) negativeStock++;
  }
  const wrongOutOfStock = refused.filter((r) => (stockNow.get(r.productId) ?? 0) >= r.quantity);
  latencies.sort((a, b) => a - b);
  return {
    customers: sessions.length,
    seconds,
    created,
    inDatabase,
    outOfStock: refused.length,
    wrongOutOfStock: wrongOutOfStock.length,
    errors,
    errorSamples,
    ordersPerSecond: created / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    oversold,
    stockMismatch,
    negativeStock,
    undiscounted,
  };
}

/** Signs the customers in, a few at a time (argon2 takes ~66 ms of a core per sign-in). */
export async function signIn(
  base: string,
  accounts: { email: string; password: string }[],
): Promise<Session[]> {
  const sessions = accounts.map(() => new Session(base));
  await inParallel(accounts, 4, (account, i) => sessions[i].login(account.email, account.password));
  return sessions;
}

export interface DashboardResult {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  byPeriod: { period: number; p50: number; p99: number }[];
}

/** The signed-in admin opens the dashboard, one request at a time, the periods in turn. */
export async function dashboard(admin: Session, perPeriod: number): Promise<DashboardResult> {
  const periods = [7, 30, 90];
  const all: number[] = [];
  const byPeriod: DashboardResult['byPeriod'] = [];
  let errors = 0;
  for (const period of periods) {
    for (let i = 0; i < 2; i++) await admin.get(`/api/admin/dashboard?period=${period}`); // warm-up
  }
  for (const period of periods) {
    const times: number[] = [];
    for (let i = 0; i < perPeriod; i++) {
      const res = await admin.get(`/api/admin/dashboard?period=${period}`);
      if (res.status !== 200) errors++;
      times.push(res.ms);
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    byPeriod.push({ period, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  all.sort((a, b) => a - b);
  return {
    requests: all.length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1)!,
    errors,
    byPeriod,
  };
}
