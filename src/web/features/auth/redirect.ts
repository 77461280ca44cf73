import type { Role } from '../../../shared/constants';
import { isAdminPath } from '../../../shared/language';
import { isStaff } from '../../../shared/roles';
import { sameSitePath } from '../../lib/safe-url';

const AUTH_PAGES = ['/login', '/register'];

/** A `?redirect=` target we may follow: a path on this site (lib/safe-url.ts), else null. */
export const safeRedirectPath = sameSitePath;

interface FromState {
  from?: { pathname?: string; search?: string };
}

/**
 * Where a user goes after logging in (SPEC §2): admins to /admin, customers to /; either goes back
 * to the page that sent them to /login (?redirect= or the guard's state) when it is theirs to see.
 */
export function postLoginPath(role: Role, search: string, state?: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const wanted =
    safeRedirectPath(new URLSearchParams(search).get('redirect')) ??
    (from?.pathname ? safeRedirectPath(`${from.pathname}${from.search ?? ''}`) : null);
  const pathname = wanted?.split(/[?#]/)[0] ?? '';
  if (isStaff(role)) return wanted && isAdminPath(pathname) ? wanted : '/admin';
  if (!wanted || isAdminPath(pathname) || AUTH_PAGES.includes(pathname)) return '/';
  return wanted;
}

/** The login page address that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
