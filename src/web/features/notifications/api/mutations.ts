import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationChange } from '../../../../shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { setUnread, snapshotLists, updateLists } from './cache';
import { unreadCountQueryKey } from './unread-count';

const quiet = { silent: true } as const;
const path = (id: string) => `/notifications/${encodeURIComponent(id)}`;

/**
 * Shared shape of the four changes (SPEC §4): applied to the cache first, the server's count
 * taken when it answers; a failure is only logged (SPEC §8), the lists go back as they were and
 * the count is fetched again.
 */
function useChange<Input>(
  name: string,
  call: (input: Input) => Promise<NotificationChange>,
  apply: (input: Input, queryClient: ReturnType<typeof useQueryClient>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', name],
    mutationFn: call,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      const restore = snapshotLists(queryClient);
      apply(input, queryClient);
      return { restore };
    },
    onSuccess: (answer) => setUnread(queryClient, answer.unreadCount),
    onError: (error, _input, context) => {
      console.warn(`Notification ${name} failed`, error);
      context?.restore();
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    },
  });
}

const now = () => new Date().toISOString();
const markRead = (n: Notification): Notification =>
  n.isRead ? n : { ...n, isRead: true, readAtUtc: now() };

export function useMarkRead() {
  return useChange(
    'read',
    (n: Notification) => api.put<NotificationChange>(`${path(n.id)}/read`, undefined, quiet),
    (n, queryClient) => {
      if (!n.isRead) setUnread(queryClient, (count) => count - 1);
      updateLists(queryClient, (items) => items.map((i) => (i.id === n.id ? markRead(i) : i)));
    },
  );
}

export function useMarkAllRead() {
  return useChange(
    'read-all',
    () => api.put<NotificationChange>('/notifications/read-all', undefined, quiet),
    (_input: undefined, queryClient) => {
      setUnread(queryClient, 0);
      updateLists(queryClient, (items) => items.map(markRead));
    },
  );
}

export function useDeleteNotification() {
  return useChange(
    'delete',
    (n: Notification) => api.delete<NotificationChange>(path(n.id), quiet),
    (n, queryClient) => {
      // Deleting an unread one lowers the count, never below 0 (SPEC §4).
      if (!n.isRead) setUnread(queryClient, (count) => count - 1);
      updateLists(queryClient, (items) => items.filter((i) => i.id !== n.id));
    },
  );
}

export function useDeleteAll() {
  return useChange(
    'delete-all',
    () => api.delete<NotificationChange>('/notifications/all', quiet),
    (_input: undefined, queryClient) => {
      setUnread(queryClient, 0);
      updateLists(queryClient, () => []);
    },
  );
}
