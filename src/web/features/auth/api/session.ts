import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_PAGE_REFRESH_RETRIES, ROLES, type Role } from '../../../../shared/constants';
import { isStaff } from '../../../../shared/roles';
import type { SessionUser } from '../../../../shared/schemas/auth';
import { api, refreshSession } from '../../../lib/api-client';
import { LOGGED_IN_FLAG } from '../../../lib/entry-marks';
import { isApiError } from '../../../lib/errors';
import {
  clearLoggedInMarker,
  hasLoggedInMarker,
  markLoggedIn,
} from '../../../lib/logged-in-marker';
import {
  cartQueryKey,
  notificationsQueryKey,
  paymentSettingsQueryKey,
  sessionQueryKey,
} from '../../../lib/query-keys';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

// The logged-in marker is read, set and cleared in lib/logged-in-marker.ts, with the entry.
export { LOGGED_IN_FLAG, sessionQueryKey };

export type RawUser = Omit<SessionUser, 'role'> & { role?: string; roles?: string[] };

/** SPEC §3: role comes from role, else the first of roles, default customer. */
export function normalizeUser(raw: RawUser): SessionUser {
  const candidate = (raw.role ?? raw.roles?.[0] ?? 'customer').toLowerCase();
  const role: Role = (ROLES as readonly string[]).includes(candidate)
    ? (candidate as Role)
    : 'customer';
  return {
    id: raw.id,
    email: raw.email,
    firstName: raw.firstName,
    lastName: raw.lastName,
    phone: raw.phone ?? null,
    role,
  };
}

/** Returning from the card provider: cookies may arrive late, so be more patient there. */
const isPaymentPath = () =>
  typeof window !== 'undefined' && window.location.pathname.includes('/payment/');

export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!hasLoggedInMarker()) return null;
  const onPaymentPage = isPaymentPath();
  // The api client already refreshes once when the logged_in cookie is there; on payment pages
  // we also try ourselves (SPEC §4: at most 2 times), whether or not the cookie is readable.
  const extraAttempts = onPaymentPage ? PAYMENT_PAGE_REFRESH_RETRIES : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const raw = await api.get<RawUser>('/auth/me', { signal, silent: true });
      return normalizeUser(raw);
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
      if (attempt < extraAttempts && (await refreshSession())) continue;
      if (!onPaymentPage) clearLoggedInMarker();
      return null;
    }
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useSession() {
  const query = useVisitorQuery(sessionQuery);
  const user = query.data ?? null;
  return {
    user,
    isPending: query.isPending,
    error: query.error,
    isAuthenticated: user !== null,
    /** Staff of any role: the admin area is theirs (decision 048). */
    isAdmin: isStaff(user?.role),
    refetch: query.refetch,
  };
}

/** Forgets everything tied to the user: their data must not outlive the session in the cache. */
export function clearSessionData(queryClient: QueryClient): void {
  clearLoggedInMarker();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.setQueryData(cartQueryKey, { items: [] });
  queryClient.removeQueries({ queryKey: notificationsQueryKey });
  queryClient.removeQueries({ queryKey: paymentSettingsQueryKey });
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/**
 * Ends the session on the server, then here, even when the call fails (SPEC §4). `beforeClear`
 * runs in between: leaving a protected page BEFORE the user disappears keeps its guard from
 * bouncing to /login while we are on our way elsewhere.
 */
export async function endSession(
  queryClient: QueryClient,
  beforeClear?: () => unknown,
): Promise<void> {
  await api.post<unknown>('/auth/logout', undefined, { silent: true }).catch(() => undefined);
  clearLoggedInMarker();
  await beforeClear?.();
  clearSessionData(queryClient);
}

/**
 * Logout: clears user, cart count and marker whatever the server says, and goes to / (SPEC §4).
 * `logout(onDone)` never fails (endSession swallows the server's answer). A plain state rather than
 * useMutation: the logout button is in every page's header, and useMutation's code (1.8 KB) would
 * be on the storefront's first load for it alone (issue 9).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = useCallback(
    async (onDone?: () => void) => {
      setPending(true);
      try {
        // flushSync: the router commits navigations in a transition, which would leave the old
        // page (and its guard) on screen when the user disappears a moment later.
        await endSession(queryClient, () => navigate('/', { flushSync: true }));
      } finally {
        setPending(false);
        onDone?.();
      }
    },
    [queryClient, navigate],
  );
  return { isPending, logout };
}

/** A successful login: the marker first (fetchSession needs it), then the user for the header. */
export function startSession(queryClient: QueryClient, raw: RawUser): SessionUser {
  markLoggedIn();
  const user = normalizeUser(raw);
  queryClient.setQueryData(sessionQueryKey, user);
  // The guest's cart and any stale per-user data belong to nobody now.
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  queryClient.removeQueries({ queryKey: notificationsQueryKey });
  return user;
}
