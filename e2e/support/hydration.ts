import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the server-rendered page over: the header and the page hydrate
 * in slices after the root (docs/decisions/063-main-thread-work.md), so a link tapped before then
 * is still a plain link (a full page load), not the router's. lib/hydration-state.ts marks the
 * moment (`app:hydrated`) when it switches the visitor's parts on, after those slices. A guest's
 * page starts its islands on the visitor's first input (decisions 067 and 080: the mouse moves
 * over the page first), and the app on an input on a part only the app answers: the mouse then
 * rests on the header's language switch, as a visitor about to tap it.
 */
export async function appHydrated(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.locator(LANGUAGE_SWITCH).hover();
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
}

/** The header's language switch, a link to the page in the other language (components/language-switcher). */
export const LANGUAGE_SWITCH = 'header [data-language-switch]';

/**
 * Holds the app's code back until the returned function is called: until then the page is the
 * server's HTML with nothing listening, as on a phone still downloading or starting the app. Its
 * islands' code too (decision 080), unless `islands` is false: then they start, and the rest of
 * the app waits.
 */
export async function holdTheApp(page: Page, { islands = true } = {}): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const code = islands ? /\/assets\/(start|islands)-[^/]*\.js$/ : /\/assets\/start-[^/]*\.js$/;
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
