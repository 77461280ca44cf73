import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toEgp } from '../../../shared/money';
import type { Cart } from '../../../shared/schemas/cart';
import type { Db } from '../../db/client';
import {
  isInStock,
  joinColor,
  joinProducts,
  lineColorColumns,
  lineProductColumns,
  stillSoldColumn,
} from '../catalog';
import type { ShippingSettings } from '../settings';
import { cartItems } from './tables';

export function shippingFor(subtotalPiastres: number, shipping: ShippingSettings): number {
  if (subtotalPiastres === 0) return 0;
  const threshold = shipping.freeShippingThresholdPiastres;
  return threshold !== null && subtotalPiastres >= threshold ? 0 : shipping.flatFeePiastres;
}

const thresholdOf = (rules: ShippingSettings) =>
  rules.freeShippingThresholdPiastres === null ? null : toEgp(rules.freeShippingThresholdPiastres);

const emptyCart = (rules: ShippingSettings): Cart => ({
  items: [],
  subtotal: 0,
  shipping: 0,
  freeShippingThreshold: thresholdOf(rules),
  total: 0,
  count: 0,
  removed: [],
});

/** The cart's lines with current prices: read after every cart change, so prepared once per db. */
function prepareLines(db: Db) {
  const lines = db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      ...lineProductColumns,
      ...lineColorColumns,
      // A line is still sold when its product is visible and its color (if any) still active.
      sold: stillSoldColumn(cartItems.colorId),
    })
    .from(cartItems)
    .$dynamic();
  return joinColor(joinProducts(lines, cartItems.productId), cartItems.colorId)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt))
    .prepare('cart_lines');
}

const linesQueries = new WeakMap<Db, ReturnType<typeof prepareLines>>();

/**
 * The cart with current prices. Lines whose product (or color) is no longer sold are deleted
 * here and named in `removed`, so the customer is told once.
 */
export async function readCart(
  db: Db,
  cartId: string | null,
  getShipping: () => Promise<ShippingSettings>,
): Promise<Cart> {
  if (!cartId) return emptyCart(await getShipping());
  let lines = linesQueries.get(db);
  if (!lines) {
    lines = prepareLines(db);
    linesQueries.set(db, lines);
  }
  const rows = await lines.execute({ cartId });

  const live = rows.filter((row) => Boolean(row.sold));
  const stale = rows.filter((row) => !row.sold);
  let removed: Cart['removed'] = [];
  if (stale.length > 0) {
    // Only what this call deleted is reported: a concurrent read does not report it twice.
    const deleted = await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          inArray(
            cartItems.id,
            stale.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: cartItems.id });
    const ids = new Set(deleted.map((row) => row.id));
    removed = stale
      .filter((row) => ids.has(row.id))
      .map((row) => ({
        nameEn: row.colorName ? `${row.nameEn} (${row.colorName})` : row.nameEn,
        nameAr: row.colorNameAr ? `${row.nameAr} (${row.colorNameAr})` : row.nameAr,
      }));
  }

  const items = live.map((row) => ({
    id: row.id,
    productId: row.productId,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    imageUrl: row.imageUrl,
    color: row.colorId
      ? {
          id: row.colorId,
          name: row.colorName!,
          nameAr: row.colorNameAr!,
          colorCode: row.colorCode!,
        }
      : null,
    unitPrice: toEgp(row.pricePiastres),
    quantity: row.quantity,
    lineTotal: toEgp(row.pricePiastres * row.quantity),
    inStock: isInStock(row),
  }));
  const subtotal = live.reduce((sum, row) => sum + row.pricePiastres * row.quantity, 0);
  const rules = await getShipping();
  const shipping = subtotal === 0 ? 0 : shippingFor(subtotal, rules);
  return {
    items,
    subtotal: toEgp(subtotal),
    shipping: toEgp(shipping),
    freeShippingThreshold:
      rules.freeShippingThresholdPiastres === null
        ? null
        : toEgp(rules.freeShippingThresholdPiastres),
    total: toEgp(subtotal + shipping),
    count: live.reduce((sum, row) => sum + row.quantity, 0),
    removed,
  };
}
