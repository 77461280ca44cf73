import type { Cart, CartItem } from '../../../../shared/schemas/cart';

/**
 * The cart as the page shows it: the server's answer (every amount is the server's), plus the
 * lines whose quantity was changed here and whose amounts still wait for its answer.
 */
export type CartView = Cart & {
  /** Ids of lines changed optimistically: their amounts (and the totals) are the last answer's. */
  pending?: readonly string[];
};

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

type RawLine = Partial<CartItem> & { Quantity?: number };
type RawCart = Omit<Partial<CartView>, 'items'> & { items?: unknown[] };

/**
 * Any cart answer (SPEC §3: an object with items, or a plain array; `{ items: [] }` after logout)
 * as a complete cart, so the page never trips over a missing field. The web computes no money
 * (decision 036): a missing amount reads 0 until the server's next answer.
 */
export function normalizeCart(raw: unknown): CartView {
  const source: RawCart = Array.isArray(raw) ? { items: raw } : ((raw ?? {}) as RawCart);
  const items = (source.items ?? [])
    .filter((line): line is RawLine => Boolean(line) && typeof line === 'object')
    .map((line: RawLine) => {
      const quantity = num(line.quantity ?? line.Quantity);
      return {
        ...line,
        color: line.color ?? null,
        imageUrl: line.imageUrl ?? null,
        nameEn: line.nameEn ?? '',
        nameAr: line.nameAr ?? '',
        inStock: line.inStock ?? true,
        unitPrice: num(line.unitPrice),
        compareAtPrice: typeof line.compareAtPrice === 'number' ? line.compareAtPrice : null,
        quantity,
        lineTotal: num(line.lineTotal),
      } as CartItem;
    })
    .filter((line) => line.quantity > 0);
  return {
    items,
    subtotal: num(source.subtotal),
    discount: num(source.discount),
    discounts: Array.isArray(source.discounts) ? source.discounts : [],
    coupon: source.coupon ?? null,
    shipping: num(source.shipping),
    total: num(source.total),
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    removed: Array.isArray(source.removed) ? source.removed : [],
    freeShippingThreshold: source.freeShippingThreshold ?? null,
    freeShippingRemaining:
      typeof source.freeShippingRemaining === 'number' ? source.freeShippingRemaining : null,
    ...(source.pending?.length ? { pending: source.pending } : {}),
  };
}

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
