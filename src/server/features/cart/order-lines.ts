import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  joinColor,
  joinProducts,
  joinVariant,
  lineColorColumns,
  lineProductColumns,
  lineVariantColumns,
  productVisible,
} from '../catalog';
import { couponRuleSql } from '../discounts';
import { codConfirmationSettingSql, shippingSettingSql, vatSettingSql } from '../settings';
import { zoneRuleSql } from '../shipping';
import { cartItems, carts } from './tables';

/**
 * The cart's side of an order, in the order's own transaction: orders sit above the cart and
 * call these (through index.ts) instead of reading cart tables.
 */

/**
 * The user's cart lines with what the catalog says of each now, the coupon (the code given, else
 * the cart's; couponRuleFromValue), and the rules as this transaction sees them — the fallback
 * shipping rule, the VAT setting (parse with shippingFromValue, vatFromValue), the zone of the destination's governorate (null: none;
 * zoneRuleFromValue) and the cash-on-delivery confirmation threshold (codConfirmationFromValue):
 * one statement, no separate look-ups, and an order never pays from a cache.
 */
export function linesForOrder(
  tx: Tx,
  userId: string,
  governorate: string,
  couponCode: string | null,
) {
  const lines = tx
    .select({
      cartId: cartItems.cartId,
      quantity: cartItems.quantity,
      ...lineProductColumns,
      ...lineColorColumns,
      ...lineVariantColumns,
      // The line's own color and variant: one that has gone since must fail the line, not be
      // dropped from it.
      colorId: cartItems.colorId,
      variantId: cartItems.variantId,
      // Visible, and a product sold as variants bought as one of them.
      visible: sql<boolean>`(${productVisible} and (${cartItems.variantId} is not null or not ${lineProductColumns.hasVariants}))`,
      couponId: carts.couponId,
      // The code given with the order, else the cart's coupon (parse with couponRuleFromValue).
      coupon: couponRuleSql(couponCode, carts.couponId),
      shipping: shippingSettingSql,
      vat: vatSettingSql,
      zone: zoneRuleSql(governorate),
      codConfirmation: codConfirmationSettingSql,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .$dynamic();
  return joinVariant(
    joinColor(joinProducts(lines, cartItems.productId), cartItems.colorId),
    cartItems.variantId,
  ).where(eq(carts.userId, userId));
}

export type OrderLine = Awaited<ReturnType<typeof linesForOrder>>[number];

/** Empties a cart whose lines became an order; its coupon code went with them. */
export async function emptyCart(tx: Tx, cartId: string, hadCoupon: boolean): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (hadCoupon) await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
}

/**
 * Puts the lines (and the coupon code) of an order that did not happen back into the user's
 * cart (a card payment that could not start). A line already there stays as it is; without a
 * cart nothing happens.
 */
export async function putBackInCart(
  tx: Tx,
  userId: string,
  lines: {
    productId: string;
    colorId: string | null;
    variantId: string | null;
    quantity: number;
  }[],
  couponId: string | null = null,
): Promise<void> {
  if (lines.length === 0) return;
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  if (couponId) await tx.update(carts).set({ couponId }).where(eq(carts.id, cart.id));
  await tx
    .insert(cartItems)
    .values(lines.map((line) => ({ cartId: cart.id, ...line })))
    .onConflictDoNothing();
}
