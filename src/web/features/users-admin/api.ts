import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../shared/constants';
import type {
  AdminUserDetail,
  AdminUserSummary,
  USER_CONFIRMATION_FILTERS,
  USER_STATUS_FILTERS,
} from '../../../shared/schemas/users-admin';
import { adminListQuery } from '../../components/admin/admin-list-query';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';

/** Filters of the admin users list; '' means "any". */
export interface AdminUserFilters {
  search: string;
  role: '' | Role;
  confirmed: '' | (typeof USER_CONFIRMATION_FILTERS)[number];
  status: '' | (typeof USER_STATUS_FILTERS)[number];
  page: number;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (filters: AdminUserFilters) => ['admin-users', 'list', filters] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};

// Calls are silent: each failure gets its own SPEC §8 toast from the caller.
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const adminUsersQuery = (filters: AdminUserFilters) =>
  adminListQuery<AdminUserSummary>(adminUserKeys.list(filters), '/admin/users', filters);

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(path(id), { ...quiet, signal }),
    retry: retryUnlessNotFound,
  });

export const useAdminUsers = (filters: AdminUserFilters) => useQuery(adminUsersQuery(filters));
export const useAdminUser = (id: string) => useQuery(adminUserQuery(id));

/** Role change or disable/enable; the answer is the updated user. */
export function useUserChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { role: Role } | { disabled: boolean }) =>
      'role' in change
        ? api.put<AdminUserDetail>(`${path(id)}/role`, change, quiet)
        : api.put<AdminUserDetail>(`${path(id)}/disabled`, change, quiet),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.detail(id), user);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
    },
  });
}
