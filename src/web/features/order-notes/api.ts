import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerOrderMessages,
  OrderNoteInput,
  OrderNoteList,
} from '../../../shared/schemas/order-notes';
import { api } from '../../lib/api-client';

/** Staff notes and messages to the customer (decision 046). */
const adminKey = (orderId: string) => ['admin-order-notes', orderId] as const;
const customerKey = (orderId: string) => ['orders', 'messages', orderId] as const;
const quiet = { silent: true } as const;

export const useAdminOrderNotes = (orderId: string) =>
  useQuery({
    queryKey: adminKey(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderNoteList>(`/admin/orders/${orderId}/notes`, { ...quiet, signal }),
  });

export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderNoteInput) =>
      api.post<OrderNoteList>(`/admin/orders/${orderId}/notes`, input, quiet),
    onSuccess: (notes) => queryClient.setQueryData(adminKey(orderId), notes),
  });
}

/** The shop's messages on the customer's own order. */
export const useOrderMessages = (orderId: string) =>
  useQuery({
    queryKey: customerKey(orderId),
    queryFn: ({ signal }) =>
      api.get<CustomerOrderMessages>(`/orders/${orderId}/notes`, { ...quiet, signal }),
  });
