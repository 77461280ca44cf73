import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../test/harness';
import { MIGRATIONS_SINCE_0014, undoSince0014 } from '../test/undo-0014';
import { type Database, queryRows } from './client';
import { runMigrations } from './migrate';
import { seedDemo } from './seed/run';

// Migration 0014 (variants, stock history, order language) on a copy of the demo data: the demo
// shop is seeded, 0014 is undone (its tables and columns dropped, its journal row gone), a
// fingerprint of every product, cart line and order line is taken, and 0014 is applied again.
// Nothing may be lost or changed, and the new columns start as "no variants".

let database: Database;

const fingerprint = async (db: Database['db']) => {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select md5(string_agg(concat_ws('|', id, name_en, name_ar, price_piastres,
        compare_at_price_piastres, in_stock, stock_quantity, is_active, category_id), ',' order by id))
        from products) as products,
      (select md5(string_agg(concat_ws('|', id, cart_id, product_id, color_id, quantity), ','
        order by id)) from cart_items) as cart_lines,
      (select md5(string_agg(concat_ws('|', id, order_id, product_id, color_id, name_en,
        unit_price_piastres, quantity, total_piastres, discount_piastres), ',' order by id))
        from order_items) as order_lines,
      (select md5(string_agg(concat_ws('|', id, total_piastres, payment_status, delivery_status),
        ',' order by id)) from orders) as orders,
      (select count(*)::text from order_items) as order_line_count`,
  );
  return row;
};

let before: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, testConfig());
  for (const statement of undoSince0014) await database.db.execute(sql.raw(statement));
  const undone = await queryRows<{ hash: string }>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc
        limit ${MIGRATIONS_SINCE_0014}`,
  );
  for (const { hash } of undone) {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${hash}`);
  }
  before = await fingerprint(database.db);
  await runMigrations(database);
}, 180_000);

afterAll(async () => {
  await database.close();
});

it('keeps every product, cart line and order line as it was', async () => {
  expect(Number(before.order_line_count)).toBeGreaterThan(0);
  expect(await fingerprint(database.db)).toEqual(before);
});

it('starts every product as sold without variants and every line without one', async () => {
  const [row] = await queryRows<{ variants: number; lines: number; cart: number }>(
    database.db,
    sql`select
      (select count(*)::int from products where has_variants) as variants,
      (select count(*)::int from order_items where variant_id is not null) as lines,
      (select count(*)::int from cart_items where variant_id is not null) as cart`,
  );
  expect(row).toEqual({ variants: 0, lines: 0, cart: 0 });
});

it('gives past orders the language their customer prefers', async () => {
  const rows = await queryRows<{ mismatched: number }>(
    database.db,
    sql`select count(*)::int as mismatched from orders join users on users.id = orders.user_id
        where users.preferred_language is not null and orders.locale <> users.preferred_language`,
  );
  expect(rows[0].mismatched).toBe(0);
});
