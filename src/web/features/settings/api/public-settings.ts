import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../shared/schemas/site';
import { api } from '../../../lib/api-client';

export type DemoAccounts = PublicSettings['demoAccounts'];

/** GET /settings/public: what a guest may know about the shop's set-up (demo accounts for now). */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  // Silent: without it the login page simply offers no demo accounts.
  queryFn: ({ signal }) => api.get<PublicSettings>('/settings/public', { signal, silent: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
