import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderSummary } from '../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/errors';

export const ordersQueryKey = ['orders'] as const;
export const ORDERS_PAGE_SIZE = 10;

export interface OrderList {
  items: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const ordersListQuery = (page: number, pageSize = ORDERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', page, pageSize] as const,
    queryFn: ({ signal }) =>
      api.get<OrderList>('/orders', { signal, silent: true, query: { page, pageSize } }),
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<OrderDetail>(`/orders/${id}`, { signal, silent: true }),
    // A 404 (unknown or someone else's order) will not change by asking again.
    retry: retryUnlessNotFound,
  });

/** GET /api/orders (newest first): one page of the customer's orders. */
export const useOrders = (page: number) =>
  useQuery({ ...ordersListQuery(page), placeholderData: keepPreviousData });

/** GET /api/orders/:id; another customer's order answers 404. */
export const useOrder = (id: string | undefined) =>
  useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
