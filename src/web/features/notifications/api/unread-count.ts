import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from '../../../lib/query-keys';

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

interface NotificationsCountResponse {
  unreadCount?: number;
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  try {
    const answer = await api.get<NotificationsCountResponse>('/notifications', {
      query: { pageSize: 0 }, // SPEC §7: pageSize 0 fetches only the count
      signal,
      silent: true,
    });
    return Math.max(0, Number(answer?.unreadCount ?? 0));
  } catch (error) {
    console.warn('Unread notification count failed', error); // SPEC §8: only logged
    throw error;
  }
}

/**
 * Calls `refresh` when the window gets focus or the tab becomes visible (SPEC §4). Both events
 * fire on a tab switch, so the 2 s guard keeps it to one call.
 */
export function useRefreshOnFocus(enabled: boolean, refresh: () => unknown): void {
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2000) return;
      last = Date.now();
      refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [enabled, refresh]);
}

/**
 * Unread count shared by the bell and the notification pages (one query key). The live stream
 * keeps it current while it is connected; the focus/visibility refresh of SPEC §4 also catches
 * changes made in another tab (reads and deletions are not streamed).
 */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false, // handled below, for both focus and visibility
  });
  const { refetch } = query;
  useRefreshOnFocus(enabled, refetch);
  return enabled ? (query.data ?? 0) : 0;
}
