import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '../../../../shared/constants';
import type {
  Category,
  ProductDetail,
  ProductList,
  ProductSummary,
} from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';

export interface ProductListParams {
  search?: string;
  category?: string;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
  featured?: boolean;
}

export const catalogKeys = {
  categories: ['categories'] as const,
  category: (slug: string) => ['categories', slug] as const,
  products: (params: ProductListParams) => ['products', 'list', params] as const,
  product: (id: string) => ['products', 'detail', id] as const,
  related: (id: string) => ['products', 'related', id] as const,
};

// Pages show these errors inline with a retry button, so the automatic toast stays off.
export const categoriesQuery = queryOptions({
  queryKey: catalogKeys.categories,
  queryFn: ({ signal }) =>
    api.get<{ items: Category[] }>('/categories', { signal, silent: true }).then((r) => r.items),
  staleTime: 5 * 60_000,
});

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.category(slug),
    queryFn: ({ signal }) =>
      api.get<Category>(`/categories/${encodeURIComponent(slug)}`, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.products(params),
    queryFn: ({ signal }) =>
      api.get<ProductList>('/products', { query: { ...params }, signal, silent: true }),
    placeholderData: keepPreviousData, // keep the grid while the next page loads
    // A list fetched as its sort or filter is picked (components/product-browser.tsx) is the one
    // the page then shows: not fetched a second time by the page's render a moment later.
    staleTime: 5_000,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, { signal, silent: true }),
  });

/** Same category first, then featured; up to 8. Secondary content: failures just hide it. */
export const relatedProductsQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.related(id),
    queryFn: ({ signal }) =>
      api
        .get<{ items: ProductSummary[] }>(`/products/${encodeURIComponent(id)}/related`, {
          signal,
          silent: true,
        })
        .then((r) => r.items),
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery);
export const useCategory = (slug: string) => useQuery(categoryQuery(slug));
export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
export const useProduct = (id: string) => useQuery(productQuery(id));
export const useRelatedProducts = (id: string, enabled = true) =>
  useQuery({ ...relatedProductsQuery(id), enabled });
