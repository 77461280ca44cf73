import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InventorySettings,
  InventorySettingsInput,
  StockHistory,
} from '../../../shared/schemas/stock-alerts';
import { api } from '../../lib/api-client';

const quiet = { silent: true } as const;

export const stockHistoryKeys = {
  all: ['admin-stock-history'] as const,
  page: (productId: string, variantId: string | null, page: number) =>
    ['admin-stock-history', productId, variantId ?? 'all', page] as const,
};

/** GET /admin/products/:id/stock-history: one page, newest first (one variant's, if given). */
export function useStockHistory(productId: string, variantId: string | null, page: number) {
  return useQuery({
    queryKey: stockHistoryKeys.page(productId, variantId, page),
    queryFn: ({ signal }) =>
      api.get<StockHistory>(`/admin/products/${productId}/stock-history`, {
        ...quiet,
        signal,
        query: { page, pageSize: 20, variantId: variantId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export const inventorySettingsKey = ['admin-settings', 'inventory'] as const;
const SETTINGS_URL = '/admin/stock/settings';

/** GET /admin/stock/settings: the default low-stock threshold. */
export const useInventorySettings = () =>
  useQuery({
    queryKey: inventorySettingsKey,
    queryFn: ({ signal }) => api.get<InventorySettings>(SETTINGS_URL, { ...quiet, signal }),
  });

export function useSaveInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InventorySettingsInput) =>
      api.put<InventorySettings>(SETTINGS_URL, input, quiet),
    onSuccess: (saved) => {
      queryClient.setQueryData(inventorySettingsKey, saved);
      // The dashboard's low-stock list follows the default.
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}
