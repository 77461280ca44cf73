// Taps on the server's HTML before the app listens (issue 26). main.tsx keeps every click on an
// element marked `data-early-click` (Add to cart) from the first paint until start.tsx hands the
// page to React; nothing would answer those taps then, so they are made again once the page has
// hydrated. From the hand-over on, React answers taps itself: one on a part not yet hydrated
// hydrates that part at once and is then handled (docs/decisions/032-page-hydrates-apart.md).

/** What main.tsx keeps, on `window.__earlyClicks`. */
export interface EarlyClicks {
  clicks: Element[];
  /** Set when React listens: main.tsx keeps no more. */
  handedOver?: boolean;
}

/**
 * Stops keeping taps (called just before React starts listening) and gives back those kept. Each
 * is given back once.
 */
export function takeEarlyClicks(): Element[] {
  const early = (window as { __earlyClicks?: EarlyClicks }).__earlyClicks;
  if (!early) return [];
  early.handedOver = true;
  return early.clicks.splice(0);
}

/**
 * Makes the kept taps again, on the same elements (hydration keeps the server's nodes). One whose
 * element is gone (the page was rendered again in another language) or disabled is dropped, as a
 * tap on it would be.
 */
export function replayClicks(clicks: Element[]): void {
  for (const element of clicks) {
    if (!(element instanceof HTMLElement) || !element.isConnected) continue;
    if (element instanceof HTMLButtonElement && element.disabled) continue;
    element.click();
  }
}
