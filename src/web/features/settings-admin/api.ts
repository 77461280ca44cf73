import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminSettings,
  paymentSettingsInputSchema,
  shippingSettingsInputSchema,
  vatSettingsInputSchema,
} from '../../../shared/schemas/settings-admin';
import { api } from '../../lib/api-client';
import { shippingEstimateKeys } from '../shipping/api/estimate';

export type ShippingInput = z.output<typeof shippingSettingsInputSchema>;
export type VatInput = z.output<typeof vatSettingsInputSchema>;
type PaymentInput = z.output<typeof paymentSettingsInputSchema>;

export const adminSettingsKey = ['admin-settings'] as const;
const quiet = { silent: true } as const;

export const useAdminSettings = () =>
  useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => api.get<AdminSettings>('/admin/settings', { ...quiet, signal }),
  });

/** PUT payment, shipping or VAT; the answer is the whole settings object. */
function useSaveSettings<T>(section: 'payment' | 'shipping' | 'vat') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api.put<AdminSettings>(`/admin/settings/${section}`, input, quiet),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKey, settings);
      // The storefront's cached copies (checkout's card switch, shipping fee) go stale.
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      // The fallback rule's days are part of the product page's delivery estimate.
      if (section === 'shipping') {
        void queryClient.invalidateQueries({ queryKey: shippingEstimateKeys.all });
      }
    },
  });
}

export const useSavePaymentSettings = () => useSaveSettings<PaymentInput>('payment');
export const useSaveShippingSettings = () => useSaveSettings<ShippingInput>('shipping');
export const useSaveVatSettings = () => useSaveSettings<VatInput>('vat');
