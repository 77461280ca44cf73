import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase, queryRows } from '../db/client';
import { users } from '../features/auth/tables';
import { categories, products } from '../features/catalog/tables';
import { hashPassword } from '../lib/passwords';
import { createPostgresCopy } from './databases';

export const INITIAL_STOCK = 500;
export const PASSWORD = 'password1';

/**
 * A shop for drills that run the real server process: one category, one product with 500 in
 * stock, and confirmed customers. On PostgreSQL a fresh database (DATABASE_URL); on PGlite a
 * data directory (DATA_DIR), which only one process may open at a time.
 */
export async function prepareProcessShop(customers: number) {
  const postgres = inject('postgres');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-fault-proc-'));
  const copy = postgres ? await createPostgresCopy() : undefined;
  const env: Record<string, string> = copy
    ? { DATABASE_URL: copy.url, DATA_DIR: dataDir }
    : { DATA_DIR: dataDir };
  const open = (): Promise<Database> =>
    copy
      ? openDatabase({ databaseUrl: copy.url, poolSize: 2, onPoolError: () => {} })
      : openDatabase({ dataDir: path.join(dataDir, 'db') });

  const database = copy
    ? await open()
    : await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
      });
  const [category] = await database.db
    .insert(categories)
    .values({ slug: 'drill', nameEn: 'Drill', nameAr: 'تجربة' })
    .returning();
  const [product] = await database.db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Drill Battery',
      nameAr: 'بطارية التجربة',
      pricePiastres: 12_345,
      stockQuantity: INITIAL_STOCK,
    })
    .returning();
  const passwordHash = await hashPassword(PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const emails = Array.from({ length: customers }, (_, i) => `drill-${tag}-${i}@example.com`);
  await database.db.insert(users).values(
    emails.map((email) => ({
      email,
      firstName: 'Drill',
      lastName: 'Customer',
      passwordHash,
      emailConfirmedAt: new Date(),
    })),
  );
  await database.close();

  return {
    env,
    productId: product.id,
    emails,
    /** Opens the database for checks (on PGlite: only while no server runs). */
    open,
    async dispose() {
      await copy?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Audit {
  orders: number;
  unitsOrdered: number;
  stockLeft: number;
  /** Orders whose lines are missing or do not add up to their totals. */
  broken: { id: string; problem: string }[];
  /** COD orders whose 'placed' mail is in no job (lost between commit and queueing). */
  ordersWithoutMail: number[];
  jobsByStatus: Record<string, number>;
}

/** The invariants a crash must not break, read straight from the database. */
export async function auditShop(database: Database, productId: string): Promise<Audit> {
  const db = database.db;
  const broken = await queryRows<{ id: string; problem: string }>(
    db,
    sql`select o.id, case
          when count(i.id) = 0 then 'no lines'
          when sum(i.total_piastres) <> o.subtotal_piastres then 'lines do not sum to subtotal'
          when o.subtotal_piastres + o.shipping_piastres <> o.total_piastres then 'total'
          when bool_or(i.total_piastres <> i.unit_price_piastres * i.quantity) then 'line total'
          else null end as problem
        from orders o left join order_items i on i.order_id = o.id
        group by o.id
        having count(i.id) = 0
            or sum(i.total_piastres) <> o.subtotal_piastres
            or o.subtotal_piastres + o.shipping_piastres <> o.total_piastres
            or bool_or(i.total_piastres <> i.unit_price_piastres * i.quantity)`,
  );
  const [totals] = await queryRows<{ orders: number; units: number }>(
    db,
    sql`select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
        from orders o join order_items i on i.order_id = o.id
        where o.payment_status <> 'cancelled' and i.product_id = ${productId}`,
  );
  const [stock] = await queryRows<{ n: number }>(
    db,
    sql`select stock_quantity as n from products where id = ${productId}`,
  );
  // The 'placed' mail names the order number in its subject.
  const withoutMail = await queryRows<{ order_number: number }>(
    db,
    sql`select o.order_number from orders o
        where o.payment_method = 'cod' and not exists (
          select 1 from jobs j where j.type = 'email.send'
            and j.payload->>'subject' ~ ('(^|[^0-9])' || o.order_number || '([^0-9]|$)'))`,
  );
  const jobRows = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from jobs group by status`,
  );
  return {
    orders: totals.orders,
    unitsOrdered: totals.units,
    stockLeft: stock.n,
    broken,
    ordersWithoutMail: withoutMail.map((r) => Number(r.order_number)),
    jobsByStatus: Object.fromEntries(jobRows.map((r) => [r.status, r.n])),
  };
}
