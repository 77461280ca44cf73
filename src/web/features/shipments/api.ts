import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderShipments,
  CreateShipmentInput,
  OrderShipment,
} from '../../../shared/schemas/shipments';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';

/** Shipments (decision 044): the customer's tracking and the admin's shipment panel. */
export const shipmentKeys = {
  customer: (orderId: string) => ['orders', 'shipment', orderId] as const,
  admin: (orderId: string) => ['admin-orders', 'shipments', orderId] as const,
};
const quiet = { silent: true } as const;

/** GET /api/orders/:id/shipment: the customer's own order's courier and tracking. */
export const useOrderShipment = (orderId: string) =>
  useQuery({
    queryKey: shipmentKeys.customer(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderShipment>(`/orders/${encodeURIComponent(orderId)}/shipment`, {
        signal,
        silent: true,
      }),
    retry: retryUnlessNotFound,
  });

/** GET /api/admin/orders/:id/shipments. */
export const useAdminShipments = (orderId: string) =>
  useQuery({
    queryKey: shipmentKeys.admin(orderId),
    queryFn: ({ signal }) =>
      api.get<AdminOrderShipments>(`/admin/orders/${encodeURIComponent(orderId)}/shipments`, {
        signal,
        silent: true,
      }),
    retry: retryUnlessNotFound,
  });

/** Each change answers the order's shipments; the order itself changed too (its status). */
function useShipmentChange<T>(
  orderId: string,
  url: (input: T) => string,
  body: (input: T) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api.post<AdminOrderShipments>(url(input), body(input), quiet),
    onSuccess: (answer) => {
      queryClient.setQueryData(shipmentKeys.admin(orderId), answer);
      void queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export const useCreateShipment = (orderId: string) =>
  useShipmentChange<CreateShipmentInput>(
    orderId,
    () => `/admin/orders/${encodeURIComponent(orderId)}/shipments`,
    (input) => input,
  );

export type ShipmentAction = 'cancel' | 'delivered' | 'returned';

export const useShipmentAction = (orderId: string) =>
  useShipmentChange<{ shipmentId: string; action: ShipmentAction; note?: string }>(
    orderId,
    ({ shipmentId, action }) => `/admin/shipments/${encodeURIComponent(shipmentId)}/${action}`,
    ({ note }) => (note ? { note } : {}),
  );

/** The airway bill PDF, through our API (admins only). */
export const airwayBillUrl = (shipmentId: string) =>
  `/api/admin/shipments/${encodeURIComponent(shipmentId)}/airway-bill`;
