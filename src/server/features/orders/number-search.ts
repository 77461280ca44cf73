import { desc, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './tables';

const MAX_ORDER_DIGITS = 12;

/**
 * Order numbers starting with the typed digits, as ranges on the unique index (12 → 12, 120–129,
 * 1200–1299, …) instead of a text LIKE that would read every order.
 */
function numberPrefix(digits: string): SQL {
  const ranges: SQL[] = [];
  for (let k = 0; k <= MAX_ORDER_DIGITS - digits.length; k++) {
    const low = Number(digits) * 10 ** k;
    ranges.push(sql`${orders.orderNumber} between ${low} and ${low + 10 ** k - 1}`);
  }
  return or(...ranges)!;
}

/** The admin top bar's order hits: the number typed exactly first, then the newest. */
export function ordersByNumberPrefix(db: Db, digits: string, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`${orders.shippingInfo}->>'fullName'`,
      totalPiastres: orders.totalPiastres,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(numberPrefix(digits))
    .orderBy(desc(sql`${orders.orderNumber} = ${Number(digits)}`), desc(orders.orderNumber))
    .limit(limit);
}
