/**
 * What a payment provider is asked to charge for an order already placed: its stored lines at
 * their unit prices, then its stored shipping fee as one more item. Providers (Paymob) refuse
 * items that do not add up to the amount, so the sum is checked here, where money is added.
 */

export interface ChargedOrder {
  totalPiastres: number;
  shippingPiastres: number;
}

export interface ChargedLine {
  unitPricePiastres: number;
  quantity: number;
}

/** One item of the charge: an order line (`line`) or the shipping fee (`line` null). */
export interface ChargeItem<L extends ChargedLine> {
  line: L | null;
  unitPricePiastres: number;
  quantity: number;
}

/**
 * The items of the order's charge, which sum (unit price × quantity) exactly to its total;
 * throws if the stored order does not add up, so a wrong amount is never sent to be paid.
 */
export function chargeItems<L extends ChargedLine>(
  order: ChargedOrder,
  lines: readonly L[],
): ChargeItem<L>[] {
  const items: ChargeItem<L>[] = lines.map((line) => ({
    line,
    unitPricePiastres: line.unitPricePiastres,
    quantity: line.quantity,
  }));
  if (order.shippingPiastres > 0) {
    items.push({ line: null, unitPricePiastres: order.shippingPiastres, quantity: 1 });
  }
  const sum = items.reduce((total, item) => total + item.unitPricePiastres * item.quantity, 0);
  if (sum !== order.totalPiastres) {
    throw new Error(
      `the order's items add up to ${sum} piastres, its total is ${order.totalPiastres}`,
    );
  }
  return items;
}
