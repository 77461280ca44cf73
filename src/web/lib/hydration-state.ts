import { type RefObject, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_CLICK_READY, KEPT_TAP_ATTRIBUTE } from './entry-marks';

// The "hydrated" flag every start-up runs (start.tsx, Providers, the visitor's parts). Apart from
// hydration.ts, which re-exports it, so the storefront's first load does not carry the helpers for
// text and choices made before hydration, which only the products and FAQ pages use (issue 26).

// True unless server HTML is being hydrated: a page rendered in the browser only is "hydrated" at
// once. start.tsx lowers it before `hydrateRoot`; `useHydrationEnd` raises it after the commit.
let appHydrated = true;
const listeners = new Set<() => void>();
/** The button of each marked part's listener (useEarlyClick): its part goes first if tapped. */
const earlyClickButtons = new Map<() => void, RefObject<HTMLElement | null>>();
/** Whether every visitor part has re-rendered with the flag up (true unless hydrating). */
let partsOn = true;
const afterPartsOn: (() => void)[] = [];

/** Called before hydrating server HTML: visitor-dependent parts keep the server's view. */
export function beginHydration(): void {
  appHydrated = false;
  partsOn = false;
}

/**
 * A user-timing mark of a step of the app's start (`app:load`, `app:start`, `app:hydrate`,
 * `app:hydrated`): bench/main-thread.ts splits a page's main-thread work by them in its trace.
 */
export function markStep(name: string): void {
  globalThis.performance?.mark?.(`${stepsOf}:${name}`);
}

let stepsOf = 'app';

/**
 * Whose steps markStep marks: the islands' start (islands/start.tsx) has its own copy of this
 * module, and its `islands:hydrated` is not the app's (e2e/support/hydration.ts waits for that).
 */
export function markStepsAs(start: 'app' | 'islands'): void {
  stepsOf = start;
}

/** How long one task may spend re-rendering the visitor's parts before the next (ms). */
const SLICE_MS = 8;

let hydratedMarked = false;

/** A chunk that could not load (offline): the page works without being installable. */
const ignoreFailure = () => undefined;

function endHydration(): void {
  // Marked for a page rendered in the browser only too (its language was not the server's, or
  // the worker served the shell): the app has taken the page over either way, which
  // e2e/support/hydration.ts waits for.
  if (!hydratedMarked) {
    hydratedMarked = true;
    markStep('hydrated');
    // The page is the app's or its islands' now: it may be installed (decision 086).
    import('./installable').then(({ installWhenIdle }) => installWhenIdle(), ignoreFailure);
  }
  if (appHydrated) return;
  appHydrated = true;
  // Each part re-renders when its listener is called (a store update is synchronous): one call
  // after another in one task was a long task on a phone (the whole header, every card's heart
  // and compare toggle, the queries they start). `flushSync` renders each at once, so the time
  // is measured and the rest goes to the next task, with input and paints in between.
  // The part whose button holds a kept tap goes first: that tap is made again as soon as its
  // button is ready (lib/hydration-early-clicks.ts), not after every card's heart (up to half a
  // second on a phone, issue 26). The others keep their order.
  const tapped = new Set([...listeners].filter(holdsKeptTap));
  const pending = [...tapped, ...[...listeners].filter((listener) => !tapped.has(listener))];
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    while (pending.length > 0 && performance.now() < until) {
      const listener = pending.shift()!;
      if (listeners.has(listener)) flushSync(listener);
      // Its kept tap is made as this task ends, before the next slice (the replay takes the mark
      // off only then, so the set read above still holds).
      if (tapped.has(listener)) break;
    }
    if (pending.length > 0) {
      setTimeout(slice, 0);
      return;
    }
    partsOn = true;
    for (const run of afterPartsOn.splice(0)) run();
  };
  slice();
}

/**
 * Runs `hydrate` (a synchronous hydration of server HTML: Preact's, islands/start.tsx) with the
 * visitor's parts showing the server's view even when the flag is up: an island hydrated when it
 * comes near the screen, after the others. Preact's `useSyncExternalStore` has no server snapshot
 * (React's does) and its hydration does not correct attributes, so a part rendering the visitor's
 * view there would keep the server's attributes (a button never marked ready). Each part re-renders
 * with the visitor's view in its effect, which finds the flag up.
 */
export function hydrateAsServerRendered(hydrate: () => void): void {
  const flag = appHydrated;
  appHydrated = false;
  try {
    hydrate();
  } finally {
    appHydrated = flag;
  }
}

/**
 * Runs `run` once the hydrated flag is up and every visitor part has re-rendered with it (at once
 * if they have): a tap made again before then would reach a part still showing the server's view
 * (a heart that would tell a signed-in customer to log in).
 */
export function whenVisitorPartsOn(run: () => void): void {
  if (partsOn) run();
  else afterPartsOn.push(run);
}

const holdsKeptTap = (listener: () => void) =>
  earlyClickButtons.get(listener)?.current?.hasAttribute(KEPT_TAP_ATTRIBUTE) ?? false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** At most this long after the root's commit, the visitor's parts are switched on anyway (ms). */
const HYDRATION_END_TIMEOUT_MS = 2000;

/**
 * Called once at the root (Providers): after hydration has committed, switches the visitor's parts
 * on in tasks of their own, so the hydration task stays short and a tap between the two is
 * handled. Not before the browser is idle: the header and the page hydrate after the root, in
 * slices (main-layout.tsx), and a part that hydrates after the flag is up re-renders at once
 * inside its hydration's commit, all its visitor's parts in one long task; once they are all
 * hydrated, the flag re-renders them in slices (endHydration). A browser without idle callbacks
 * (Safari) gets the next task, as before. A hook, not a component: an extra element beside the
 * router would shift every `useId` below it, and the ids would no longer match the server's HTML.
 */
export function useHydrationEnd(): void {
  useEffect(endHydrationWhenIdle, []);
}

/**
 * What useHydrationEnd does, for a start that has no root of its own to call it from (the islands'
 * start, islands/start.tsx): the flag goes up once the browser is idle. Returns a cancel function.
 */
export function endHydrationWhenIdle(): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(endHydration, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(endHydration, { timeout: HYDRATION_END_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
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

/**
 * The mark of a button whose tap main.tsx keeps until the app can answer it knowing the visitor
 * (Add to cart, a heart, a compare toggle): empty in the server's HTML and while the button
 * hydrates, `ready` from its first render with the hydrated flag up. A kept tap is made again
 * only then, and at once then (lib/hydration-early-clicks.ts): a part loaded after the first
 * render (the home's products) may hydrate after the other parts are on, and a tap made again on
 * its server HTML would do nothing. Spread on the button itself: by its `ref` the flag switches on
 * first the part whose button holds a kept tap.
 */
export function useEarlyClick(): {
  'data-early-click': string;
  ref: RefObject<HTMLButtonElement | null>;
} {
  const ref = useRef<HTMLButtonElement>(null);
  const subscribeWithButton = useCallback((listener: () => void) => {
    earlyClickButtons.set(listener, ref);
    const unsubscribe = subscribe(listener);
    return () => {
      earlyClickButtons.delete(listener);
      unsubscribe();
    };
  }, []);
  const hydrated = useSyncExternalStore(
    subscribeWithButton,
    () => appHydrated,
    () => false,
  );
  return { 'data-early-click': hydrated ? EARLY_CLICK_READY : '', ref };
}
