import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/query-keys';
import { useVisitorQuery } from '../../../lib/use-visitor-query';
import { type CartView, normalizeCart } from './cart-view';
import { announceRemoved } from './removed-notices';

/** SPEC §3: lines carry quantity (older payloads: Quantity); the answer may be a plain array. */
export interface CartLine {
  quantity?: number;
  Quantity?: number;
}
export type CartResponse = { items?: CartLine[] } | CartLine[];

export function countCartItems(cart: CartResponse | null | undefined): number {
  const lines = Array.isArray(cart) ? cart : (cart?.items ?? []);
  return lines.reduce((sum, line) => {
    const quantity = Number(line?.quantity ?? line?.Quantity ?? 0);
    return sum + (Number.isFinite(quantity) && quantity > 0 ? quantity : 0);
  }, 0);
}

/** Stores a cart answer (GET or any change) and tells about lines the server dropped. */
export function receiveCart(queryClient: QueryClient, raw: unknown): CartView {
  const cart = normalizeCart(raw);
  announceRemoved(cart);
  queryClient.setQueryData(cartQueryKey, cart);
  return cart;
}

export async function fetchCart(signal?: AbortSignal): Promise<CartView> {
  // Silent: the badge simply shows nothing and the cart page shows its own error state.
  const cart = normalizeCart(await api.get<unknown>('/cart', { signal, silent: true }));
  announceRemoved(cart);
  return cart;
}

export const cartQuery = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => fetchCart(signal),
  retry: false,
  staleTime: 30_000,
});

/** The whole cart, always complete (logout stores a bare `{ items: [] }` here). */
export const useCart = () => useQuery({ ...cartQuery, select: normalizeCart });

/** Items in the cart for the header badge (sum of quantities); a failure counts as empty. */
export function useCartCount(): number {
  // A server-rendered page shows no badge (the server does not know the visitor's cart).
  return countCartItems(useVisitorQuery(cartQuery).data);
}
