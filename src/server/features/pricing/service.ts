import type { PaymentMethod } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { type CouponRule, findCoupon } from '../discounts';
import type { SettingsService } from '../settings';
import { zoneOf } from '../shipping';
import { type CouponInput, type Quote, type QuoteLineInput, quote } from './quote';

/** Whether the customer already has an order with the coupon (orders' knowledge, handed down). */
export type CouponUsedBy = (couponId: string, userId: string) => Promise<boolean>;

export interface CurrentQuoteInput<L extends QuoteLineInput> {
  lines: readonly L[];
  /** The destination's governorate (Egypt); null or absent: the fallback rule. */
  governorate?: string | null;
  couponCode?: string | null;
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
    code: string | null | undefined,
    userId: string | null | undefined,
  ): Promise<CouponInput | null> {
    if (!code) return null;
    const rule: CouponRule | null = await findCoupon(db, code);
    const usedByCustomer =
      rule?.oncePerCustomer && userId ? await couponUsedBy(rule.id, userId) : false;
    return { code, rule, usedByCustomer };
  }

  async function currentQuote<L extends QuoteLineInput>(
    input: CurrentQuoteInput<L>,
  ): Promise<Quote<L>> {
    const [shipping, vat, zone, coupon] = await Promise.all([
      settings.getShipping(),
      settings.getVat(),
      input.governorate ? zoneOf(db, input.governorate) : null,
      couponInput(input.couponCode, input.userId),
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
