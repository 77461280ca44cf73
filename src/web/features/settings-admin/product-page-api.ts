import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductPageSettings,
  ProductPageSettingsInput,
} from '../../../shared/schemas/settings-admin';
import { api } from '../../lib/api-client';

/** The product page's stock hint and trust lines (issue 24, decision 060): their own key. */
export const productPageSettingsKey = ['admin-settings', 'product-page'] as const;
const URL = '/admin/settings/product-page';
const quiet = { silent: true } as const;

export const useProductPageSettings = () =>
  useQuery({
    queryKey: productPageSettingsKey,
    queryFn: ({ signal }) => api.get<ProductPageSettings>(URL, { ...quiet, signal }),
  });

export function useSaveProductPageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductPageSettingsInput) =>
      api.put<ProductPageSettings>(URL, input, quiet),
    onSuccess: (saved) => queryClient.setQueryData(productPageSettingsKey, saved),
  });
}
