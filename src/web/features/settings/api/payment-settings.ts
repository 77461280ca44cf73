import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import { api } from '../../../lib/api-client';
import { paymentSettingsQueryKey } from '../../../lib/query-keys';

/** What checkout assumes when the settings cannot be read: card payment off (SPEC §7). */
export const PAYMENT_SETTINGS_FALLBACK: PaymentSettings = {
  paymobEnabled: false,
  paymobStatus: 'Disabled',
  updatedAt: null,
};

/**
 * Card-payment switch. Loaded only for authenticated users (SPEC §6): the caller passes whether the
 * visitor is signed in. On failure card payment counts as disabled and the error is kept for the
 * page to show ('Failed to load payment settings').
 */
export function usePaymentSettings(isAuthenticated: boolean) {
  const query = useQuery({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) =>
      api.get<PaymentSettings>('/settings/payment', { signal, silent: true }),
    enabled: isAuthenticated,
    staleTime: 60_000,
  });
  return {
    settings: query.data ?? PAYMENT_SETTINGS_FALLBACK,
    isLoading: isAuthenticated && query.isPending,
    error: query.error,
  };
}
