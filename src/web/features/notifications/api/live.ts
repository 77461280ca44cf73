import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamEvent,
  type UnreadStreamEvent,
} from '../../../../shared/schemas/notifications';
import { API_BASE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/errors';
import { notificationsQueryKey } from '../../../lib/query-keys';
import { prependToLists, setUnread } from './cache';
import { fetchUnreadCount } from './unread-count';

const STREAM_URL = `${API_BASE}/notifications/stream`;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

type Listener = (event: NotificationStreamEvent) => void;

interface Connection {
  queryClient: QueryClient;
  userId: string;
  users: number;
  source: EventSource | null;
  lastEventId: string;
  retryMs: number;
  retryTimer?: ReturnType<typeof setTimeout>;
  /** Set after a failure: the next open re-reads what the gap may have hidden. */
  wasDown: boolean;
  closed: boolean;
}

/** One stream per tab, shared by every bell on the page (reference counted). */
let current: Connection | null = null;
const arrivals = new Set<Listener>();

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

function open(connection: Connection): void {
  if (connection.closed) return;
  const query = connection.lastEventId
    ? `?lastEventId=${encodeURIComponent(connection.lastEventId)}`
    : '';
  const source = new EventSource(`${STREAM_URL}${query}`, { withCredentials: true });
  connection.source = source;
  const { queryClient } = connection;

  source.addEventListener('open', () => {
    connection.retryMs = RETRY_MIN_MS;
    if (connection.wasDown) {
      connection.wasDown = false;
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    }
  });
  source.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event) => {
    const data = parse<UnreadStreamEvent>(event as MessageEvent);
    if (data) setUnread(queryClient, data.unreadCount);
  });
  source.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, (event) => {
    const message = event as MessageEvent;
    const data = parse<NotificationStreamEvent>(message);
    if (!data) return;
    if (message.lastEventId) connection.lastEventId = message.lastEventId;
    setUnread(queryClient, data.unreadCount);
    prependToLists(queryClient, data.notification);
    for (const listener of arrivals) listener(data);
  });
  source.addEventListener('error', () => {
    connection.wasDown = true;
    // CONNECTING: the browser reconnects by itself (the server ended the stream, a network
    // blip). CLOSED: the server refused it, usually 401 once the short-lived access token has
    // expired.
    if (source.readyState !== EventSource.CLOSED) return;
    source.close();
    connection.source = null;
    scheduleReconnect(connection);
  });
}

/**
 * Before reconnecting, one ordinary API call: the api client's silent refresh renews an expired
 * session on its 401, and the call refreshes the count meanwhile (the SPEC §4 fallback). A 401
 * it could not heal means the session is over: stop until the user signs in again.
 */
function scheduleReconnect(connection: Connection): void {
  if (connection.closed || connection.retryTimer) return;
  const wait = connection.retryMs;
  connection.retryMs = Math.min(connection.retryMs * 2, RETRY_MAX_MS);
  connection.retryTimer = setTimeout(async () => {
    connection.retryTimer = undefined;
    try {
      setUnread(connection.queryClient, await fetchUnreadCount());
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      scheduleReconnect(connection);
      return;
    }
    open(connection);
  }, wait);
}

function close(connection: Connection): void {
  connection.closed = true;
  clearTimeout(connection.retryTimer);
  connection.source?.close();
  connection.source = null;
}

function acquire(queryClient: QueryClient, userId: string): () => void {
  if (current && (current.userId !== userId || current.queryClient !== queryClient)) {
    close(current);
    current = null;
  }
  if (!current) {
    current = {
      queryClient,
      userId,
      users: 0,
      source: null,
      lastEventId: '',
      retryMs: RETRY_MIN_MS,
      wasDown: false,
      closed: false,
    };
    open(current);
  }
  const connection = current;
  connection.users += 1;
  return () => {
    connection.users -= 1;
    if (connection.users > 0) return;
    close(connection);
    if (current === connection) current = null;
  };
}

/**
 * Live notifications while signed in (GET /api/notifications/stream): each event updates the
 * shared unread count and goes on top of the cached lists. Browsers without EventSource (and
 * tests) simply keep the SPEC §4 refresh on focus and visibility.
 */
export function useNotificationStream(userId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return acquire(queryClient, userId);
  }, [queryClient, userId]);
}

/** Hears each notification that arrives live (e.g. to announce it to screen readers). */
export function useNotificationArrivals(listener: Listener): void {
  useEffect(() => {
    arrivals.add(listener);
    return () => {
      arrivals.delete(listener);
    };
  }, [listener]);
}
