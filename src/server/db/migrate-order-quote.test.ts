import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedQuoteSchema } from '../../shared/schemas/order-quote';
import { createTestDatabase, testConfig } from '../test/harness';
import { type Database, queryRows } from './client';
import { runMigrations } from './migrate';
import { orders } from './schema';
import { seedDemo } from './seed/run';

// Migration 0009 (orders.quote) on the demo data: the demo orders are seeded, the database is
// put back at migration 0008 (0009 undone: its trigger, functions, constraint and column, and
// its row in the journal of applied migrations), then migrated again. Every order must come out
// with a valid quote derived from its stored amounts.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, testConfig({ SEED_DEMO: 'true' }));
  await database.db.execute(sql`drop trigger orders_quote_fill on orders`);
  await database.db.execute(sql`drop function orders_fill_quote()`);
  await database.db.execute(sql`alter table orders drop constraint orders_quote_consistent`);
  await database.db.execute(sql`alter table orders drop column quote`);
  await database.db.execute(sql`drop function orders_derived_quote(integer, integer, integer)`);
  const [last] = await queryRows<{ hash: string }>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  await database.db.execute(
    sql`delete from drizzle.__drizzle_migrations where hash = ${last.hash}`,
  );
}, 180_000);

afterAll(async () => {
  await database.close();
});

it('gives every existing order a valid quote whose numbers equal its columns', async () => {
  const [{ columns }] = await queryRows<{ columns: number }>(
    database.db,
    sql`select count(*)::int as columns from information_schema.columns
        where table_name = 'orders' and column_name = 'quote'`,
  );
  expect(columns).toBe(0); // really at the previous migration
  await runMigrations(database);

  const rows = await database.db.select().from(orders).orderBy(asc(orders.orderNumber));
  expect(rows.length).toBeGreaterThan(20);
  for (const row of rows) {
    const stored = storedQuoteSchema.parse(row.quote);
    expect(stored).toEqual({
      version: 1,
      origin: 'derived',
      subtotalPiastres: row.subtotalPiastres,
      discounts: [],
      shipping: {
        feePiastres: row.shippingPiastres,
        basis: row.shippingPiastres > 0 ? 'flat' : 'free-over-threshold',
        rule: null,
        zone: null,
      },
      vat: null,
      totalPiastres: row.totalPiastres,
    });
  }
  // The demo history has both kinds of shipping.
  const bases = new Set(rows.map((row) => row.quote.shipping.basis));
  expect(bases).toEqual(new Set(['flat', 'free-over-threshold']));
});

it('fills the quote of a row inserted without one, and refuses a quote that disagrees', async () => {
  const [user] = await queryRows<{ id: string }>(database.db, sql`select id from users limit 1`);
  const insert = (quote: string | null) =>
    database.db.execute(sql`
      insert into orders (user_id, subtotal_piastres, shipping_piastres, total_piastres,
        shipping_info, payment_method, quote)
      values (${user.id}, 1000, 7500, 8500, '{}'::jsonb, 'cod', ${quote}::jsonb)`);
  await insert(null);
  const [row] = await queryRows<{ quote: unknown }>(
    database.db,
    sql`select quote from orders where total_piastres = 8500`,
  );
  expect(storedQuoteSchema.parse(row.quote)).toMatchObject({
    origin: 'derived',
    subtotalPiastres: 1000,
    shipping: { feePiastres: 7500, basis: 'flat' },
    totalPiastres: 8500,
  });
  const wrong = { ...storedQuoteSchema.parse(row.quote), totalPiastres: 8400 };
  await expect(insert(JSON.stringify(wrong))).rejects.toThrow();
});
