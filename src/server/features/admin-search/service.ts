import { toEgp } from '../../../shared/money';
import { ADMIN_SEARCH_LIMIT, type AdminSearchResult } from '../../../shared/schemas/admin-search';
import type { Db } from '../../db/client';
import { searchAccounts } from '../auth';
import { searchProductsForAdmin } from '../catalog';
import { ordersByNumberPrefix } from '../orders';

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
 * The admin top bar's search: a few hits of each kind, best first, each kind asked of the area
 * that owns it, all at once.
 */
export async function adminSearch(db: Db, q: string): Promise<AdminSearchResult> {
  if (!q) return { orders: [], products: [], users: [] };
  const digits = orderNumberQuery(q);
  const [orderHits, productHits, userHits] = await Promise.all([
    digits ? ordersByNumberPrefix(db, digits, ADMIN_SEARCH_LIMIT) : [],
    searchProductsForAdmin(db, q, ADMIN_SEARCH_LIMIT),
    searchAccounts(db, q, ADMIN_SEARCH_LIMIT),
  ]);
  return {
    orders: orderHits.map(({ totalPiastres, ...o }) => ({ ...o, total: toEgp(totalPiastres) })),
    products: productHits,
    users: userHits,
  };
}
