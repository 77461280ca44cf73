import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CouponKind } from '../../../shared/constants';
import { couponCodeKey } from '../../../shared/coupon-code';
import type { Db, Tx } from '../../db/client';
import { coupons } from './tables';

/** A coupon as pricing judges it (decision 039). Amounts in integer piastres. */
export interface CouponRule {
  id: string;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amountPiastres: number | null;
  minSubtotalPiastres: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  productIds: string[];
  categoryIds: string[];
  isActive: boolean;
  usedCount: number;
}

export const couponRuleColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  percent: coupons.percent,
  amountPiastres: coupons.amountPiastres,
  minSubtotalPiastres: coupons.minSubtotalPiastres,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  oncePerCustomer: coupons.oncePerCustomer,
  productIds: coupons.productIds,
  categoryIds: coupons.categoryIds,
  isActive: coupons.isActive,
  usedCount: coupons.usedCount,
};

/** The coupon a customer's code names, however they typed it; null when none does. */
export async function findCoupon(db: Db | Tx, code: string): Promise<CouponRule | null> {
  const [row] = await db
    .select(couponRuleColumns)
    .from(coupons)
    .where(eq(coupons.codeKey, couponCodeKey(code)));
  return row ?? null;
}

/**
 * Takes one use of the coupon in the order's transaction. The row lock of the UPDATE makes
 * concurrent orders wait for each other, and the condition is read again after the wait, so
 * the last use goes to exactly one of them. False: none left (or switched off meanwhile).
 */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length === 1;
}

/** Gives a use back (the order that took it was cancelled). */
export async function giveBackCouponUse(tx: Tx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
