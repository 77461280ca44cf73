import type { PaymentMethod } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { QuoteDiscount } from '../../../shared/schemas/order-quote';
import type { MessageKey, MessageParams } from '../../lib/i18n';
import type { CouponRule } from '../discounts';
import type { ShippingSettings, VatSettings } from '../settings';
import type { ZoneRule } from '../shipping';

/**
 * The shop's one price computation (issue 19, decisions 036 and 039). Every amount a customer
 * sees or pays — the cart, the checkout summary, the order written at checkout, the items sent
 * to the card provider — comes from `quote` (or `chargeItems` for an order already stored);
 * nothing else in src/server adds or multiplies money, and src/pricing-rule.test.ts fails if
 * something does. Pure: no database, no clock, no settings cache; the caller passes the rules in
 * force (the order passes the ones its own transaction read) and the time. Integer piastres.
 *
 * The order of the rules: line totals → subtotal → the coupon (judged on the items it covers,
 * taken off them and spread over them) → the shipping fee (the governorate's zone or the shop's
 * fallback rule; free over an amount of the items after the discount) → a free-shipping coupon
 * waives it → the cash-on-delivery fee → the total → the VAT it contains.
 */

/** One line to price: the caller's row plus these fields (its other fields are carried along). */
export interface QuoteLineInput {
  productId: string;
  /** The product's category, for coupons limited to categories. */
  categoryId?: string | null;
  colorId?: string | null;
  /** The selling price of one piece now (the catalog's price), integer piastres. */
  unitPricePiastres: number;
  /** The "was" price of a product on sale, shown struck through; null or absent: not on sale. */
  compareAtPricePiastres?: number | null;
  /** Pieces, an integer ≥ 1. */
  quantity: number;
}

/** The shop's fallback shipping rule (a destination no zone names) and its COD fee. */
export type ShippingRule = ShippingSettings;

/** The coupon code the customer entered, with what the database knows of it. */
export interface CouponInput {
  code: string;
  /** The coupon the code names; null: no such code. */
  rule: CouponRule | null;
  /** The customer already has an order with it (for once-per-customer coupons). */
  usedByCustomer: boolean;
}

export interface QuoteInput<L extends QuoteLineInput = QuoteLineInput> {
  lines: readonly L[];
  /** The fallback rule, and the COD fee. */
  shipping: ShippingRule;
  /** The zone of the destination's governorate; null or absent: the fallback rule applies. */
  zone?: ZoneRule | null;
  coupon?: CouponInput | null;
  /** The COD fee applies to `cod`; absent: not chosen yet, no fee. */
  paymentMethod?: PaymentMethod;
  /** Absent: VAT not shown (callers that show amounts pass the setting). */
  vat?: VatSettings;
  /** The time the coupon's dates are judged at. */
  now?: Date;
}

export type QuotedLine<L extends QuoteLineInput = QuoteLineInput> = L & {
  /** unitPricePiastres × quantity. */
  lineTotalPiastres: number;
  /** This line's share of the coupon's discount on the items. */
  discountPiastres: number;
  /** What one piece saves against its compare-at price; null: not on sale. */
  savingPiastres: number | null;
};

/**
 * Why the shipping fee is what it is: `empty` — nothing to ship; `flat` — the rule's fee;
 * `free-over-threshold` — the items reached the rule's free-shipping amount.
 */
export type ShippingBasis = 'empty' | 'flat' | 'free-over-threshold';

export interface QuotedShipping {
  feePiastres: number;
  basis: ShippingBasis;
  /** The rule that was applied: the zone's fee and free-over amount, or the fallback's. */
  rule: { flatFeePiastres: number; freeShippingThresholdPiastres: number | null };
  zone: { id: string; nameEn: string; nameAr: string } | null;
  estimate: { minDays: number; maxDays: number };
  /** What the items (after their discount) still need for free shipping; null: n/a. */
  remainingForFreePiastres: number | null;
}

/** Why a code was refused, as a message for the customer. */
export interface CouponRefusal {
  key: MessageKey;
  params: MessageParams;
}

export type CouponOutcome =
  | { code: string; applied: true; discount: QuoteDiscount }
  | { code: string; applied: false; refusal: CouponRefusal };

export interface Quote<L extends QuoteLineInput = QuoteLineInput> {
  /** The input lines in their order, each with its line total and share of the discount. */
  lines: QuotedLine<L>[];
  /** Sum of the line totals. */
  subtotalPiastres: number;
  /** The discounts applied (today at most one coupon). */
  discounts: QuoteDiscount[];
  /** Their sum: off the items and off the shipping fee. */
  discountPiastres: number;
  shipping: QuotedShipping;
  codFeePiastres: number;
  /** The VAT the total contains; null when VAT does not apply (or was not asked for). */
  vat: { ratePercent: number; includedPiastres: number } | null;
  /** subtotal + shipping fee + COD fee − discounts: what the customer pays. */
  totalPiastres: number;
  /** What became of the code entered; null when none was. */
  coupon: CouponOutcome | null;
}

function assertPiastres(value: number, what: string): void {
  // Integers in, integers out: a fraction here is a bug upstream, never something to round.
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Splits `amount` over `weights` in proportion, in whole piastres that add up to it exactly
 * (largest remainder; ties to the earlier line). BigInt: amount × weight can pass 2^53.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = BigInt(sum(weights));
  if (total === 0n) return weights.map(() => 0);
  const big = BigInt(amount);
  const shares = weights.map((weight) => (big * BigInt(weight)) / total);
  let left = big - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (big * BigInt(weight)) % total }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * What one piece saves on sale: its compare-at ("was") price less its selling price; null when
 * it is not on sale (no compare-at price, or one not above the price).
 */
export function saleSaving(
  pricePiastres: number,
  compareAtPricePiastres: number | null | undefined,
): number | null {
  if (compareAtPricePiastres == null || compareAtPricePiastres <= pricePiastres) return null;
  return compareAtPricePiastres - pricePiastres;
}

const refused = (code: string, key: MessageKey, params: MessageParams = {}): CouponOutcome => ({
  code,
  applied: false,
  refusal: { key, params },
});

/** The lines a coupon covers: those of its products or categories; all when it names none. */
function coveredBy(rule: CouponRule, line: QuoteLineInput): boolean {
  if (rule.productIds.length === 0 && rule.categoryIds.length === 0) return true;
  return (
    rule.productIds.includes(line.productId) ||
    (line.categoryId != null && rule.categoryIds.includes(line.categoryId))
  );
}

/**
 * Judges the code against the lines (refusals in the order a customer can act on them) and,
 * when it applies, says how much it takes off the items (`itemsOff`) — free shipping is waived
 * later, once the fee is known.
 */
function judgeCoupon(
  input: CouponInput,
  lines: readonly (QuoteLineInput & { lineTotalPiastres: number })[],
  now: Date,
): { outcome: CouponOutcome; rule: CouponRule | null; covered: boolean[]; itemsOff: number } {
  const { code, rule } = input;
  const none = { rule: null, covered: [], itemsOff: 0 };
  if (!rule?.isActive) return { ...none, outcome: refused(code, 'coupons.unknown') };
  if (rule.startsAt && rule.startsAt > now) {
    return { ...none, outcome: refused(code, 'coupons.notStarted') };
  }
  if (rule.endsAt && rule.endsAt <= now) {
    return { ...none, outcome: refused(code, 'coupons.expired') };
  }
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) {
    return { ...none, outcome: refused(code, 'coupons.usedUp') };
  }
  if (rule.oncePerCustomer && input.usedByCustomer) {
    return { ...none, outcome: refused(code, 'coupons.alreadyUsed') };
  }
  const covered = lines.map((line) => coveredBy(rule, line));
  if (!covered.includes(true)) {
    return { ...none, outcome: refused(code, 'coupons.notForTheseItems') };
  }
  const coveredTotal = sum(lines.map((line, i) => (covered[i] ? line.lineTotalPiastres : 0)));
  const minimum = rule.minSubtotalPiastres ?? 0;
  if (coveredTotal < minimum) {
    return {
      ...none,
      outcome: refused(code, 'coupons.minimumNotMet', {
        minimum: { egp: toEgp(minimum) },
        missing: { egp: toEgp(minimum - coveredTotal) },
      }),
    };
  }
  // Never more than the items it covers cost: the total cannot fall below the shipping fee.
  const itemsOff =
    rule.kind === 'percentage'
      ? Math.floor((coveredTotal * (rule.percent ?? 0)) / 100)
      : rule.kind === 'fixed'
        ? Math.min(rule.amountPiastres ?? 0, coveredTotal)
        : 0;
  const discount: QuoteDiscount = {
    kind: 'coupon',
    code: rule.code,
    couponId: rule.id,
    type: rule.kind,
    appliesTo: rule.kind === 'free_shipping' ? 'shipping' : 'items',
    amountPiastres: itemsOff,
  };
  return { outcome: { code, applied: true, discount }, rule, covered, itemsOff };
}

/** The fee of the rule in force: free once the items (after their discount) reach its amount. */
function shippingOf(
  subtotalPiastres: number,
  itemsPiastres: number,
  input: Pick<QuoteInput, 'shipping' | 'zone'>,
): QuotedShipping {
  const { zone, shipping: fallback } = input;
  const rule = zone
    ? { flatFeePiastres: zone.feePiastres, freeShippingThresholdPiastres: zone.freeOverPiastres }
    : {
        flatFeePiastres: fallback.flatFeePiastres,
        freeShippingThresholdPiastres: fallback.freeShippingThresholdPiastres,
      };
  const estimate = zone
    ? { minDays: zone.daysMin, maxDays: zone.daysMax }
    : { minDays: fallback.daysMin, maxDays: fallback.daysMax };
  const base = {
    rule,
    estimate,
    zone: zone ? { id: zone.id, nameEn: zone.nameEn, nameAr: zone.nameAr } : null,
    remainingForFreePiastres: null,
  };
  // Nothing to ship (not: items made free by a coupon, which still travel).
  if (subtotalPiastres === 0) return { ...base, feePiastres: 0, basis: 'empty' };
  const threshold = rule.freeShippingThresholdPiastres;
  if (threshold !== null && itemsPiastres >= threshold) {
    return { ...base, feePiastres: 0, basis: 'free-over-threshold' };
  }
  return {
    ...base,
    feePiastres: rule.flatFeePiastres,
    basis: 'flat',
    remainingForFreePiastres:
      threshold === null || rule.flatFeePiastres === 0 ? null : threshold - itemsPiastres,
  };
}

/** Prices the lines under the rules given (see the order of the rules above). */
export function quote<L extends QuoteLineInput>(input: QuoteInput<L>): Quote<L> {
  const totals = input.lines.map((line) => {
    assertPiastres(line.unitPricePiastres, 'unitPricePiastres');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
    }
    return { ...line, lineTotalPiastres: line.unitPricePiastres * line.quantity };
  });
  const subtotalPiastres = sum(totals.map((line) => line.lineTotalPiastres));
  assertPiastres(subtotalPiastres, 'subtotal');

  const judged = input.coupon ? judgeCoupon(input.coupon, totals, input.now ?? new Date()) : null;
  const itemsOff = judged?.itemsOff ?? 0;
  const shares = judged?.rule
    ? allocate(
        itemsOff,
        totals.map((line, i) => (judged.covered[i] ? line.lineTotalPiastres : 0)),
      )
    : totals.map(() => 0);
  const lines = totals.map(
    (line, i): QuotedLine<L> => ({
      ...line,
      discountPiastres: shares[i],
      savingPiastres: saleSaving(line.unitPricePiastres, line.compareAtPricePiastres),
    }),
  );

  const shipping = shippingOf(subtotalPiastres, subtotalPiastres - itemsOff, input);
  const discounts: QuoteDiscount[] = [];
  if (judged?.outcome.applied) {
    const { discount } = judged.outcome;
    const applied =
      discount.appliesTo === 'shipping'
        ? { ...discount, amountPiastres: shipping.feePiastres }
        : discount;
    judged.outcome = { ...judged.outcome, discount: applied };
    discounts.push(applied);
  }
  const discountPiastres = sum(discounts.map((discount) => discount.amountPiastres));
  const codFeePiastres =
    input.paymentMethod === 'cod' && subtotalPiastres > 0 ? input.shipping.codFeePiastres : 0;
  const totalPiastres = subtotalPiastres + shipping.feePiastres + codFeePiastres - discountPiastres;
  assertPiastres(totalPiastres, 'total');
  const rate = input.vat?.mode === 'included' ? input.vat.ratePercent : null;
  return {
    lines,
    subtotalPiastres,
    discounts,
    discountPiastres,
    shipping,
    codFeePiastres,
    vat:
      rate === null
        ? null
        : {
            ratePercent: rate,
            // The VAT inside a VAT-inclusive amount: total × rate / (100 + rate), to the piastre.
            includedPiastres: Math.round((totalPiastres * rate) / (100 + rate)),
          },
    totalPiastres,
    coupon: judged?.outcome ?? null,
  };
}
