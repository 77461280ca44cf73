import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cartQueryKey = ['cart'] as const;

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

/** Items in the cart for the header badge; any failure counts as an empty cart. */
export function useCartCount(): number {
  const { data } = useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => api.get<CartResponse>('/cart', { signal, silent: true }),
    retry: false,
    staleTime: 30_000,
  });
  return countCartItems(data);
}
