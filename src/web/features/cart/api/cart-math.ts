import type { Cart, CartItem } from '../../../../shared/schemas/cart';

/** The cart as the page shows it (freeShippingThreshold: EGP from which shipping is free, or null). */
export type CartView = Cart;

/** Money is EGP with at most two decimals: round away float noise (0.1 + 0.2). */
export const roundEgp = (value: number): number => Math.round(value * 100) / 100;

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

type RawLine = Partial<CartItem> & { Quantity?: number };
type RawCart = Omit<Partial<CartView>, 'items'> & { items?: unknown[] };

/**
 * Any cart answer (SPEC §3: an object with items, or a plain array; `{ items: [] }` after logout)
 * as a complete cart, so the page never trips over a missing total.
 */
export function normalizeCart(raw: unknown): CartView {
  const source: RawCart = Array.isArray(raw) ? { items: raw } : ((raw ?? {}) as RawCart);
  const items = (source.items ?? [])
    .filter((line): line is RawLine => Boolean(line) && typeof line === 'object')
    .map((line: RawLine) => {
      const quantity = num(line.quantity ?? line.Quantity);
      const unitPrice = num(line.unitPrice);
      return {
        ...line,
        color: line.color ?? null,
        imageUrl: line.imageUrl ?? null,
        nameEn: line.nameEn ?? '',
        nameAr: line.nameAr ?? '',
        inStock: line.inStock ?? true,
        unitPrice,
        quantity,
        lineTotal: num(line.lineTotal, roundEgp(unitPrice * quantity)),
      } as CartItem;
    })
    .filter((line) => line.quantity > 0);
  const subtotal = num(source.subtotal, roundEgp(items.reduce((sum, l) => sum + l.lineTotal, 0)));
  const shipping = num(source.shipping);
  return {
    items,
    subtotal,
    shipping,
    total: num(source.total, roundEgp(subtotal + shipping)),
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    removed: Array.isArray(source.removed) ? source.removed : [],
    freeShippingThreshold: source.freeShippingThreshold ?? null,
  };
}

/**
 * The cart with one line's quantity changed, totals recomputed: what the page and the header badge
 * show while the server has not answered yet (its answer then replaces this guess).
 */
export function withQuantity(raw: unknown, itemId: string, quantity: number): CartView | undefined {
  if (raw === undefined) return undefined;
  const cart = normalizeCart(raw);
  const items = cart.items.map((line) =>
    line.id === itemId
      ? { ...line, quantity, lineTotal: roundEgp(line.unitPrice * quantity) }
      : line,
  );
  const subtotal = roundEgp(items.reduce((sum, line) => sum + line.lineTotal, 0));
  return {
    ...cart,
    items,
    subtotal,
    total: roundEgp(subtotal + cart.shipping),
    count: items.reduce((sum, line) => sum + line.quantity, 0),
    removed: [],
  };
}

/** How much more buys free shipping, or null when that is unknown or already reached. */
export function freeShippingGap(cart: CartView): number | null {
  const threshold = cart.freeShippingThreshold;
  if (cart.shipping <= 0 || typeof threshold !== 'number') return null;
  const gap = roundEgp(threshold - cart.subtotal);
  return gap > 0 ? gap : null;
}
