import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { betweenStarts } from './between-starts';
import {
  cartQueryKey,
  favoritesQueryKey,
  notificationsQueryKey,
  sessionQueryKey,
} from './query-keys';

// What the visitor's own data is as the page's two starts see it (decisions 080 and 084): the
// islands (the header's name, bell and cart, the cards' buttons) and the app each have their own
// query cache. Whatever one of them learns of the cart, the session, the favorites or the
// notifications (an answer to a change, a fetch, a sign-in, a sign-out) the other takes too, so
// the header follows a change made by either.

const VISITOR_EVENT = 'greenvolt:visitor';

/** The caches shared, by the first part of their keys. */
const SHARED: readonly unknown[] = [
  cartQueryKey[0],
  sessionQueryKey[0],
  favoritesQueryKey[0],
  notificationsQueryKey[0],
];

interface Shared {
  key: QueryKey;
  data: unknown;
}

const userIdOf = (session: unknown) => (session as { id?: string } | null | undefined)?.id ?? null;

/** Shares `queryClient`'s visitor data with the page's other start, both ways. Returns a stop. */
export function shareVisitorData(queryClient: QueryClient): () => void {
  let taking = false;
  const channel = betweenStarts<Shared>(VISITOR_EVENT, ({ key, data }) => {
    taking = true;
    try {
      // Someone else signed in or out in the other start: this one's notifications were the
      // previous visitor's (the favorites' keys carry the user).
      const session = queryClient.getQueryData(sessionQueryKey);
      if (key[0] === sessionQueryKey[0] && userIdOf(session) !== userIdOf(data)) {
        queryClient.removeQueries({ queryKey: notificationsQueryKey });
      }
      queryClient.setQueryData(key, data);
    } finally {
      taking = false;
    }
  });
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (taking || event.type !== 'updated' || event.action.type !== 'success') return;
    if (!SHARED.includes(event.query.queryKey[0])) return;
    channel.send({ key: event.query.queryKey, data: event.query.state.data });
  });
  return () => {
    channel.stop();
    stopWatching();
  };
}
