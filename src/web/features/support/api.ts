import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  NewSupportThreadInput,
  SupportThread,
  SupportThreadSummary,
} from '../../../shared/schemas/support';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';
import { useSession } from '../auth/api/session';

export const SUPPORT_PAGE_SIZE = 10;

/**
 * Keys carry the user id: after logout (or another login on this browser) the pages read other
 * entries, so one customer's conversations never show for the next person.
 */
export const supportKeys = {
  all: ['support'] as const,
  lists: (userId: string) => ['support', userId, 'list'] as const,
  list: (userId: string, page: number, pageSize: number) =>
    ['support', userId, 'list', page, pageSize] as const,
  thread: (userId: string, id: string) => ['support', userId, 'thread', id] as const,
};

// Silent: each page shows its own error state or SPEC §8 toast.
const quiet = { silent: true } as const;
const threadPath = (id: string) => `/support/threads/${encodeURIComponent(id)}`;

/** GET /support/threads: the customer's own threads, most recent activity first. */
export function useSupportThreads(page: number, pageSize = SUPPORT_PAGE_SIZE) {
  const { user } = useSession();
  return useQuery({
    queryKey: supportKeys.list(user?.id ?? '', page, pageSize),
    queryFn: ({ signal }) =>
      api.get<ListOf<SupportThreadSummary>>('/support/threads', {
        ...quiet,
        signal,
        query: { page, pageSize },
      }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** GET /support/threads/:id; another customer's thread answers 404. */
export function useSupportThread(id: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: supportKeys.thread(user?.id ?? '', id),
    queryFn: ({ signal }) => api.get<SupportThread>(threadPath(id), { ...quiet, signal }),
    enabled: Boolean(user && id),
    retry: retryUnlessNotFound,
  });
}

/** Both mutations answer the whole thread: it goes straight into the cache. */
function useStoreThread() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (thread: SupportThread) => {
    const userId = user?.id ?? '';
    queryClient.setQueryData(supportKeys.thread(userId, thread.id), thread);
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists(userId) });
  };
}

export function useCreateSupportThread() {
  const store = useStoreThread();
  return useMutation({
    mutationFn: (input: NewSupportThreadInput) =>
      api.post<SupportThread>('/support/threads', input, quiet),
    onSuccess: store,
  });
}

export function useReplySupportThread(id: string) {
  const store = useStoreThread();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<SupportThread>(`${threadPath(id)}/messages`, { message }, quiet),
    onSuccess: store,
  });
}
