import { useEffect, useSyncExternalStore } from 'react';

// The "hydrated" flag every start-up runs (start.tsx, Providers, the visitor's parts). Apart from
// hydration.ts, which re-exports it, so the storefront's first load does not carry the helpers for
// text and choices made before hydration, which only the products and FAQ pages use (issue 26).

// True unless server HTML is being hydrated: a page rendered in the browser only is "hydrated" at
// once. start.tsx lowers it before `hydrateRoot`; `useHydrationEnd` raises it after the commit.
let appHydrated = true;
const listeners = new Set<() => void>();

/** Called before hydrating server HTML: visitor-dependent parts keep the server's view. */
export function beginHydration(): void {
  appHydrated = false;
}

function endHydration(): void {
  if (appHydrated) return;
  appHydrated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called once at the root (Providers): after hydration has committed, switches the visitor's parts
 * on in a task of their own, so the hydration task stays short and a tap between the two is
 * handled. A hook, not a component: an extra element beside the router would shift every `useId`
 * below it, and the ids would no longer match the server's HTML.
 */
export function useHydrationEnd(): void {
  useEffect(() => {
    const timer = setTimeout(endHydration, 0);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * False while React renders on the server and while it hydrates server-rendered HTML, true from
 * then on (and at once when the page is rendered in the browser only). Whatever depends on the
 * visitor (session, cart, favorites) waits for it, so the first client render matches the HTML
 * the server sent for every visitor (docs/decisions/030-server-rendering.md). A store, not state:
 * React answers per component, so a part that hydrates later (its code was still loading) gets
 * false while it hydrates too.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => appHydrated,
    () => false,
  );
}
