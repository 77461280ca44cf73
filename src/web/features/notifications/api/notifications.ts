import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../../shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { itemsOf, type ListParams, listQueryKey, setUnread } from './cache';

/**
 * GET /notifications, page by page (SPEC §7): the next page is asked for while a full page came
 * back. Each answer also carries the unread count, which updates the shared one.
 */
export function useNotificationList(params: ListParams, enabled = true) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: listQueryKey(params),
    queryFn: async ({ pageParam, signal }) => {
      try {
        const page = await api.get<NotificationsResponse>('/notifications', {
          query: { page: pageParam, pageSize: params.pageSize, isRead: params.isRead },
          signal,
          silent: true, // the list shows 'Failed to fetch notifications' with Retry itself
        });
        setUnread(queryClient, page.unreadCount);
        return page;
      } catch (error) {
        console.warn('Fetching notifications failed', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      last.notifications.length >= params.pageSize ? lastPage + 1 : undefined,
    enabled,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false, // the dropdown and pages decide (SPEC §4)
  });
  return { ...query, items: itemsOf(query.data) };
}
