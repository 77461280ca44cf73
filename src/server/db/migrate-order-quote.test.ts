import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedQuoteSchema } from '../../shared/schemas/order-quote';
import { createTestDatabase, testConfig } from '../test/harness';
import { MIGRATIONS_SINCE_0014, undoSince0014 } from '../test/undo-0014';
import { type Database, queryRows } from './client';
import { runMigrations } from './migrate';
import { orders } from './schema';
import { seedDemo } from './seed/run';

// Migrations 0009 (orders.quote) and 0010 (quote version 2: discount, COD fee, estimate) on the
// demo data: the demo orders are seeded, the database is put back where 0010 found it (0010
// undone: its tables, columns, constraints, functions and trigger; every quote written back as
// version 1; 0009's function, trigger and constraints as they were; its row in the journal of
// applied migrations gone), then migrated again. Every order must come out with a valid
// version-2 quote equal to its columns.

let database: Database;

// Later migrations are undone first (they are applied again with 0010).
const undoLater = [
  // 0014 (catalog variants) and what came after it
  ...undoSince0014,
  // 0013 (two-factor sign-in)
  'drop table recovery_codes',
  'alter table users drop column totp_secret, drop column totp_enabled_at, drop column totp_last_step',
  // 0012 (fulfilment and search)
  'drop table shipment_events, shipments, return_items, return_requests, order_notes, invoice_counters',
  'drop table search_query_stats, search_redirects, search_synonyms',
  `alter table orders drop constraint orders_invoice_complete, drop column invoice_year,
     drop column invoice_seq, drop column invoiced_at`,
  // 0011 (payments everywhere)
  'drop table payment_refunds',
  `alter table orders drop constraint orders_refunded_within_total,
     drop column refunded_piastres, drop column cash_collected_piastres,
     drop column cash_collected_at, drop column cash_collected_by_id,
     drop column confirmation_token_hash, drop column confirmed_at`,
  `alter table payment_attempts drop column method, drop column kiosk_reference,
     drop column expires_at`,
  `alter table payment_transactions drop column method, drop column source_type,
     drop column sub_type, drop column card_last4`,
];
// 0011–0013, then 0014 and those after it.
const LATER_MIGRATIONS = 3 + MIGRATIONS_SINCE_0014;

const undo0010 = [
  'drop trigger orders_quote_fill on orders',
  'drop function orders_fill_quote()',
  'alter table orders drop constraint orders_quote_consistent',
  'alter table orders drop constraint orders_total_consistent',
  'alter table orders drop constraint orders_amounts_non_negative',
  'drop table order_coupons',
  'alter table carts drop column coupon_id',
  'drop table coupons',
  'drop table shipping_zone_governorates',
  'drop table shipping_zones',
  'alter table orders drop column discount_piastres, drop column cod_fee_piastres, drop column vat_piastres',
  'alter table order_items drop constraint order_items_discount_within_line',
  'alter table order_items drop column discount_piastres',
  'alter table products drop constraint products_compare_at_above_price',
  'alter table products drop column compare_at_price_piastres',
  'drop function orders_derived_quote(integer, integer, integer, integer, integer)',
  // Version 1 knew no VAT, discount, COD fee or estimate (the demo seed now prices with them).
  `update orders set quote = jsonb_set(jsonb_set(quote - 'discountPiastres' - 'codFeePiastres',
     '{version}', '1'), '{vat}', 'null') #- '{shipping,estimate}'`,
  `create function orders_derived_quote(subtotal integer, shipping integer, total integer)
   returns jsonb language sql immutable as $$
     select jsonb_build_object('version', 1, 'origin', 'derived', 'subtotalPiastres', subtotal,
       'discounts', '[]'::jsonb, 'shipping', jsonb_build_object('feePiastres', shipping,
       'basis', case when subtotal = 0 then 'empty' when shipping > 0 then 'flat'
         else 'free-over-threshold' end, 'rule', null, 'zone', null),
       'vat', null, 'totalPiastres', total)
   $$`,
  `create function orders_fill_quote() returns trigger language plpgsql as $$
   begin
     new.quote := orders_derived_quote(new.subtotal_piastres, new.shipping_piastres, new.total_piastres);
     return new;
   end $$`,
  `create trigger orders_quote_fill before insert on orders
     for each row when (new.quote is null) execute function orders_fill_quote()`,
  `alter table orders add constraint orders_total_consistent
     check (total_piastres = subtotal_piastres + shipping_piastres)`,
  `alter table orders add constraint orders_quote_consistent check (
     (quote->>'subtotalPiastres')::int = subtotal_piastres
     and (quote->'shipping'->>'feePiastres')::int = shipping_piastres
     and (quote->>'totalPiastres')::int = total_piastres)`,
];

let before: { id: string; origin: string; basis: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, testConfig({ SEED_DEMO: 'true' }));
  for (const statement of [...undoLater, ...undo0010]) {
    await database.db.execute(sql.raw(statement));
  }
  before = await queryRows(
    database.db,
    sql`select id, quote->>'origin' as origin, quote->'shipping'->>'basis' as basis from orders`,
  );
  const undone = await queryRows<{ hash: string }>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc
        limit ${1 + LATER_MIGRATIONS}`,
  );
  for (const { hash } of undone) {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${hash}`);
  }
}, 180_000);

afterAll(async () => {
  await database.close();
});

it('upgrades every existing quote to version 2, equal to its columns', async () => {
  const [{ columns }] = await queryRows<{ columns: number }>(
    database.db,
    sql`select count(*)::int as columns from information_schema.columns
        where table_name = 'orders' and column_name = 'discount_piastres'`,
  );
  expect(columns).toBe(0); // really at the previous migration
  const [{ v1 }] = await queryRows<{ v1: number }>(
    database.db,
    sql`select count(*)::int as v1 from orders where quote->>'version' = '1'`,
  );
  expect(v1).toBeGreaterThan(20);
  await runMigrations(database);

  const rows = await database.db.select().from(orders).orderBy(asc(orders.orderNumber));
  expect(rows.length).toBe(before.length);
  for (const row of rows) {
    const stored = storedQuoteSchema.parse(row.quote);
    const was = before.find((b) => b.id === row.id)!;
    expect(stored).toMatchObject({
      version: 2,
      origin: was.origin,
      subtotalPiastres: row.subtotalPiastres,
      discounts: [],
      discountPiastres: 0,
      codFeePiastres: 0,
      shipping: { feePiastres: row.shippingPiastres, basis: was.basis, estimate: null },
      totalPiastres: row.totalPiastres,
    });
    expect([row.discountPiastres, row.codFeePiastres, row.vatPiastres]).toEqual([0, 0, 0]);
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
    version: 2,
    origin: 'derived',
    subtotalPiastres: 1000,
    discountPiastres: 0,
    codFeePiastres: 0,
    shipping: { feePiastres: 7500, basis: 'flat' },
    totalPiastres: 8500,
  });
  const wrong = { ...storedQuoteSchema.parse(row.quote), totalPiastres: 8400 };
  await expect(insert(JSON.stringify(wrong))).rejects.toThrow();
});
