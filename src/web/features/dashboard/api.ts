import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '../../../shared/constants';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { api } from '../../lib/api-client';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  period: (period: DashboardPeriod) => ['admin-dashboard', period] as const,
};

// Pending payments and new orders keep arriving while the page stays open.
const REFRESH_MS = 60_000;

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.period(period),
    queryFn: ({ signal }) =>
      api.get<Dashboard>('/admin/dashboard', { silent: true, signal, query: { period } }),
    // Switching the period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQuery(period));
