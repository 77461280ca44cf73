import { ROLES } from '../../../../shared/constants';
import {
  USER_CONFIRMATION_FILTERS,
  USER_STATUS_FILTERS,
} from '../../../../shared/schemas/users-admin';
import { pageParam, pickParam, useListParams } from '../../../components/admin/use-list-params';
import type { AdminUserFilters } from '../api';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminUserFilters(params: URLSearchParams): AdminUserFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    role: pickParam(ROLES, params.get('role')),
    confirmed: pickParam(USER_CONFIRMATION_FILTERS, params.get('confirmed')),
    status: pickParam(USER_STATUS_FILTERS, params.get('status')),
    page: pageParam(params),
  };
}

const KEYS = ['search', 'role', 'confirmed', 'status', 'page'] as const;

/** The users list's search, filters and page, kept in the URL. */
export const useAdminUserParams = () => useListParams(parseAdminUserFilters, KEYS);
