import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqCategory } from '../../../shared/constants';
import type { AdminFaq, FaqPayload } from '../../../shared/schemas/faq';
import { api } from '../../lib/api-client';
import { faqKeys } from '../faq';

export const adminFaqKeys = { all: ['admin-faqs'] as const };

// Silent: each failure gets its own SPEC §8 toast from the caller (toastFailure).
const quiet = { silent: true } as const;

export const adminFaqsQuery = queryOptions({
  queryKey: adminFaqKeys.all,
  queryFn: ({ signal }) =>
    api.get<{ items: AdminFaq[] }>('/admin/faqs', { ...quiet, signal }).then((r) => r.items),
});

export const useAdminFaqs = () => useQuery(adminFaqsQuery);

function useOnChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminFaqKeys.all });
    void queryClient.invalidateQueries({ queryKey: faqKeys.public });
  };
}

export function useSaveFaq() {
  const changed = useOnChange();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqPayload }) =>
      id
        ? api.put<AdminFaq>(`/admin/faqs/${encodeURIComponent(id)}`, input, quiet)
        : api.post<AdminFaq>('/admin/faqs', input, quiet),
    onSuccess: changed,
  });
}

export function useDeleteFaq() {
  const changed = useOnChange();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/faqs/${encodeURIComponent(id)}`, quiet),
    onSuccess: changed,
  });
}

/** The whole category in its new order; the answer is the full list, put straight in the cache. */
export function useReorderFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, ids }: { category: FaqCategory; ids: string[] }) =>
      api
        .put<{ items: AdminFaq[] }>('/admin/faqs/order', { category, ids }, quiet)
        .then((r) => r.items),
    onSuccess: (items) => {
      queryClient.setQueryData(adminFaqKeys.all, items);
      void queryClient.invalidateQueries({ queryKey: faqKeys.public });
    },
  });
}
