import { ISLAND_ATTRIBUTE, ISLAND_LEAVE_EVENT } from '../lib/entry-marks';

// Decision 080: on the first input the islands' start hydrates the islands on or near the screen
// and the one tapped; the others hydrate later, each once: when it comes near the screen, or, for
// one whose view is the server's for every visitor the islands start for (a card's buttons,
// islands/registry.ts), only when the visitor presses or focuses something inside it
// (bench/README.md, session 40).

/** How far beyond the screen, above and below, an island counts as near: half a screen. */
const AHEAD = 0.5;

/** An island's element is `display: contents` (components/island.tsx): its first child's box stands for it. */
const boxOf = (element: Element): Element => element.firstElementChild ?? element;

/** Whether an island is on the screen or within half a screen of it; one not laid out is not. */
export function nearTheScreen(element: Element): boolean {
  // A card the browser skips until it comes near (render-when-near: content-visibility) is not
  // near; measured, it would be laid out for the measure alone, once per card: a signed-in
  // visitor's hearts made one long task of those at 4× (bench/README.md, session 45).
  const island = boxOf(element);
  if (island.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  const box = island.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const ahead = window.innerHeight * AHEAD;
  return box.bottom >= -ahead && box.top <= window.innerHeight + ahead;
}

export interface LaterIslands<T> {
  /** Hydrates all those left at once (the page's language is about to change under them). */
  all: () => void;
  /** Hydrates those left that `which` picks (their view is about to differ from the server's). */
  where: (which: (island: T) => boolean) => void;
}

/**
 * Calls `hydrate` for each island as soon as the visitor presses or focuses something inside it
 * (before that press's click), or, if `whenNear` says so, once it comes near the screen. Each
 * once; one the app takes out of the page is dropped.
 */
export function hydrateLater<T extends { element: Element }>(
  islands: T[],
  hydrate: (island: T) => void,
  whenNear: (island: T) => boolean,
): LaterIslands<T> {
  const pending = new Map(islands.map((island) => [island.element, island]));
  const take = (element: Element | null | undefined) => {
    const island = element && pending.get(element);
    if (!island) return;
    forget(island.element);
    hydrate(island);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) take(entry.target.parentElement);
    },
    { rootMargin: `${AHEAD * 100}% 0px` },
  );
  const onInput = (event: Event) => {
    if (event.target instanceof Element) take(event.target.closest(`[${ISLAND_ATTRIBUTE}]`));
  };
  const forget = (element: Element) => {
    pending.delete(element);
    observer.unobserve(boxOf(element));
    if (pending.size > 0) return;
    observer.disconnect();
    document.removeEventListener('pointerdown', onInput, true);
    document.removeEventListener('focusin', onInput, true);
  };
  const later: LaterIslands<T> = {
    all: () => later.where(() => true),
    where: (which) => {
      for (const [element, island] of [...pending]) if (which(island)) take(element);
    },
  };
  if (pending.size === 0) return later;
  for (const [element, island] of pending) {
    if (whenNear(island)) observer.observe(boxOf(element));
    element.addEventListener(ISLAND_LEAVE_EVENT, () => forget(element), { once: true });
  }
  document.addEventListener('pointerdown', onInput, true);
  document.addEventListener('focusin', onInput, true);
  return later;
}
