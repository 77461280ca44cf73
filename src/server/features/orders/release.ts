import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { putBackInCart } from '../cart';
import { restock } from '../catalog';
import { giveBackCouponUse } from '../discounts';
import { orderCoupons, orderItems } from './tables';

/**
 * Puts the stock of an order that will not ship back, and the use of its coupon (if any); with
 * `intoCart`, its lines and its coupon back into the customer's cart (a card payment that could not
 * start): in the caller's transaction.
 */
export async function releaseOrder(
  tx: Tx,
  orderId: string,
  userId: string,
  intoCart: boolean,
  couponId: string | null = null,
) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const back = lines.flatMap((line) =>
    line.productId
      ? [
          {
            productId: line.productId,
            colorId: line.colorId,
            variantId: line.variantId,
            quantity: line.quantity,
          },
        ]
      : [],
  );
  for (const { productId, variantId, quantity } of back) {
    await restock(tx, { productId, variantId }, quantity, { reason: 'cancellation', orderId });
  }
  const [coupon] = await tx
    .delete(orderCoupons)
    .where(eq(orderCoupons.orderId, orderId))
    .returning({ couponId: orderCoupons.couponId });
  if (coupon) await giveBackCouponUse(tx, coupon.couponId);
  if (intoCart) await putBackInCart(tx, userId, back, couponId);
}
