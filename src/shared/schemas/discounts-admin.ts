import { z } from 'zod';
import { COUPON_KINDS } from '../constants';
import { couponCodeSchema } from '../coupon-code';
import { isObject, listOf } from './common';

/**
 * The admin's Discounts area (issue 19 §3): coupons. Amounts travel as EGP numbers; start and
 * end as Cairo wall-clock times ('YYYY-MM-DDTHH:mm', what a datetime-local input gives), so the
 * admin reads and writes the shop's time whatever the browser's time zone.
 */

/** Where a coupon stands now, in this order of precedence (an inactive one is inactive). */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_MAX_AMOUNT_EGP = 1_000_000;
/** Products and categories one coupon may be limited to. */
export const COUPON_MAX_SCOPE = 200;

const CAIRO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;

/** A real calendar minute ('2026-02-30T10:00' is not one). */
function isCalendarMinute(text: string): boolean {
  const m = CAIRO_LOCAL.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

/** An optional Cairo date-time; '' (an emptied input) is none. */
const cairoDateTime = z
  .string('validation.invalidType')
  .trim()
  .refine((text) => text === '' || isCalendarMinute(text), 'validation.invalidDateTime')
  .nullish()
  .transform((text) => (text ? text.slice(0, 16) : null));

const twoDecimals = (egp: number) => Number.isInteger(Math.round(egp * 100 * 1e6) / 1e6);

const egp = z
  .number('validation.invalidType')
  .max(COUPON_MAX_AMOUNT_EGP, 'validation.tooBig')
  .refine(twoDecimals, 'validation.invalidPrice');

const ids = z
  .array(z.uuid('validation.invalidUuid'), 'validation.invalidType')
  .max(COUPON_MAX_SCOPE, 'validation.tooMany')
  .default([])
  .transform((list) => [...new Set(list)]);

/**
 * POST /api/admin/coupons and PUT /api/admin/coupons/:id. The value the kind needs is checked
 * here (a percentage 1–100, an amount above zero); the other kinds' values are dropped, so a
 * form that switched kinds may send what it had.
 */
export const couponInputSchema = z
  .strictObject({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, 'validation.invalidOption'),
    /** `percentage`: whole percent, 1–100. */
    percent: z.number('validation.invalidType').nullish(),
    /** `fixed`: EGP off the eligible items. */
    amount: egp.nullish(),
    /** EGP the eligible items must reach; null: no minimum. */
    minSubtotal: egp.min(0, 'validation.priceNonNegative').nullish(),
    startsAt: cairoDateTime,
    endsAt: cairoDateTime,
    /** Orders that may use it in all; null: unlimited. */
    usageLimit: z
      .number('validation.invalidType')
      .int('validation.wholeNumber')
      .min(1, 'validation.usageLimitPositive')
      .max(1_000_000, 'validation.tooBig')
      .nullish(),
    oncePerCustomer: z.boolean('validation.invalidType').default(false),
    productIds: ids,
    categoryIds: ids,
    isActive: z.boolean('validation.invalidType').default(true),
  })
  .superRefine(
    (input, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input });
      if (input.kind === 'percentage') {
        const p = input.percent;
        if (p == null) issue('percent', 'validation.required');
        // Not a number at all: the field's own type error says so.
        else if (typeof p === 'number' && (!Number.isInteger(p) || p < 1 || p > 100)) {
          issue('percent', 'validation.percentRange');
        }
      }
      if (input.kind === 'fixed') {
        if (input.amount == null) issue('amount', 'validation.required');
        else if (typeof input.amount === 'number' && input.amount <= 0) {
          issue('amount', 'validation.amountPositive');
        }
      }
      if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
        issue('endsAt', 'validation.endAfterStart');
      }
    },
    // With the other fields' errors, not after them (issue 25, item 9).
    { when: isObject },
  )
  .transform((input) => ({
    ...input,
    percent: input.kind === 'percentage' ? (input.percent ?? null) : null,
    amount: input.kind === 'fixed' ? (input.amount ?? null) : null,
    minSubtotal: input.minSubtotal ?? null,
    usageLimit: input.usageLimit ?? null,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponPayload = z.output<typeof couponInputSchema>;

/** PATCH /api/admin/coupons/:id: switch a coupon on or off without touching the rest. */
export const couponActiveSchema = z.strictObject({
  isActive: z.boolean('validation.invalidType'),
});

const flag = z
  .enum(['true', 'false'], 'validation.invalidOption')
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const adminCouponQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the code, however typed (case, Arabic letter forms and digits folded). */
  search: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 64) || undefined),
  /** The admin's switch alone. */
  active: flag,
  status: z.enum(COUPON_STATUSES, 'validation.invalidOption').optional(),
});
export type AdminCouponQuery = z.output<typeof adminCouponQuerySchema>;

export const adminCouponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable(),
  /** EGP. */
  amount: z.number().nullable(),
  /** EGP. */
  minSubtotal: z.number().nullable(),
  /** Cairo wall-clock time 'YYYY-MM-DDTHH:mm'. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  oncePerCustomer: z.boolean(),
  productIds: z.array(z.uuid()),
  categoryIds: z.array(z.uuid()),
  isActive: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = listOf(adminCouponSchema);

const named = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() });
/** One coupon with the names of what it is limited to (those still in the catalog). */
export const adminCouponDetailSchema = adminCouponSchema.extend({
  products: z.array(named),
  categories: z.array(named),
});
export type AdminCouponDetail = z.infer<typeof adminCouponDetailSchema>;
