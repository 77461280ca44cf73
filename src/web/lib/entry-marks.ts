// Names the entry (main.tsx) reads before the app has loaded, shared with the app's modules: one
// tiny file of their own (vite.config.ts), so the entry asks for them without loading the rest.

/** The id of the script element carrying a server-rendered page's data (ssr-state.ts). */
export const SSR_STATE_ID = 'ssr-state';

/** The local-storage half of the logged-in marker (SPEC §4); survives cookie-less redirects. */
export const LOGGED_IN_FLAG = 'rf_logged_in';
export {
  GUEST_CART_MARK_COOKIE,
  LANGUAGE_COOKIE,
  LOGGED_IN_COOKIE,
} from '../../shared/visitor-cookies';
/** The products chosen for comparison (features/compare/compare-store.ts). */
export const COMPARE_STORAGE_KEY = 'compare';
/** Where the visitor's language is kept (lib/i18n.ts); the server sees the cookie only. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/**
 * On a button whose tap the page keeps until the app answers it (main.tsx): it shows the tap was
 * taken (index.css) until lib/hydration-early-clicks.ts makes the tap again.
 */
export const KEPT_TAP_ATTRIBUTE = 'data-tap-kept';
/**
 * The value of `data-early-click` once its button answers taps knowing the visitor
 * (lib/hydration-state.ts useEarlyClick): from then on the entry lets its taps through to React.
 */
export const EARLY_CLICK_READY = 'ready';
/**
 * On <html> while a choice made before the app ran (main.tsx) waits for the app to make it: what
 * follows the choice (`data-follows-choice`: a product's price, the products list) shows it is
 * being updated (index.css) until lib/hydration.ts hands the choice to its part.
 */
export const KEPT_CHOICE_ATTRIBUTE = 'data-choice-kept';
/**
 * On the element around an island (components/island.tsx, decision 080): its name among
 * islands/registry.ts. The islands' own start hydrates it with Preact before the app starts, and
 * the app leaves it to them.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props, as JSON, beside its name. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * Sent on an island's element by the app when it takes the element out of the page (a
 * navigation): the islands' start unmounts the root it hydrated there, which would otherwise stay
 * subscribed (the address, the comparison, its query cache) with nothing on screen.
 */
export const ISLAND_LEAVE_EVENT = 'greenvolt:island-leave';
/** The `<meta name=…>` naming the islands' files, their entry first (scripts/vite-islands.ts). */
export const ISLANDS_META = 'islands';
/**
 * The `<meta name=…>` naming the islands' texts file in each language ("ar:/assets/… en:…"), as
 * `app-texts` names the app's (scripts/vite-islands.ts).
 */
export const ISLANDS_TEXTS_META = 'islands-texts';
/**
 * On the language switch, a link to the page in the other language (components/language-switcher):
 * before the app runs, a tap there is that page loaded, not the app started (main.tsx); the
 * pointer resting on it, or the focus, starts the app, which then switches in place.
 */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';

/**
 * On a part of a server-rendered page that the app fills in for a signed-in visitor and that is
 * not an island (the contact form, prefilled with their name and e-mail): their page starts the
 * app after the paint, as before islands, so the part is theirs before they type in it
 * (lib/start-on-demand.ts, decision 084).
 */
export const PERSONAL_PART_ATTRIBUTE = 'data-personal';
