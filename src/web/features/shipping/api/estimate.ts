import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingEstimate } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { useSession } from '../../auth/api/session';

/** Every visitor's estimate; the admin's zone and shipping changes invalidate them all. */
export const shippingEstimateKeys = { all: ['shipping-estimate'] as const };

const estimateOf = (who: string) =>
  queryOptions({
    queryKey: [...shippingEstimateKeys.all, who],
    queryFn: ({ signal }) =>
      api.get<ShippingEstimate>('/shipping/estimate', { signal, silent: true }),
    staleTime: 5 * 60_000,
    // A hint, not a blocker: a failure just leaves it out.
    retry: false,
  });

/** Anyone's estimate (no governorate): what the server renders into a product page. */
export const guestEstimateQuery = estimateOf('guest');

/**
 * The delivery estimate for this visitor: the server names a signed-in customer's governorate
 * (their last order's), so the answer is keyed by the account and asked for once the session is
 * known, after hydration. Until then, and while a customer's own is on its way, the guest's
 * estimate that came with the page (route-loaders.ts) stands: it is true for everyone, and a
 * guest's page shows it before the app starts (decision 067).
 */
export function useShippingEstimate() {
  const hydrated = useHydrated();
  const session = useSession();
  const queryClient = useQueryClient();
  const guest = () => queryClient.getQueryData(guestEstimateQuery.queryKey);
  const query = useQuery({
    ...estimateOf(session.user?.id ?? 'guest'),
    enabled: hydrated && !session.isPending,
    placeholderData: guest,
  });
  return hydrated ? query.data : guest();
}
