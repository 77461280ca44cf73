import type { MouseEvent } from 'react';

// The app's router, for links rendered outside it: an island's (decision 080: islands/router.tsx
// has no routes, only the browser's address) and a toast's. While the app runs, such a link
// navigates inside it, as a router link would; before it runs, or without it, the link is a page
// load.

type Navigate = (to: string) => void;

interface NavigationWindow {
  __appNavigate?: Navigate;
}

/** Set by the app once its router is up (app/root-shell.tsx); cleared when it goes. */
export function setAppNavigate(navigate: Navigate | undefined): void {
  (window as NavigationWindow).__appNavigate = navigate;
}

/**
 * Sent on the window each time the app's router shows another address: the islands' own router
 * (islands/router.tsx) reads the address again, so an island that outlives the page (the header's
 * menu, its links' current page) follows the app's navigations, which make no `popstate`.
 */
export const APP_LOCATION_EVENT = 'greenvolt:app-location';

/** Called by the app each time its router's location changes (app/root-shell.tsx). */
export function announceAppLocation(): void {
  window.dispatchEvent(new Event(APP_LOCATION_EVENT));
}

const appNavigate = (): Navigate | undefined => (window as NavigationWindow).__appNavigate;

/** Goes to `to` through the app's router when the app runs; a page load otherwise. */
export function navigateOutsideRouter(to: string): void {
  const navigate = appNavigate();
  if (navigate) navigate(to);
  else window.location.assign(to);
}

/**
 * A link's click: a plain one (no modifier, the main button, not already handled) goes through
 * the app's router when the app runs; otherwise the browser follows the link.
 */
export function navigateInApp(event: MouseEvent<HTMLAnchorElement>, to: string): void {
  const navigate = appNavigate();
  const plain =
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey;
  if (!navigate || !plain) return;
  event.preventDefault();
  navigate(to);
}
