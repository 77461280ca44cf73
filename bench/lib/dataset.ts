/**
 * The benchmarks' data set, generated with a few SQL statements (never one API call per row):
 * the demo seed, the catalog grown to N products, N customers with a known password, and N orders
 * spread over the last year. Shared by bench/catalog.ts, bench/dashboard.ts, bench/load.ts and
 * bench/cluster.ts.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openAndMigrate } from '../../src/server/bootstrap';
import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/client';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts';
import { seedEssentials } from '../../src/server/db/seed/essentials';

/** Every generated customer signs in with the demo customer's password. */
export const BENCH_PASSWORD = DEMO_ACCOUNTS.customer.password;
export const benchCustomerEmail = (n: number) => `bench.customer.${n}@example.com`;
/** Every tenth generated customer has not confirmed the e-mail (and cannot sign in). */
export const canSignIn = (n: number) => n % 10 !== 0;

// One text parameter in PostgreSQL's array syntax (drizzle would expand a JS array into a list).
export const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? v : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/**
 * The database a benchmark may wipe: DATABASE_URL, or `name` on the local server. The test
 * suite's `test` database is never used: a URL naming it is redirected to `name` on that server.
 */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!process.env.DATABASE_URL || url.pathname === '/test') url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database when missing and empties it (schemas dropped), for a clean run. */
export async function resetDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (name === 'test') throw new Error('refusing to wipe the test suite database');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await server.query(`create database "${name.replace(/"/g, '""')}"`);
  await server.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  await client.end();
}

/**
 * Migrations, the demo seed and the essentials, as the app's first start would write them. The
 * demo images are rendered once into a cache kept between runs (rendering them is most of the
 * seed's time); the API benchmarks never download them.
 */
export async function seedBase(config: Config) {
  const database = await openAndMigrate(config);
  const { isDemoSeeded, seedDemo } = await import('../../src/server/db/seed/run');
  const media = path.join(os.tmpdir(), 'shop-bench-media');
  if (!(await isDemoSeeded(database.db))) {
    await seedDemo(database.db, { ...config, dataDir: media });
  }
  await seedEssentials(database.db);
  return database;
}

const countOf = async (db: Db, table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/** Grows the catalog to `target` products: variations of the seeded ones, each with an image. */
export async function growCatalog(db: Db, target: number): Promise<number> {
  const n = await countOf(db, 'products');
  if (n >= target) return n;
  await db.execute(sql`
    with base as (
      select p.*, row_number() over (order by p.seed_key) - 1 as k,
        count(*) over () as total
      from products p where p.seed_key is not null
    )
    insert into products (category_id, name_en, name_ar, description_en, description_ar,
      price_piastres, in_stock, stock_quantity, is_featured, properties, rating_average_x100,
      rating_count)
    select b.category_id, b.name_en || ' — model ' || g, b.name_ar || ' — موديل ' || g,
      b.description_en, b.description_ar, b.price_piastres + (g % 97) * 100, b.in_stock,
      b.stock_quantity, g % 50 = 0, b.properties, (g * 37) % 500, g % 40
    from generate_series(${n}::int, ${target - 1}::int) g
    join base b on b.k = g % b.total`);
  await db.execute(sql`
    with images as (
      select url, thumb_url, row_number() over (order by id) - 1 as k, count(*) over () as total
      from product_images
    ), bare as (
      select p.id, row_number() over (order by p.id) as r from products p
      where p.seed_key is null
        and not exists (select 1 from product_images i where i.product_id = p.id)
    )
    insert into product_images (product_id, url, thumb_url, width, height)
    select bare.id, images.url, images.thumb_url, 800, 800
    from bare join images on images.k = bare.r % images.total`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_images`);
  return countOf(db, 'products');
}

/** Adds customers bench.customer.1…N (confirmed but every tenth), password BENCH_PASSWORD. */
export async function growCustomers(db: Db, target: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, role,
      email_confirmed_at, created_at)
    select 'bench.customer.' || g || '@example.com', u.password_hash, 'Customer', 'No ' || g,
      '011' || lpad(g::text, 8, '0'), 'customer',
      case when g % 10 = 0 then null else now() end, now() - random() * interval '730 days'
    from generate_series(1, ${target}::int) g,
      (select password_hash from users where email = ${DEMO_ACCOUNTS.customer.email}) u
    on conflict do nothing`);
}

/**
 * Grows the orders to `target`, one statement per 10,000, shaped like the shop's steady state:
 * creation times spread over the last 365 days; about 8% cancelled; cards settle within minutes
 * (declined ones are cancelled after a day by the reconcile job); cash is collected on delivery
 * within 3 days.
 */
export async function growOrders(db: Db, target: number): Promise<number> {
  const n = await countOf(db, 'orders');
  if (n >= target) return n;
  const customers = (
    await queryRows<{ id: string }>(db, sql`select id from users where role = 'customer'`)
  ).map((u) => u.id);
  const catalog = await queryRows<{ id: string; price: number; en: string; ar: string }>(
    db,
    sql`select id, price_piastres as price, name_en as en, name_ar as ar from products
        where price_piastres < 10000000`,
  );
  const prices = pgArray(catalog.map((c) => c.price));
  for (let done = n; done < target; done += 10_000) {
    const batch = Math.min(10_000, target - done);
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
  for (const table of ['orders', 'order_items', 'users']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return countOf(db, 'orders');
}

export interface StockPlan {
  /** Products the checkout mix buys; tracked stock, no colours, no variants, visible. */
  products: { id: string; stock: number; scarce: boolean }[];
}

/**
 * Picks `count` sellable products without colours or variants (a line needs neither) for the
 * checkout mix and gives them known, tracked stock: `scarce` of them only `scarceStock` pieces
 * (so checkouts run out), the others plenty.
 */
export async function planCheckoutStock(
  db: Db,
  options: { count: number; scarce: number; scarceStock: number },
): Promise<StockPlan> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p join categories c on c.id = p.category_id
        where p.is_active and p.deleted_at is null and c.is_active and p.in_stock
          and not p.has_variants
          and not exists (select 1 from product_colors pc where pc.product_id = p.id)
        order by p.id limit ${options.count}`,
  );
  const products = rows.map((r, i) => ({
    id: r.id,
    scarce: i < options.scarce,
    stock: i < options.scarce ? options.scarceStock : 1_000_000,
  }));
  for (const p of products) {
    await db.execute(sql`update products set stock_quantity = ${p.stock} where id = ${p.id}`);
  }
  return { products };
}
