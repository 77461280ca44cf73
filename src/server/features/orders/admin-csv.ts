import { and, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../../shared/constants';
import { EGYPT_GOVERNORATES } from '../../../shared/egypt';
import { toEgp } from '../../../shared/money';
import type { adminOrderCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import type { Db } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import { adminOrderWhere } from './admin-filters';
import { orders } from './tables';

type Query = z.output<typeof adminOrderCsvQuerySchema>;
const BATCH = 500;
// Egyptian addresses store the governorate code; other countries free text.
const governorate = (state: string, country: string, lang: Language): string =>
  (country === 'EG' && EGYPT_GOVERNORATES.find((g) => g.code === state)?.[lang]) || state;
const cairoTime = (column: typeof orders.createdAt | typeof orders.paidAt) =>
  sql<string | null>`to_char(${column} at time zone 'Africa/Cairo', 'YYYY-MM-DD HH24:MI')`;

export const orderCsvHeader = (lang: Language): string[] =>
  (
    [
      'number',
      'createdAt',
      'customer',
      'email',
      'phone',
      'city',
      'state',
      'items',
      'subtotal',
      'shipping',
      'total',
      'paymentMethod',
      'paymentStatus',
      'deliveryStatus',
      'paidAt',
    ] as const
  ).map((column) => translate(lang, `csv.orders.${column}`));

/**
 * Every order matching the list's filters, newest number first, read BATCH rows at a time with
 * a keyset on the order number (an OFFSET would re-read all earlier rows for each page).
 */
export async function* orderCsvRows(
  db: Db,
  query: Query,
  lang: Language,
): AsyncGenerator<CsvCell[][]> {
  const where = adminOrderWhere(query);
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: cairoTime(orders.createdAt),
        info: orders.shippingInfo,
        items: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
        subtotal: orders.subtotalPiastres,
        shipping: orders.shippingPiastres,
        total: orders.totalPiastres,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        deliveryStatus: orders.deliveryStatus,
        paidAt: cairoTime(orders.paidAt),
      })
      .from(orders)
      .where(and(where, before === null ? undefined : sql`${orders.orderNumber} < ${before}`))
      .orderBy(desc(orders.orderNumber))
      .limit(BATCH);
    yield rows.map((row) => [
      row.orderNumber,
      row.createdAt,
      row.info.fullName,
      row.info.email,
      row.info.phone,
      row.info.city,
      governorate(row.info.state, row.info.country, lang),
      row.items,
      toEgp(row.subtotal),
      toEgp(row.shipping),
      toEgp(row.total),
      translate(lang, `csv.paymentMethod.${row.paymentMethod}`),
      translate(lang, `csv.paymentStatus.${row.paymentStatus}`),
      translate(lang, `csv.deliveryStatus.${row.deliveryStatus}`),
      row.paidAt,
    ]);
    if (rows.length < BATCH) return;
    before = rows[rows.length - 1].orderNumber;
  }
}
