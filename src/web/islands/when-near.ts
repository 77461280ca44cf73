import { ISLAND_ATTRIBUTE, ISLAND_LEAVE_EVENT } from '../lib/entry-marks';

// Decision 080: on the first input the islands' start hydrates the islands on or near the screen
// (and the one tapped); every other island hydrates when it comes near, so a page of cards does
// not hydrate, and re-render with the visitor's view, two roots per card before the tap is
// answered (bench/README.md, session 40).

/** How far beyond the screen, above and below, an island counts as near: half a screen. */
const AHEAD = 0.5;

/** An island's element is `display: contents` (components/island.tsx): its first child's box stands for it. */
const boxOf = (element: Element): Element => element.firstElementChild ?? element;

/** Whether an island is on the screen or within half a screen of it; one not laid out is not. */
export function nearTheScreen(element: Element): boolean {
  const box = boxOf(element).getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const ahead = window.innerHeight * AHEAD;
  return box.bottom >= -ahead && box.top <= window.innerHeight + ahead;
}

/**
 * Calls `hydrate` for each island once it comes near the screen, or as soon as the visitor
 * presses or focuses something inside it (a jump to it, the keyboard), before that press's click.
 * Each once; one the app takes out of the page is dropped. Returns a function that hydrates all
 * those left at once (the page's language is about to change under them).
 */
export function hydrateWhenNear<T extends { element: Element }>(
  islands: T[],
  hydrate: (island: T) => void,
): () => void {
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
  if (pending.size === 0) return () => undefined;
  for (const element of pending.keys()) {
    observer.observe(boxOf(element));
    element.addEventListener(ISLAND_LEAVE_EVENT, () => forget(element), { once: true });
  }
  document.addEventListener('pointerdown', onInput, true);
  document.addEventListener('focusin', onInput, true);
  return () => {
    for (const element of [...pending.keys()]) take(element);
  };
}
