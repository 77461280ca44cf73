import type { Cart, CartItem } from '../../../../shared/schemas/cart';

// What every page needs of a cart answer, the header's badge included (the storefront's first
// load, issue 26); the cart page's own arithmetic is in cart-math.ts, which re-exports this.

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
