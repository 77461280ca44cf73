import type { StoredQuote } from '../../../shared/schemas/order-quote';

/**
 * What a payment provider is asked to charge for an order already placed: its stored lines,
 * then its shipping fee and its cash-on-delivery fee as items of their own. Paymob's items carry
 * positive amounts that must add up to the amount charged, so a discount cannot be an item: a
 * line the coupon covers is charged as one item of its discounted total (quantity 1, the
 * discount named in its description by the caller), and a waived shipping fee is left out. The
 * sum is checked here, where money is added.
 */

export interface ChargedOrder {
  totalPiastres: number;
  shippingPiastres: number;
  codFeePiastres: number;
  quote: Pick<StoredQuote, 'discounts'>;
}

export interface ChargedLine {
  unitPricePiastres: number;
  quantity: number;
  totalPiastres: number;
  /** The line's share of the coupon's discount. */
  discountPiastres: number;
}

/** One item of the charge: an order line, the shipping fee or the COD fee. */
export type ChargeItem<L extends ChargedLine> = {
  unitPricePiastres: number;
  quantity: number;
} & (
  | { kind: 'line'; line: L; discountPiastres: number }
  | { kind: 'shipping'; line: null; discountPiastres: number }
  | { kind: 'cod-fee'; line: null; discountPiastres: 0 }
);

/**
 * The items of the order's charge, which sum (unit price × quantity) exactly to its total;
 * throws if the stored order does not add up, so a wrong amount is never sent to be paid.
 */
export function chargeItems<L extends ChargedLine>(
  order: ChargedOrder,
  lines: readonly L[],
): ChargeItem<L>[] {
  const items: ChargeItem<L>[] = lines.map((line) =>
    line.discountPiastres > 0
      ? {
          kind: 'line',
          line,
          unitPricePiastres: line.totalPiastres - line.discountPiastres,
          quantity: 1,
          discountPiastres: line.discountPiastres,
        }
      : {
          kind: 'line',
          line,
          unitPricePiastres: line.unitPricePiastres,
          quantity: line.quantity,
          discountPiastres: 0,
        },
  );
  const waived = order.quote.discounts
    .filter((discount) => discount.appliesTo === 'shipping')
    .reduce((total, discount) => total + discount.amountPiastres, 0);
  const shippingDue = order.shippingPiastres - waived;
  if (shippingDue > 0) {
    items.push({
      kind: 'shipping',
      line: null,
      unitPricePiastres: shippingDue,
      quantity: 1,
      discountPiastres: waived,
    });
  }
  if (order.codFeePiastres > 0) {
    items.push({
      kind: 'cod-fee',
      line: null,
      unitPricePiastres: order.codFeePiastres,
      quantity: 1,
      discountPiastres: 0,
    });
  }
  const sum = items
    .filter((item) => item.unitPricePiastres > 0)
    .reduce((total, item) => total + item.unitPricePiastres * item.quantity, 0);
  if (sum !== order.totalPiastres) {
    throw new Error(
      `the order's items add up to ${sum} piastres, its total is ${order.totalPiastres}`,
    );
  }
  // A line made free by the coupon is no item to pay for (Paymob refuses an amount of 0).
  return items.filter((item) => item.unitPricePiastres > 0);
}
