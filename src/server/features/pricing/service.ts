import type { PaymentMethod } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { type CouponRef, findCoupon } from '../discounts';
import type { SettingsService } from '../settings';
import { zoneOf } from '../shipping';
import { type CouponInput, type Quote, type QuoteLineInput, quote } from './quote';

/** Whether the customer already has an order with the coupon (orders' knowledge, handed down). */
export type CouponUsedBy = (couponId: string, userId: string) => Promise<boolean>;

export interface CurrentQuoteInput<L extends QuoteLineInput> {
  lines: readonly L[];
  /** The destination's governorate (Egypt); null or absent: the fallback rule. */
  governorate?: string | null;
  /** The code the customer typed, or the coupon already on their cart. */
  coupon?: CouponRef | null;
  /** The customer, for once-per-customer coupons; null for a guest. */
  userId?: string | null;
  paymentMethod?: PaymentMethod;
}

/**
 * `quote` under the rules in force now: for displays (the cart, the checkout summary). The order
 * does not use this: it prices inside its transaction with the rules that transaction read
 * (orders/service.ts), so a cached rule never reaches what is charged.
 */
export function createPricingService({
  db,
  settings,
  couponUsedBy,
}: {
  db: Db;
  settings: SettingsService;
  couponUsedBy: CouponUsedBy;
}) {
  async function couponInput(
    ref: CouponRef | null | undefined,
    userId: string | null | undefined,
  ): Promise<CouponInput | null> {
    if (!ref) return null;
    const rule = await findCoupon(db, ref);
    if (!rule && 'id' in ref) return null; // gone from the shop since: nothing to judge
    const usedByCustomer =
      rule?.oncePerCustomer && userId ? await couponUsedBy(rule.id, userId) : false;
    // As the customer typed it; a coupon already on the cart by its own code.
    return { code: 'code' in ref ? ref.code : (rule?.code ?? ''), rule, usedByCustomer };
  }

  async function currentQuote<L extends QuoteLineInput>(
    input: CurrentQuoteInput<L>,
  ): Promise<Quote<L>> {
    const [shipping, vat, zone, coupon] = await Promise.all([
      settings.getShipping(),
      settings.getVat(),
      input.governorate ? zoneOf(db, input.governorate) : null,
      couponInput(input.coupon, input.userId),
    ]);
    return quote({
      lines: input.lines,
      shipping,
      vat,
      zone,
      coupon,
      paymentMethod: input.paymentMethod,
      now: new Date(),
    });
  }
  return { currentQuote };
}

export type PricingService = ReturnType<typeof createPricingService>;
