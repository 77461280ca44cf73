import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderConfirmation } from '../../../../shared/schemas/cash-on-delivery';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/errors';

/**
 * The confirmation link of a cash order's 'placed' mail (decision 043): what its order is now,
 * and the one request that confirms it. Works signed out: the token is the proof.
 */
const key = (token: string) => ['order-confirmation', token] as const;
const url = (token: string) => `/order-confirmations/${encodeURIComponent(token)}`;

export const useOrderConfirmation = (token: string | null) =>
  useQuery({
    queryKey: key(token ?? ''),
    queryFn: ({ signal }) => api.get<OrderConfirmation>(url(token!), { silent: true, signal }),
    enabled: Boolean(token),
    retry: retryUnlessNotFound,
  });

export function useConfirmOrderByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OrderConfirmation>(url(token), undefined, { silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key(token), answer);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    // Used before, or cancelled meanwhile: the state says which.
    onError: () => void queryClient.invalidateQueries({ queryKey: key(token) }),
  });
}
