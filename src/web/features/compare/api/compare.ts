import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompareList, CompareProduct } from '../../../../shared/schemas/compare';
import { api } from '../../../lib/api-client';

/** GET /api/products/compare: the chosen products, in their order; hidden ones left out. */
export function useCompareProducts(ids: string[]) {
  return useQuery<CompareProduct[]>({
    queryKey: ['products', 'compare', ids],
    queryFn: ({ signal }) =>
      api
        .get<CompareList>('/products/compare', {
          query: { ids: ids.join(',') },
          signal,
          silent: true,
        })
        .then((r) => r.items),
    enabled: ids.length > 0,
    // Taking a product off keeps the table on screen while the shorter list loads.
    placeholderData: keepPreviousData,
  });
}
