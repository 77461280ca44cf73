import type { PAYMENT_METHODS } from '../../../shared/constants';
import type { ShippingSettings } from '../settings';

/**
 * The shop's one price computation (issue 19, decision 036). Every amount a customer sees or
 * pays — the cart, the order written at checkout, the items sent to the card provider — comes
 * from `quote` (or `chargeItems` for an order already stored); nothing else in src/server adds
 * or multiplies money, and src/pricing-rule.test.ts fails if something does. Pure: no database,
 * no clock, no settings cache; the caller passes the rules in force, so the order can pass the
 * ones its own transaction read. All amounts are integer piastres.
 */

/** One line to price: the caller's row plus these fields (its other fields are carried along). */
export interface QuoteLineInput {
  productId: string;
  colorId?: string | null;
  /** The selling price of one piece now (the catalog's price), integer piastres. */
  unitPricePiastres: number;
  /** Pieces, an integer ≥ 1. */
  quantity: number;
}

/** The shipping rule in force: today one flat fee, free from an optional subtotal. */
export type ShippingRule = ShippingSettings;

export interface QuoteInput<L extends QuoteLineInput = QuoteLineInput> {
  lines: readonly L[];
  shipping: ShippingRule;
  /**
   * Reserved for the next steps of issue 19 and ignored today: the destination's governorate
   * code (shipping zones), a coupon code (discounts), the payment method (a COD fee). Callers
   * that know them may pass them already.
   */
  governorate?: string | null;
  couponCode?: string | null;
  paymentMethod?: (typeof PAYMENT_METHODS)[number];
}

export type QuotedLine<L extends QuoteLineInput = QuoteLineInput> = L & {
  /** unitPricePiastres × quantity. */
  lineTotalPiastres: number;
};

/**
 * Why the shipping fee is what it is: `empty` — the subtotal is 0 (an empty cart), no fee;
 * `flat` — the flat fee; `free-over-threshold` — the subtotal reached the free-shipping threshold.
 */
export type ShippingBasis = 'empty' | 'flat' | 'free-over-threshold';

export interface QuotedShipping {
  feePiastres: number;
  basis: ShippingBasis;
  /** The rule that was applied (what the cart shows as "free from …"). */
  rule: ShippingRule;
}

export interface Quote<L extends QuoteLineInput = QuoteLineInput> {
  /** The input lines in their order, each with its line total. */
  lines: QuotedLine<L>[];
  /** Sum of the line totals. */
  subtotalPiastres: number;
  shipping: QuotedShipping;
  /** subtotal + shipping fee: what the customer pays. */
  totalPiastres: number;
}

function assertPiastres(value: number, what: string): void {
  // Integers in, integers out: a fraction here is a bug upstream, never something to round.
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

/** The fee of today's one rule: flat, or free once the subtotal reaches the threshold. */
function shippingFee(
  subtotalPiastres: number,
  rule: ShippingRule,
): { feePiastres: number; basis: ShippingBasis } {
  if (subtotalPiastres === 0) return { feePiastres: 0, basis: 'empty' };
  const threshold = rule.freeShippingThresholdPiastres;
  return threshold !== null && subtotalPiastres >= threshold
    ? { feePiastres: 0, basis: 'free-over-threshold' }
    : { feePiastres: rule.flatFeePiastres, basis: 'flat' };
}

/** Prices the lines under the rules given: line totals, subtotal, shipping fee, total. */
export function quote<L extends QuoteLineInput>(input: QuoteInput<L>): Quote<L> {
  let subtotalPiastres = 0;
  const lines = input.lines.map((line): QuotedLine<L> => {
    assertPiastres(line.unitPricePiastres, 'unitPricePiastres');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
    }
    const lineTotalPiastres = line.unitPricePiastres * line.quantity;
    subtotalPiastres += lineTotalPiastres;
    return { ...line, lineTotalPiastres };
  });
  assertPiastres(subtotalPiastres, 'subtotal');
  const { feePiastres, basis } = shippingFee(subtotalPiastres, input.shipping);
  return {
    lines,
    subtotalPiastres,
    shipping: { feePiastres, basis, rule: input.shipping },
    totalPiastres: subtotalPiastres + feePiastres,
  };
}

/**
 * What a customer saves on a product on sale: its compare-at ("was") price less its selling
 * price; null when it is not on sale (no compare-at price, or one not above the price).
 */
export function saleSaving(
  pricePiastres: number,
  compareAtPricePiastres: number | null,
): number | null {
  if (compareAtPricePiastres === null || compareAtPricePiastres <= pricePiastres) return null;
  return compareAtPricePiastres - pricePiastres;
}
