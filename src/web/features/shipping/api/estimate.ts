import { useQuery } from '@tanstack/react-query';
import type { ShippingEstimate } from '../../../../shared/schemas/shipping';
import { api } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { useSession } from '../../auth/api/session';

/** Every visitor's estimate; the admin's zone and shipping changes invalidate them all. */
export const shippingEstimateKeys = { all: ['shipping-estimate'] as const };

/**
 * The delivery estimate for this visitor: the server names a signed-in customer's governorate
 * (their last order's), so the answer is keyed by the account and asked for once the session is
 * known, after hydration (a server-rendered page is the same for everyone).
 */
export function useShippingEstimate() {
  const hydrated = useHydrated();
  const session = useSession();
  const query = useQuery({
    queryKey: [...shippingEstimateKeys.all, session.user?.id ?? 'guest'],
    queryFn: ({ signal }) =>
      api.get<ShippingEstimate>('/shipping/estimate', { signal, silent: true }),
    enabled: hydrated && !session.isPending,
    staleTime: 5 * 60_000,
    // A hint, not a blocker: a failure just leaves it out.
    retry: false,
  });
  return hydrated ? query.data : undefined;
}
