import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COUPON_KINDS, type CouponKind } from '../../../shared/constants';
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

/** Which coupon: the one a customer's code names (however typed), or one by its id. */
export type CouponRef = { code: string } | { id: string };

const whereRef = (ref: CouponRef) =>
  'code' in ref ? eq(coupons.codeKey, couponCodeKey(ref.code)) : eq(coupons.id, ref.id);

/** The coupon `ref` names; null when none does. */
export async function findCoupon(db: Db | Tx, ref: CouponRef): Promise<CouponRule | null> {
  const [row] = await db.select(couponRuleColumns).from(coupons).where(whereRef(ref));
  return row ?? null;
}

/**
 * The coupon a code names — or, without a code, the coupon of id `idColumn` (another area's
 * column, e.g. the cart's) — as one JSON value, a scalar subquery for a statement that reads it
 * in its own transaction (the order); parse it with couponRuleFromValue.
 */
export function couponRuleSql(code: string | null, idColumn: AnyColumn): SQL<unknown> {
  const where = code ? eq(coupons.codeKey, couponCodeKey(code)) : eq(coupons.id, idColumn);
  return sql`(select json_build_object(
      'id', ${coupons.id}, 'code', ${coupons.code}, 'kind', ${coupons.kind},
      'percent', ${coupons.percent}, 'amountPiastres', ${coupons.amountPiastres},
      'minSubtotalPiastres', ${coupons.minSubtotalPiastres},
      'startsAt', ${coupons.startsAt}, 'endsAt', ${coupons.endsAt},
      'usageLimit', ${coupons.usageLimit}, 'oncePerCustomer', ${coupons.oncePerCustomer},
      'productIds', ${coupons.productIds}, 'categoryIds', ${coupons.categoryIds},
      'isActive', ${coupons.isActive}, 'usedCount', ${coupons.usedCount})
    from ${coupons} where ${where})`;
}

const couponRuleSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable(),
  amountPiastres: z.number().int().nullable(),
  minSubtotalPiastres: z.number().int().nullable(),
  startsAt: z.coerce.date().nullable(),
  endsAt: z.coerce.date().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  isActive: z.boolean(),
  usedCount: z.number().int(),
});

export const couponRuleFromValue = (value: unknown): CouponRule | null =>
  value === null || value === undefined
    ? null
    : couponRuleSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);

/**
 * Takes one use of the coupon: `UPDATE … RETURNING id` for the order's statement that records
 * the use in the same CTE (orders/coupon-use.ts). The row lock makes concurrent orders wait for
 * each other and the condition is read again after the wait, so the last use goes to exactly
 * one of them; no row back: none left (or switched off meanwhile).
 */
export const takeCouponUseSql = (couponId: string): SQL =>
  sql`update ${coupons} set used_count = ${coupons.usedCount} + 1
    where ${coupons.id} = ${couponId} and ${coupons.isActive}
      and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})
    returning ${coupons.id} as id`;

/** Gives a use back (the order that took it was cancelled). */
export async function giveBackCouponUse(tx: Tx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
