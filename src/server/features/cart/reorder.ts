import { and, eq, isNull } from 'drizzle-orm';
import type { ReorderLine, ReorderResult } from '../../../shared/schemas/addresses';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSellableProduct, isActiveColorOf } from '../catalog';
import { quantityCap } from './rules';
import type { CartService } from './service';
import { cartItems, carts } from './tables';

/** A past order as the re-order needs it: whose it is and what it held. */
export interface PastOrder {
  order: { userId: string | null };
  lines: {
    productId: string | null;
    colorId: string | null;
    variantId: string | null;
    nameEn: string;
    nameAr: string;
    variantNameEn: string | null;
    variantNameAr: string | null;
    quantity: number;
  }[];
}

/**
 * The orders area sits above the cart, so the order is read by a function handed in (app.ts
 * gives orders' orderWithLines), not by importing it.
 */
export type FindPastOrder = (db: Db, orderId: string) => Promise<PastOrder | null>;

type Line = PastOrder['lines'][number];
type Verdict = { ok: true; cap: number } | { ok: false; reason: 'unavailable' | 'outOfStock' };

/** Whether the line can be sold as it was bought now, and how many pieces one cart line may hold. */
async function judge(db: Db, line: Line): Promise<Verdict> {
  if (!line.productId) return { ok: false, reason: 'unavailable' };
  const product = await findSellableProduct(db, line.productId, line.variantId);
  if (!product) return { ok: false, reason: 'unavailable' };
  // A variant the product no longer has or no longer sells; a product now sold only as variants.
  if (line.variantId !== null && (product.variantId === null || !product.inStock)) {
    return { ok: false, reason: 'unavailable' };
  }
  if (line.variantId === null && product.hasVariants) return { ok: false, reason: 'unavailable' };
  if (line.colorId !== null) {
    if (!(await isActiveColorOf(db, product.id, line.colorId))) {
      return { ok: false, reason: 'unavailable' };
    }
  } else if (product.hasActiveColors) {
    return { ok: false, reason: 'unavailable' };
  }
  const cap = quantityCap(product);
  return cap > 0 ? { ok: true, cap } : { ok: false, reason: 'outOfStock' };
}

/** Pieces of this product, colour and variant already in the customer's cart. */
async function inCart(db: Db, userId: string, line: Line): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        eq(carts.userId, userId),
        eq(cartItems.productId, line.productId!),
        line.colorId ? eq(cartItems.colorId, line.colorId) : isNull(cartItems.colorId),
        line.variantId ? eq(cartItems.variantId, line.variantId) : isNull(cartItems.variantId),
      ),
    );
  return row?.quantity ?? 0;
}

/**
 * Re-order (issue 24, decision 059): the lines of a past order that can still be bought go into
 * the customer's cart through the cart's own addItem (its rules, its transaction per line), each
 * capped at what one cart line may hold now; the answer names what was reduced or left out.
 */
export function createReorder(db: Db, cart: CartService, findOrder: FindPastOrder) {
  return async function reorder(userId: string, orderId: string): Promise<ReorderResult> {
    const past = await findOrder(db, orderId);
    // Someone else's order is as unknown as one that does not exist.
    if (!past || past.order.userId !== userId) throw AppError.notFound('orders.notFound');
    const result: ReorderResult = { added: [], reduced: [], unavailable: [], count: 0 };
    for (const line of past.lines) {
      const report = (added: number, reason: ReorderLine['reason']): ReorderLine => ({
        productId: line.productId,
        nameEn: line.nameEn,
        nameAr: line.nameAr,
        variantNameEn: line.variantNameEn,
        variantNameAr: line.variantNameAr,
        requested: line.quantity,
        added,
        reason,
      });
      const verdict = await judge(db, line);
      if (!verdict.ok) {
        result.unavailable.push(report(0, verdict.reason));
        continue;
      }
      const room = verdict.cap - (await inCart(db, userId, line));
      const quantity = Math.min(line.quantity, room);
      if (quantity <= 0) {
        result.unavailable.push(report(0, 'cartFull'));
        continue;
      }
      try {
        await cart.addItem(
          { userId },
          {
            productId: line.productId!,
            colorId: line.colorId,
            variantId: line.variantId,
            quantity,
          },
        );
      } catch (error) {
        // Sold or switched off between the look and the add: the cart's rules said no.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        result.unavailable.push(report(0, error.status === 409 ? 'outOfStock' : 'unavailable'));
        continue;
      }
      result.count += quantity;
      if (quantity < line.quantity) result.reduced.push(report(quantity, null));
      else result.added.push(report(quantity, null));
    }
    return result;
  };
}
