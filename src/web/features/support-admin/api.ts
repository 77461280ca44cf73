import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSupportReplyInput,
  AdminSupportUpdateInput,
  SupportPriority,
  SupportSource,
  SupportStatus,
  SupportThread,
  SupportThreadSummary,
} from '../../../shared/schemas/support';
import { adminListQuery } from '../../components/admin/admin-list-query';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';

/** Filters of the admin support list; '' means "any". */
export interface AdminSupportFilters {
  q: string;
  status: '' | SupportStatus;
  priority: '' | SupportPriority;
  source: '' | SupportSource;
  page: number;
}

export const adminSupportKeys = {
  all: ['admin-support'] as const,
  lists: ['admin-support', 'list'] as const,
  list: (filters: AdminSupportFilters) => ['admin-support', 'list', filters] as const,
  thread: (id: string) => ['admin-support', 'thread', id] as const,
};

// Silent: each failure gets its own SPEC §8 toast from the caller.
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/support/threads/${encodeURIComponent(id)}`;

export const adminSupportListQuery = (filters: AdminSupportFilters) =>
  adminListQuery<SupportThreadSummary>(
    adminSupportKeys.list(filters),
    '/admin/support/threads',
    filters,
  );

export const useAdminSupportThreads = (filters: AdminSupportFilters) =>
  useQuery(adminSupportListQuery(filters));

export const useAdminSupportThread = (id: string) =>
  useQuery({
    queryKey: adminSupportKeys.thread(id),
    queryFn: ({ signal }) => api.get<SupportThread>(path(id), { ...quiet, signal }),
    retry: retryUnlessNotFound,
  });

/** Reply and change both answer the whole thread: it goes into the cache, the lists refresh. */
function useStore(id: string) {
  const queryClient = useQueryClient();
  return (thread: SupportThread) => {
    queryClient.setQueryData(adminSupportKeys.thread(id), thread);
    void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists });
  };
}

export function useAdminSupportReply(id: string) {
  const store = useStore(id);
  return useMutation({
    mutationFn: (input: AdminSupportReplyInput) =>
      api.post<SupportThread>(`${path(id)}/messages`, input, quiet),
    onSuccess: store,
  });
}

export function useAdminSupportUpdate(id: string) {
  const store = useStore(id);
  return useMutation({
    mutationFn: (input: AdminSupportUpdateInput) =>
      api.patch<SupportThread>(path(id), input, quiet),
    onSuccess: store,
  });
}
