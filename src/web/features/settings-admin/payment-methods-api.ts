import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, PaymentMethodsInput } from '../../../shared/schemas/settings-admin';
import { api } from '../../lib/api-client';
import { adminSettingsKey } from './api';

/** PUT /api/admin/settings/payment-methods (decision 041); the answer is the whole settings. */
export function useSavePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodsInput) =>
      api.put<AdminSettings>('/admin/settings/payment-methods', input, { silent: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKey, settings);
      // Checkout's copy of the payment settings goes stale.
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
