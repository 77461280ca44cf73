import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { normalizeArabic } from '../../../shared/arabic';
import { toEgp } from '../../../shared/money';
import { ADMIN_SEARCH_LIMIT, type AdminSearchResult } from '../../../shared/schemas/admin-search';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { users } from '../auth/tables';
import { products } from '../catalog/tables';
import { orders } from '../orders/tables';

const MAX_ORDER_DIGITS = 12;

/** "#١٠٠٠٤٢" → "100042": Arabic-Indic and Persian digits, a leading # and spaces are accepted. */
export function orderNumberQuery(q: string): string | null {
  const digits = q
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/^#/, '')
    .replace(/\s/g, '');
  return /^[1-9]\d{0,11}$/.test(digits) ? digits : null;
}

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

/** The admin top bar's search: a few hits of each kind, best first. */
export async function adminSearch(db: Db, q: string): Promise<AdminSearchResult> {
  if (!q) return { orders: [], products: [], users: [] };
  const digits = orderNumberQuery(q);
  const pattern = `%${escapeLike(q)}%`;
  const [orderHits, productHits, userHits] = await Promise.all([
    digits
      ? db
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
          .limit(ADMIN_SEARCH_LIMIT)
      : [],
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        isActive: products.isActive,
      })
      .from(products)
      .where(
        and(
          isNull(products.deletedAt),
          sql`${products.searchName} like ${`%${escapeLike(normalizeArabic(q))}%`}`,
        ),
      )
      .orderBy(desc(products.isActive), products.nameEn)
      .limit(ADMIN_SEARCH_LIMIT),
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(users)
      .where(
        or(
          sql`${users.email} ilike ${pattern}`,
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ),
      )
      // An address typed in full comes first.
      .orderBy(desc(eq(sql`lower(${users.email})`, q.toLowerCase())), users.email)
      .limit(ADMIN_SEARCH_LIMIT),
  ]);
  return {
    orders: orderHits.map(({ totalPiastres, ...o }) => ({ ...o, total: toEgp(totalPiastres) })),
    products: productHits,
    users: userHits,
  };
}
