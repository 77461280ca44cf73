import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { type CouponRule, takeCouponUseSql } from '../discounts';
import { orderCoupons } from './tables';

/**
 * Takes one use of the coupon for the order and records which order used it, in one statement
 * (decision 039): the coupon's conditional UPDATE (discounts' `takeCouponUseSql`) and the
 * `order_coupons` row. The UPDATE's row lock makes racing orders wait and re-reads the limit,
 * so the last use goes to one order ('coupons.usedUp' for the others); (coupon, once_key) is
 * unique for once-per-customer coupons, so of two orders of one customer the second is refused
 * ('coupons.alreadyUsed'). On a refusal the caller throws and the transaction undoes the UPDATE.
 */
export async function recordCouponUse(
  tx: Tx,
  orderId: string,
  userId: string,
  coupon: Pick<CouponRule, 'id' | 'oncePerCustomer'>,
): Promise<'kept' | 'coupons.usedUp' | 'coupons.alreadyUsed'> {
  const onceKey = coupon.oncePerCustomer ? userId : null;
  const [row] = await queryRows<{ taken: number; kept: number }>(
    tx,
    sql`with taken as (${takeCouponUseSql(coupon.id)}),
      kept as (
        insert into ${orderCoupons} (order_id, coupon_id, user_id, once_key)
        select ${orderId}::uuid, taken.id, ${userId}::uuid, ${onceKey}::uuid from taken
        on conflict do nothing
        returning order_id
      )
      select (select count(*) from taken)::int as taken, (select count(*) from kept)::int as kept`,
  );
  if (row.taken === 0) return 'coupons.usedUp';
  return row.kept === 0 ? 'coupons.alreadyUsed' : 'kept';
}
