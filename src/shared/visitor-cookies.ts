// Cookies the browser can read that say a visitor has something of their own for a page to show:
// a server-rendered storefront page starts the app at once for them and on the first input for
// anyone else (docs/decisions/067-start-on-demand.md), and the one naming the page's language.
// They carry no secret.

/** The readable twin of the session cookies (DESIGN §4). */
export const LOGGED_IN_COOKIE = 'logged_in';
/** The readable twin of the httpOnly guest cart cookie: a guest's cart has a count to show. */
export const GUEST_CART_MARK_COOKIE = 'guest_cart_mark';
/**
 * The cookie naming the visitor's language, written by the app and by the server (`?lng=`): the
 * language a server-rendered page is in, and the one the browser reads before its storages.
 */
export const LANGUAGE_COOKIE = 'i18next';
