/**
 * Every address the app follows from data (a `?redirect=`, a notification's redirectUrl, the card
 * payment page the server names) goes through one of these checks, so none can take the user to
 * another site or run a `javascript:` URL.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * A path on this site, or null. '//host' and '/\host' are read by browsers as other sites, and
 * browsers strip tabs and newlines from URLs (turning '/\t/host' into '//host'), so whitespace
 * and control characters are refused anywhere in the value, as is any backslash (some browsers
 * read it as '/').
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  if (UNSAFE_CHARACTERS.test(value)) return null;
  return value;
}

/**
 * The card provider's payment page from our own API: a same-site path (the sandbox) or an
 * https:// address (Paymob). Anything else — javascript:, data:, plain http, a malformed URL —
 * is refused, so a bad answer can never run script or leave TLS.
 */
export function paymentPageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/')) return sameSitePath(value);
  if (UNSAFE_CHARACTERS.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? value : null;
  } catch {
    return null;
  }
}
