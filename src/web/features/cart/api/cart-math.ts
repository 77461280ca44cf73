import type { Cart } from '../../../../shared/schemas/cart';
import { type CartView, normalizeCart } from './cart-view';

export { type CartView, normalizeCart } from './cart-view';

/**
 * The cart with one line's quantity changed: what the page and the header badge show while the
 * server has not answered yet (its answer then replaces this guess). Only the quantity and the
 * count change; the line's amounts and the totals stay the last answer's, marked pending, since
 * only the server prices a cart (a coupon, the free-shipping amount, the VAT).
 */
export function withQuantity(raw: unknown, itemId: string, quantity: number): CartView | undefined {
  if (raw === undefined) return undefined;
  const cart = normalizeCart(raw);
  const items = cart.items.map((line) => (line.id === itemId ? { ...line, quantity } : line));
  const pending = cart.pending ?? [];
  return {
    ...cart,
    items,
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    removed: [],
    pending: pending.includes(itemId) ? pending : [...pending, itemId],
  };
}

type SummaryDiscount = Cart['discounts'][number];

/**
 * A summary's discounts as shown: a free-shipping code that waives the whole fee shows on the
 * shipping line ("Free", the fee struck through) rather than as a minus the reader must add
 * back; the others are lines of their own (a discount of nothing is not worth a line).
 */
export function shownDiscounts(
  discounts: readonly SummaryDiscount[],
  shippingFee: number,
): { waiver: SummaryDiscount | null; lines: SummaryDiscount[] } {
  const waiver =
    discounts.find((d) => d.appliesTo === 'shipping' && d.amount === shippingFee) ?? null;
  return { waiver, lines: discounts.filter((d) => d !== waiver && d.amount > 0) };
}
