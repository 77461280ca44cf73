import { deleteCookie, hasLoggedInCookie } from './cookies';
import { LOGGED_IN_COOKIE, LOGGED_IN_FLAG } from './entry-marks';

// The logged-in marker (SPEC §4): the server's readable cookie, and a local-storage flag that
// survives cookie-less redirects. Read by the entry (main.tsx starts a signed-in visitor's page at
// once, lib/start-on-demand.ts) and by the session (features/auth/api/session.ts): one reading.

/** A value kept in the browser's storage, or null where storage is off (privacy mode). */
export function storedValue(
  storage: 'localStorage' | 'sessionStorage',
  key: string,
): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

export const hasLoggedInMarker = (): boolean =>
  hasLoggedInCookie() || Boolean(storedValue('localStorage', LOGGED_IN_FLAG));

/** Called by the login flow on success. */
export function markLoggedIn(): void {
  try {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
  } catch {
    // without storage the server cookie alone carries the marker
  }
}

export function clearLoggedInMarker(): void {
  try {
    localStorage.removeItem(LOGGED_IN_FLAG);
  } catch {
    // nothing stored then
  }
  deleteCookie(LOGGED_IN_COOKIE);
}
