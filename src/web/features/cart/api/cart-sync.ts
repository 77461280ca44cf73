import type { QueryClient } from '@tanstack/react-query';
import { betweenStarts } from '../../../lib/between-starts';
import { cartQueryKey } from '../../../lib/query-keys';

// The cart as two starts on one page see it (decision 080): the islands (the header's cart, the
// cards' Add to cart) and the app each have their own query cache. Whatever one of them learns
// about the cart (an answer to a change, a fetch, a sign-out's empty cart) the other takes too, so
// the header's count follows a change made by either.

const CART_EVENT = 'greenvolt:cart';

/** Shares `queryClient`'s cart with the page's other start, both ways. Returns a stop function. */
export function shareCart(queryClient: QueryClient): () => void {
  let taking = false;
  const channel = betweenStarts<unknown>(CART_EVENT, (cart) => {
    taking = true;
    try {
      queryClient.setQueryData(cartQueryKey, cart);
    } finally {
      taking = false;
    }
  });
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (taking || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== cartQueryKey[0]) return;
    channel.send(event.query.state.data);
  });
  return () => {
    channel.stop();
    stopWatching();
  };
}
