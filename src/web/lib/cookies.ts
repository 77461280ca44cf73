import { LOGGED_IN_COOKIE } from './entry-marks';

/** Reads one cookie set by the server (logged_in, XSRF-TOKEN); httpOnly cookies are invisible here by design. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** The server's readable session marker (DESIGN §4): only then may a 401 be healed by a refresh. */
export const hasLoggedInCookie = (): boolean => readCookie(LOGGED_IN_COOKIE) === '1';

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // The server sets its cookies on path '/'; a cookie without an explicit path is also cleared.
  // The Cookie Store API is asynchronous and missing in Firefox/Safari: document.cookie it is.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=; ${expired}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=; ${expired}`;
}
