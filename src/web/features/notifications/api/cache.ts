import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '../../../../shared/schemas/notifications';
import { notificationsQueryKey } from '../../../lib/query-keys';
import { unreadCountQueryKey } from './unread-count';

/** The cached pages of one notifications list (dropdown or page, with or without a filter). */
export type NotificationPages = InfiniteData<NotificationsResponse, number>;

export const listsQueryKey = [...notificationsQueryKey, 'list'] as const;
export interface ListParams {
  pageSize: number;
  /** false: unread only; undefined: all. */
  isRead?: false;
}
export const listQueryKey = (params: ListParams) => [...listsQueryKey, params] as const;

/** Flattened pages without duplicates: a live arrival shifts later pages by one. */
export function itemsOf(
  data: InfiniteData<NotificationsResponse, unknown> | undefined,
): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

const listsOf = (queryClient: QueryClient) =>
  queryClient.getQueriesData<NotificationPages>({ queryKey: listsQueryKey });

/** Applies `change` to the items of every cached list. */
export function updateLists(
  queryClient: QueryClient,
  change: (items: Notification[], params: ListParams) => Notification[],
): void {
  for (const [key, data] of listsOf(queryClient)) {
    if (!data) continue;
    const params = key[2] as ListParams;
    queryClient.setQueryData<NotificationPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: change(page.notifications, params),
      })),
    });
  }
}

/** A notification that just arrived goes on top of every list that would show it. */
export function prependToLists(queryClient: QueryClient, notification: Notification): void {
  for (const [key, data] of listsOf(queryClient)) {
    if (!data?.pages.length) continue;
    const params = key[2] as ListParams;
    if (params.isRead === false && notification.isRead) continue;
    if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) {
      continue;
    }
    const [first, ...rest] = data.pages;
    queryClient.setQueryData<NotificationPages>(key, {
      ...data,
      pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest],
    });
  }
}

/** Keeps only the first page, so the next refetch reloads just that one (SPEC §4). */
export function trimToFirstPage(queryClient: QueryClient, params: ListParams): void {
  queryClient.setQueryData<NotificationPages>(listQueryKey(params), (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}

export const getUnread = (queryClient: QueryClient) =>
  queryClient.getQueryData<number>(unreadCountQueryKey);

/** The shared count, never below 0. */
export function setUnread(queryClient: QueryClient, value: number | ((old: number) => number)) {
  queryClient.setQueryData<number>(unreadCountQueryKey, (old) => {
    const next = Number(typeof value === 'function' ? value(old ?? 0) : value);
    // An answer without a usable count changes nothing.
    return Number.isFinite(next) ? Math.max(0, next) : old;
  });
}

/** Everything an optimistic change may touch, to put back if the server says no. */
export function snapshotLists(queryClient: QueryClient) {
  const lists = listsOf(queryClient);
  return () => {
    for (const [key, data] of lists) queryClient.setQueryData(key, data);
  };
}
