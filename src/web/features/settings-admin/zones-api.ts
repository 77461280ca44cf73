import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminShippingZone,
  ShippingZonePayload,
} from '../../../shared/schemas/shipping-admin';
import { api } from '../../lib/api-client';
import { shippingEstimateKeys } from '../shipping/api/estimate';

export const adminShippingZonesKey = ['admin-shipping-zones'] as const;

// Silent: each failure gets its own SPEC §8 toast from the caller (toastFailure).
const quiet = { silent: true } as const;

export const useAdminShippingZones = () =>
  useQuery({
    queryKey: adminShippingZonesKey,
    queryFn: ({ signal }) =>
      api
        .get<{ items: AdminShippingZone[] }>('/admin/shipping-zones', { ...quiet, signal })
        .then((r) => r.items),
  });

function useOnChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminShippingZonesKey });
    // The product page's delivery estimate follows the zones.
    void queryClient.invalidateQueries({ queryKey: shippingEstimateKeys.all });
  };
}

export function useSaveShippingZone() {
  const changed = useOnChange();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ShippingZonePayload }) =>
      id
        ? api.put<AdminShippingZone>(
            `/admin/shipping-zones/${encodeURIComponent(id)}`,
            input,
            quiet,
          )
        : api.post<AdminShippingZone>('/admin/shipping-zones', input, quiet),
    onSuccess: changed,
  });
}

export function useDeleteShippingZone() {
  const changed = useOnChange();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/admin/shipping-zones/${encodeURIComponent(id)}`, quiet),
    onSuccess: changed,
  });
}
