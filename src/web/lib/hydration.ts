import { useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

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
    neverChanges,
    () => true,
    () => false,
  );
}

/** What the visitor has typed into the page's field with this id, if it is a text field. */
function fieldText(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : undefined;
}

/**
 * Gives back the text a visitor typed into a server-rendered field (found by its id) before the
 * app started: hydration puts the field back to the value the server rendered (it must match the
 * HTML), so a fast typist on a slow phone would lose what they typed. Read while hydrating, handed
 * to `keep` once hydrated; nothing happens on a page the app rendered itself.
 */
export function useTypedBeforeHydration(id: string, keep: (typed: string) => void): void {
  const hydrated = useHydrated();
  const [typed] = useState(() => (hydrated ? undefined : fieldText(id)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (typed) keep(typed);
  }, [typed]);
}
