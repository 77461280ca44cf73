import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders on the server and while it hydrates server-rendered HTML, true from
 * then on (and at once when the page is rendered in the browser only). Whatever depends on the
 * visitor (session, cart, favorites) waits for it, so the first client render matches the HTML
 * the server sent for every visitor (docs/decisions/030-server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
