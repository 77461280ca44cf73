import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessDetails, BusinessDetails } from '../../../shared/schemas/invoices';
import { api } from '../../lib/api-client';

/** The seller printed on invoices (decision 045): its own key and endpoint. */
export const businessDetailsKey = ['admin-settings', 'business-details'] as const;
const URL = '/admin/settings/business-details';
const quiet = { silent: true } as const;

export const useBusinessDetails = () =>
  useQuery({
    queryKey: businessDetailsKey,
    queryFn: ({ signal }) => api.get<AdminBusinessDetails>(URL, { ...quiet, signal }),
  });

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessDetails) => api.put<AdminBusinessDetails>(URL, input, quiet),
    onSuccess: (saved) => queryClient.setQueryData(businessDetailsKey, saved),
  });
}
