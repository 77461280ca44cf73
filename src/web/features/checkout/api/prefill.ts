import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { useAddressChoices } from '../../addresses/api/addresses';
import type { OrderList } from '../../orders/api/orders';
import { ordersQueryKey } from '../../orders/api/orders';

export type LastShipping = OrderDetail['shippingInfo'] | null;

/** The shipping info of the customer's latest order (GET /orders?pageSize=1, then the order). */
async function fetchLastShipping(signal?: AbortSignal): Promise<LastShipping> {
  const list = await api.get<OrderList>('/orders', {
    signal,
    silent: true,
    query: { page: 1, pageSize: 1 },
  });
  const last = list.items[0];
  if (!last) return null;
  const order = await api.get<OrderDetail>(`/orders/${last.id}`, { signal, silent: true });
  return order.shippingInfo;
}

/**
 * Best effort: a failure simply leaves the address empty. The address book (issue 24), which the
 * form reads before it appears, is asked for at the same time rather than after.
 */
export const useLastShipping = () => {
  useAddressChoices();
  return useQuery({
    queryKey: [...ordersQueryKey, 'last-shipping'],
    queryFn: ({ signal }) => fetchLastShipping(signal).catch(() => null),
    retry: false,
    staleTime: 5 * 60_000,
  });
};
