// Taps on the server's HTML before the app answers them (issue 26, decision 067). main.tsx keeps
// every tap on a button from the first paint until start.tsx hands the page to React, and taps on
// buttons marked `data-early-click` (whose answer depends on the visitor) until that button is
// ready. A kept tap on a marked button is made again as soon as the button is ready; the others
// once the visitor's parts are all on. From the hand-over on, React answers every other tap
// itself: one on a part not yet hydrated hydrates that part at once and is then handled
// (docs/decisions/032-page-hydrates-apart.md).

import { EARLY_CLICK_READY, KEPT_CHOICE_ATTRIBUTE, KEPT_TAP_ATTRIBUTE } from './entry-marks';

/** What main.tsx keeps, on `window.__earlyClicks`. */
export interface EarlyClicks {
  clicks: Element[];
  /**
   * 'page': nothing listens yet, every button's tap is kept; 'react': React listens, only
   * `data-early-click` taps are kept; 'done': none.
   */
  phase: 'page' | 'react' | 'done';
  /**
   * Taps on an island's button before it answers them (decision 080): the islands' start makes
   * them again (islands/start.tsx), not the app. 'on' once the islands have started, 'off' if
   * they could not (the app then hydrates the islands too, and their taps join `clicks`).
   */
  islandClicks: Element[];
  islands: 'pending' | 'on' | 'off';
}

export const earlyClicks = () => (window as { __earlyClicks?: EarlyClicks }).__earlyClicks;

/** Called just before React starts listening: from then on only `data-early-click` taps are kept. */
export function handOverClicks(): void {
  const early = earlyClicks();
  if (early && early.phase === 'page') early.phase = 'react';
}

/** Stops keeping taps (the visitor's parts are on) and gives back those kept, each once. */
export function takeEarlyClicks(): Element[] {
  const early = earlyClicks();
  if (!early) return [];
  early.phase = 'done';
  return early.clicks.splice(0);
}

/**
 * How long a kept tap waits for its button to be ready: hydrated with the visitor's parts on (a
 * part whose code is still on its way) and enabled (a heart waits for the session).
 */
const READY_WAIT_MS = 5000;
const RETRY_MS = 50;

/**
 * What follows a choice kept before the app ran stops showing that it waits: at once on a page
 * rendered afresh (the server's fields and their picks are gone), else after the time a kept tap
 * may wait (the parts that take their picks, lib/hydration.ts, take the mark off first; this is
 * for a pick no part takes).
 */
export function settleKeptChoices(afresh: boolean): void {
  const settle = () => document.documentElement.removeAttribute(KEPT_CHOICE_ATTRIBUTE);
  if (afresh) settle();
  else setTimeout(settle, READY_WAIT_MS);
}

const notReady = (element: HTMLElement) =>
  (element instanceof HTMLButtonElement && element.disabled) ||
  (isMarked(element) && element.dataset.earlyClick !== EARLY_CLICK_READY);

const isMarked = (element: Element) => element.hasAttribute('data-early-click');

/**
 * The taps a start makes again (the app's, or the islands' on their buttons), and whether it
 * still makes them as their buttons turn ready. The app's: until it takes the rest at once, its
 * visitor's parts all on. The islands': for as long as they run, since an island hydrated when it
 * comes near the screen (islands/when-near.ts) turns its buttons ready after they have taken the
 * rest, and a tap kept on it in between (main.tsx) is theirs.
 */
function keptFor(early: EarlyClicks, start: 'app' | 'islands') {
  return start === 'app'
    ? { clicks: early.clicks, open: () => early.phase === 'react' }
    : { clicks: early.islandClicks, open: () => early.islands !== 'off' };
}

/**
 * From the hand-over until the visitor's parts are all on (the returned function stops it): a
 * kept tap on a marked button is made again as soon as that button is ready, in the order the
 * taps were made, instead of after every part has re-rendered (70-280 ms more on a phone, issue
 * 26; on the islands' products page, a card's heart and compare toggle each re-render too). Its
 * answer depends only on what that button knows: the tap made on a ready button would be answered
 * the same way (main.tsx lets it through). A tap on an unmarked button, and any made after it,
 * still waits for the visitor's parts (replayClicks). `start`: whose kept taps, the app's (from
 * its hand-over) or the islands' (from their hydration on, islands/start.tsx).
 */
export function replayMarkedClicksWhenReady(
  root: Element,
  start: 'app' | 'islands' = 'app',
): () => void {
  const early = earlyClicks();
  if (!early) return () => undefined;
  const kept = keptFor(early, start);
  const replayReady = () => {
    while (kept.open() && kept.clicks.length > 0) {
      const element = kept.clicks[0];
      if (element instanceof HTMLElement && element.isConnected) {
        if (!isMarked(element) || notReady(element)) return;
        answered(element);
        kept.clicks.shift();
        element.click();
      } else kept.clicks.shift();
    }
  };
  // A button turns ready (or enabled) in a re-render's commit; the observer is called once that
  // task's script has ended, outside React's work, and the tap is made then: the flag's slice
  // ends with that part (lib/hydration-state.ts), so nothing else comes first.
  const observer = new MutationObserver(replayReady);
  observer.observe(root, { subtree: true, attributeFilter: ['data-early-click', 'disabled'] });
  return () => observer.disconnect();
}

/**
 * Makes the kept taps again, in order, on the same elements (hydration keeps the server's nodes).
 * One whose element is gone (the page was rendered again in another language) is dropped; one
 * whose button is not ready yet is made once it is, or after a few seconds unless it is disabled
 * then, as a tap on it would be.
 */
export function replayClicks(clicks: Element[], waited = 0): void {
  const pending = [...clicks];
  while (pending.length > 0) {
    const element = pending[0];
    if (!(element instanceof HTMLElement) || !element.isConnected) {
      pending.shift();
      continue;
    }
    if (notReady(element) && waited < READY_WAIT_MS) {
      setTimeout(() => replayClicks(pending, waited + RETRY_MS), RETRY_MS);
      return;
    }
    pending.shift();
    waited = 0;
    answered(element);
    if (!(element instanceof HTMLButtonElement && element.disabled)) element.click();
  }
}

/**
 * Takes off the marks main.tsx put on a kept tap's button (taken, busy): from here the app shows
 * its own progress, or nothing if the tap is dropped.
 */
function answered(element: Element): void {
  if (!element.hasAttribute(KEPT_TAP_ATTRIBUTE)) return;
  element.removeAttribute(KEPT_TAP_ATTRIBUTE);
  element.removeAttribute('aria-busy');
}
