import { inArray, type SQL, sql } from 'drizzle-orm';
import { couponCodeKey } from '../../../shared/coupon-code';
import { toEgp, toPiastres } from '../../../shared/money';
import type {
  AdminCoupon,
  CouponPayload,
  CouponStatus,
} from '../../../shared/schemas/discounts-admin';
import type { Db, Tx } from '../../db/client';
import type { EntityLabel } from '../audit';
import { coupons } from './tables';

/**
 * Coupons as the admin reads and writes them: EGP amounts, and start and end as Cairo
 * wall-clock minutes ('YYYY-MM-DDTHH:mm') converted by the database, which knows Egypt's
 * daylight-saving rules.
 */

/** A stored instant as the Cairo minute the admin typed. */
const cairoMinute = (column: typeof coupons.startsAt | typeof coupons.endsAt) =>
  sql<string | null>`to_char(${column} at time zone 'Africa/Cairo', 'YYYY-MM-DD"T"HH24:MI')`;

/** The instant a Cairo minute stands for. */
const fromCairoMinute = (text: string | null): SQL | null =>
  text === null ? null : sql`(${text}::timestamp at time zone 'Africa/Cairo')`;

/**
 * Where a coupon stands now. Switched off first, then over (its end passed), then used up,
 * then not started yet; the end is exclusive, as pricing reads it.
 */
export const couponStatus = sql<CouponStatus>`case
  when not ${coupons.isActive} then 'inactive'
  when ${coupons.endsAt} is not null and ${coupons.endsAt} <= now() then 'expired'
  when ${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit}
    then 'used_up'
  when ${coupons.startsAt} is not null and ${coupons.startsAt} > now() then 'scheduled'
  else 'active' end`;

export const adminCouponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  percent: coupons.percent,
  amountPiastres: coupons.amountPiastres,
  minSubtotalPiastres: coupons.minSubtotalPiastres,
  startsAt: cairoMinute(coupons.startsAt),
  endsAt: cairoMinute(coupons.endsAt),
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  oncePerCustomer: coupons.oncePerCustomer,
  productIds: coupons.productIds,
  categoryIds: coupons.categoryIds,
  isActive: coupons.isActive,
  status: couponStatus,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
};

/** The coupons as the admin sees them; narrow with `.where(…)`. */
export const selectCoupons = (db: Db | Tx) => db.select(adminCouponColumns).from(coupons);
type ColumnsRow = Awaited<ReturnType<typeof selectCoupons>>[number];

const egpOrNull = (piastres: number | null) => (piastres === null ? null : toEgp(piastres));
const piastresOrNull = (egp: number | null) => (egp === null ? null : toPiastres(egp));

export function toAdminCoupon(row: ColumnsRow): AdminCoupon {
  const { amountPiastres, minSubtotalPiastres, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    amount: egpOrNull(amountPiastres),
    minSubtotal: egpOrNull(minSubtotalPiastres),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The row an admin's input writes (usedCount is the orders' alone). */
export const couponValues = (input: CouponPayload) => ({
  code: input.code,
  codeKey: couponCodeKey(input.code),
  kind: input.kind,
  percent: input.percent,
  amountPiastres: piastresOrNull(input.amount),
  minSubtotalPiastres: piastresOrNull(input.minSubtotal),
  startsAt: fromCairoMinute(input.startsAt),
  endsAt: fromCairoMinute(input.endsAt),
  usageLimit: input.usageLimit,
  oncePerCustomer: input.oncePerCustomer,
  productIds: input.productIds,
  categoryIds: input.categoryIds,
  isActive: input.isActive,
});

/** What the audit log keeps of a coupon: the fields an admin edits, amounts in EGP. */
export const couponAuditFields = (row: typeof coupons.$inferSelect) => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amount: egpOrNull(row.amountPiastres),
  minSubtotal: egpOrNull(row.minSubtotalPiastres),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  usageLimit: row.usageLimit,
  oncePerCustomer: row.oncePerCustomer,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
  isActive: row.isActive,
});

/** The audit log's names of coupons that still exist: their codes. */
export async function couponLabels(db: Db, ids: string[]): Promise<EntityLabel[]> {
  const rows = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.id, ids));
  return rows.map(({ id, code }) => ({ id, en: code, ar: code }));
}
