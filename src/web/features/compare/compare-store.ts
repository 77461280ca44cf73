import { useSyncExternalStore } from 'react';
// The entry reads the same key (main.tsx, decision 067).
import { betweenStarts } from '../../lib/between-starts';
import { COMPARE_STORAGE_KEY } from '../../lib/entry-marks';
import { useHydrated } from '../../lib/hydration-state';

/** As the API's MAX_COMPARE (shared/schemas/compare.ts), which would bring zod to the first load. */
export const MAX_COMPARE = 4;

/**
 * The products chosen for comparison (issue 24): ids only, in the order chosen, kept in local
 * storage so the list survives a reload and is shared by the visitor's tabs. Small on purpose:
 * the toggle on every product card is on the home page's first load (decision 019's budget).
 */
const NONE: string[] = [];
let ids: string[] | undefined;
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id) => typeof id === 'string').slice(0, MAX_COMPARE)
      : NONE;
  } catch {
    return NONE; // storage off or a broken value: an empty list
  }
}

export const compareIds = (): string[] => (ids ??= read());

export function setCompareIds(next: string[]): void {
  ids = next;
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the list lives as long as the page does.
  }
  for (const listener of listeners) listener();
  otherStart?.send(next);
}

// The page's two starts (decision 080: the islands and the app) each have a copy of this store;
// a change made by one is the other's at once (local storage tells other tabs, not this one).
const otherStart =
  typeof window === 'undefined'
    ? undefined
    : betweenStarts<string[]>('greenvolt:compare', (shared) => {
        ids = shared;
        for (const listener of listeners) listener();
      });

/** Adds or removes a product; 'full' (nothing changed) when four are chosen already. */
export function toggleCompare(id: string): 'added' | 'removed' | 'full' {
  const list = compareIds();
  if (list.includes(id)) {
    setCompareIds(list.filter((other) => other !== id));
    return 'removed';
  }
  if (list.length >= MAX_COMPARE) return 'full';
  setCompareIds([...list, id]);
  return 'added';
}

function subscribe(listener: () => void): () => void {
  // Another tab changed the list: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
    ids = undefined;
    listener();
  };
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` on every change of the list (this start's, the other start's, another tab's). */
export const onCompareChange = subscribe;

/**
 * The chosen ids; none on the server and while hydrating (the HTML is the same for everyone). The
 * hydrated flag, not only the server snapshot: Preact's compat (the islands, decision 080) has no
 * server snapshot, and an island hydrated after the others (when it comes near the screen) would
 * render a product already chosen as pressed over the server's unpressed button, an attribute
 * Preact's hydration leaves as it is.
 */
export function useCompareIds(): string[] {
  const hydrated = useHydrated();
  const chosen = useSyncExternalStore(subscribe, compareIds, () => NONE);
  return hydrated ? chosen : NONE;
}
