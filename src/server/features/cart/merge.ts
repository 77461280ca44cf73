import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinColor, joinProducts, joinVariant, lineVariantColumns, stillSold } from '../catalog';
import { lockCart, sameLine } from './owner';
import { quantityCap } from './rules';
import { cartItems, carts } from './tables';

/**
 * At login the guest cart moves into the user's cart, in one transaction: the same product,
 * color and variant add up, capped at stock and at 99; lines no longer sold (or out of stock) are dropped;
 * the guest cart is deleted. An unknown token changes nothing.
 */
export async function mergeGuestCart(db: Db, guestToken: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await lockCart(tx, { guestToken }, false);
    if (!guest) return;
    const guestLines = tx
      .select({
        productId: cartItems.productId,
        colorId: cartItems.colorId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        createdAt: cartItems.createdAt,
        inStock: lineVariantColumns.inStock,
        stockQuantity: lineVariantColumns.stockQuantity,
      })
      .from(cartItems)
      .$dynamic();
    const lines = await joinVariant(
      joinColor(joinProducts(guestLines, cartItems.productId), cartItems.colorId),
      cartItems.variantId,
    )
      .where(
        and(eq(cartItems.cartId, guest.cartId), stillSold(cartItems.colorId, cartItems.variantId)),
      )
      .orderBy(asc(cartItems.createdAt));
    // The user's cart is made (and locked) only when there is something to move into it.
    const own = lines.length > 0 ? (await lockCart(tx, { userId }, true))!.cartId : null;
    for (const line of own ? lines : []) {
      const cap = quantityCap(line);
      if (cap === 0) continue;
      const where = sameLine(own!, line.productId, line.colorId, line.variantId);
      const [existing] = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(where);
      const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, cap);
      if (existing) {
        await tx
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(eq(cartItems.id, existing.id));
      } else {
        await tx.insert(cartItems).values({
          cartId: own!,
          productId: line.productId,
          colorId: line.colorId,
          variantId: line.variantId,
          quantity,
          createdAt: line.createdAt, // keeps the order in which the guest added them
        });
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.cartId));
  });
}
