import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

interface NotificationsCountResponse {
  unreadCount?: number;
}

async function fetchUnreadCount(signal: AbortSignal): Promise<number> {
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

/** Unread count shared by the bell and the notification pages (one query key). */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false, // handled below, for both focus and visibility
  });

  // SPEC §4: refreshed on window focus and when the tab becomes visible. React Query alone only
  // watches visibility; both events fire on a tab switch, so the 2 s guard keeps it to one call.
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2000) return;
      last = Date.now();
      void refetch();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, refetch]);

  return enabled ? (query.data ?? 0) : 0;
}
