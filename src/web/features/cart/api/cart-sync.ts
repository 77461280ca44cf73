import type { QueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '../../../lib/query-keys';

// The cart as two starts on one page see it (decision 080): the islands (the header's cart, the
// cards' Add to cart) and the app each have their own query cache. Whatever one of them learns
// about the cart (an answer to a change, a fetch, a sign-out's empty cart) the other takes too, so
// the header's count follows a change made by either.

const CART_EVENT = 'greenvolt:cart';
/** Which start sent a cart: each one takes only the other's. */
const thisStart = Math.random().toString(36).slice(2);

interface SharedCart {
  from: string;
  cart: unknown;
}

/** Shares `queryClient`'s cart with the page's other start, both ways. Returns a stop function. */
export function shareCart(queryClient: QueryClient): () => void {
  let taking = false;
  const take = (event: Event) => {
    const { from, cart } = (event as CustomEvent<SharedCart>).detail;
    if (from === thisStart) return;
    taking = true;
    try {
      queryClient.setQueryData(cartQueryKey, cart);
    } finally {
      taking = false;
    }
  };
  window.addEventListener(CART_EVENT, take);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (taking || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== cartQueryKey[0]) return;
    const detail: SharedCart = { from: thisStart, cart: event.query.state.data };
    window.dispatchEvent(new CustomEvent(CART_EVENT, { detail }));
  });
  return () => {
    window.removeEventListener(CART_EVENT, take);
    stopWatching();
  };
}
