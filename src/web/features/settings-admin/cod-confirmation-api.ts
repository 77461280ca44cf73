import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CodConfirmationSettings,
  codConfirmationInputSchema,
} from '../../../shared/schemas/settings-admin';
import { api } from '../../lib/api-client';

/** The cash-on-delivery confirmation threshold (decision 043): its own key and endpoint. */
export type CodConfirmationInput = z.output<typeof codConfirmationInputSchema>;

export const codConfirmationKey = ['admin-settings', 'cod-confirmation'] as const;
const URL = '/admin/settings/cod-confirmation';
const quiet = { silent: true } as const;

export const useCodConfirmationSettings = () =>
  useQuery({
    queryKey: codConfirmationKey,
    queryFn: ({ signal }) => api.get<CodConfirmationSettings>(URL, { ...quiet, signal }),
  });

export function useSaveCodConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CodConfirmationInput) =>
      api.put<CodConfirmationSettings>(URL, input, quiet),
    onSuccess: (saved) => queryClient.setQueryData(codConfirmationKey, saved),
  });
}
