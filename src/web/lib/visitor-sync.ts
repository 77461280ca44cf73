import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
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
// the header follows a change made by either. A start that comes second (usually the app, after
// the islands) asks the first for what it already knows, so it does not fetch it again.

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
  /** When the sending start got it: the taker's cache ages it from then, not from now. */
  updatedAt: number;
}

/** A start's first message: "tell me what you already know". */
type Message = Shared | { ask: true };

const userIdOf = (session: unknown) => (session as { id?: string } | null | undefined)?.id ?? null;

/**
 * Shares `queryClient`'s visitor data with the page's other start, both ways, starting with what
 * the other start already holds. Returns a stop.
 */
export function shareVisitorData(queryClient: QueryClient): () => void {
  let taking = false;
  const take = ({ key, data, updatedAt }: Shared) => {
    taking = true;
    try {
      // Someone else signed in or out in the other start: this one's notifications were the
      // previous visitor's (the favorites' keys carry the user).
      const session = queryClient.getQueryData(sessionQueryKey);
      if (key[0] === sessionQueryKey[0] && userIdOf(session) !== userIdOf(data)) {
        queryClient.removeQueries({ queryKey: notificationsQueryKey });
      }
      queryClient.setQueryData(key, data, { updatedAt });
    } finally {
      taking = false;
    }
  };
  const channel = betweenStarts<Message>(VISITOR_EVENT, (message) => {
    if ('ask' in message) tellAll();
    else take(message);
  });
  const tell = (query: Query) =>
    channel.send({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    });
  // The session first: its taker drops the notifications it holds of another visitor.
  const tellAll = () => {
    const known = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isShared(query) && query.state.status === 'success' });
    for (const query of known.sort((a, b) => Number(isSession(b)) - Number(isSession(a)))) {
      tell(query);
    }
  };
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (taking || event.type !== 'updated' || event.action.type !== 'success') return;
    if (isShared(event.query)) tell(event.query);
  });
  // Answered at once, if the other start is there: window events are dispatched synchronously.
  channel.send({ ask: true });
  return () => {
    channel.stop();
    stopWatching();
  };
}

const isShared = (query: Query) => SHARED.includes(query.queryKey[0]);
const isSession = (query: Query) => query.queryKey[0] === sessionQueryKey[0];
