import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LazyToaster } from '../components/lazy-toaster';
import { compareIds, onCompareChange } from '../features/compare/compare-store';
import { ISLAND_ATTRIBUTE, ISLAND_LEAVE_EVENT, ISLAND_PROPS_ATTRIBUTE } from '../lib/entry-marks';
import {
  earlyClicks,
  replayClicks,
  replayMarkedClicksWhenReady,
} from '../lib/hydration-early-clicks';
import {
  beginHydration,
  endHydrationWhenIdle,
  hydrateAsServerRendered,
  markStep,
  markStepsAs,
  whenVisitorPartsOn,
} from '../lib/hydration-state';
import i18n, { detectLanguage, startI18n, switchLanguage, toLanguage } from '../lib/i18n';
import { markIslandsHydrated } from '../lib/islands-ownership';
import { RenderedAtProvider } from '../lib/page-time';
import { createQueryClient } from '../lib/query-client';
import { hydrateQueries, readSsrState } from '../lib/ssr-state';
import { TranslationProvider } from '../lib/translation';
import { shareVisitorData } from '../lib/visitor-sync';
import { HYDRATED_ON_INPUT, IN_THE_HEADER, ISLANDS, SIGNED_IN_VIEW } from './registry';
import { hydrateLater, nearTheScreen } from './when-near';

// The islands' start (decision 080): built on its own, with `react` and `react-dom` standing for
// Preact's compat layer (vite.islands.config.ts), a fraction of the app's start on a phone. The
// entry (main.tsx) runs it on a server-rendered page's first input, before the app.

/** How long the app waits for the changes a kept tap made before it starts (ms). */
const SETTLE_CAP_MS = 3000;

/**
 * How old a page may be before the app is wanted to refresh it (ms): its data (prices, stock) and
 * its clock ("3 minutes ago", "open now"). A page the server rendered a little earlier (its cache
 * keeps one for a minute) is the page as it is; one kept in the browser's cache, or left open in
 * a tab, is not.
 */
const OLD_PAGE_MS = 5 * 60_000;

/**
 * Hydrates every island on the page, makes again the taps kept on them, and resolves once what
 * those taps changed has been answered (the cart holds the product). Resolves false, hydrating
 * nothing, when the visitor's language is not the page's: the app renders the page afresh in
 * theirs. From then on the page is the islands' until the visitor needs the app (main.tsx):
 * `wantApp` is called when they have made a comparison (its bar is the app's) and when the page
 * shown is old (the app refreshes its data and its clock).
 */
export async function startIslands(wantApp: () => void = () => {}): Promise<boolean> {
  // islands:start, islands:hydrate, islands:hydrated (the visitor's parts on), islands:ready (the
  // kept taps made again): the islands' steps, beside the app's `app:` ones.
  markStepsAs('islands');
  markStep('start');
  if (detectLanguage() !== toLanguage(document.documentElement.lang)) return false;
  const found = islandsOnPage();
  found.catch(() => undefined); // awaited below, after the texts: not an unhandled rejection
  await startI18n().catch(() => undefined);
  // The server's answers, as the app takes them: an island that shows the page's data (a
  // product's article) renders what the server rendered.
  const ssr = readSsrState();
  const queryClient = createQueryClient();
  if (ssr) hydrateQueries(queryClient, ssr);
  shareVisitorData(queryClient);
  const withProviders = (node: ReactNode) => (
    <TranslationProvider instance={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderedAtProvider at={ssr?.renderedAt} origin={ssr?.origin}>
          {node}
        </RenderedAtProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
  const islands = await found;
  const hydrate = ({ element, node }: FoundIsland) => {
    const root = hydrateRoot(element, withProviders(node));
    // The app took the element out of the page (components/island.tsx): nothing to show any more.
    element.addEventListener(ISLAND_LEAVE_EVENT, () => root.unmount(), { once: true });
  };
  // Now: the one tapped or holding the focus (a key pressed there started the islands, before
  // they listened for focus), a signed-in visitor's name and bell, and those on or near the
  // screen but the ones that hydrate when pressed or focused. The others when they come near.
  const early = earlyClicks();
  const holdsInput = (element: Element) =>
    element.contains(document.activeElement) ||
    (early?.islandClicks.some((tap) => element.contains(tap)) ?? false);
  // main.tsx marks a guest's page; the islands start for a signed-in visitor too (decision 084).
  const signedIn = !('guest' in document.documentElement.dataset);
  const serversView = ({ name }: FoundIsland) => !(signedIn && SIGNED_IN_VIEW.has(name));
  const onInput = (island: FoundIsland) =>
    HYDRATED_ON_INPUT.has(island.name) && serversView(island);
  const now = islands.filter(
    (island) =>
      holdsInput(island.element) ||
      (!serversView(island) && IN_THE_HEADER.has(island.name)) ||
      (!onInput(island) && nearTheScreen(island.element)),
  );
  // As the app does: the visitor's parts (the cart's count, a button's readiness) show the
  // server's view while they hydrate, and theirs once the flag is up; a tap kept on a button
  // marked ready-when-known is made again as soon as that button is, the others after them all.
  beginHydration();
  replayMarkedClicksWhenReady(document.body, 'islands');
  markStep('hydrate');
  for (const island of now) hydrate(island);
  markIslandsHydrated();
  const later = hydrateLater(
    islands.filter((island) => !now.includes(island)),
    (island) => hydrateAsServerRendered(() => hydrate(island)),
    (island) => !onInput(island),
  );
  // A product compared on one card shows pressed on its other cards (two of the home page's
  // sections may list it), which then no longer show the server's view. The comparison's bar is
  // the app's.
  onCompareChange(() => {
    const chosen = compareIds();
    later.where(({ props }) => chosen.includes(String(props.productId)));
    if (chosen.length > 0) wantApp();
  });
  wantAppWhenOld(ssr?.renderedAt, wantApp);
  const toaster = document.createElement('div');
  document.body.append(toaster);
  createRoot(toaster).render(withProviders(<LazyToaster />));
  followPageLanguage(later.all);
  endHydrationWhenIdle();
  await new Promise<void>((resolve) => whenVisitorPartsOn(resolve));
  if (early) {
    early.islands = 'on';
    replayClicks(early.islandClicks.splice(0));
  }
  markStep('ready');
  await changesSettled(queryClient);
  return true;
}

/**
 * Calls `wantApp` if the page is old now (the first input came long after it was rendered), or
 * once it is old at a later press or key (a visitor still reading the contact page at closing
 * time), or shown again old (a tab come back to, a page back from the browser's history).
 */
export function wantAppWhenOld(renderedAt: number | undefined, wantApp: () => void): void {
  if (renderedAt === undefined) return;
  const check = () => {
    if (document.visibilityState === 'visible' && Date.now() - renderedAt > OLD_PAGE_MS) wantApp();
  };
  check();
  const options = { capture: true, passive: true };
  for (const type of ['pageshow', 'pointerdown', 'keydown']) addEventListener(type, check, options);
  document.addEventListener('visibilitychange', check);
}

/**
 * The page's islands with their props and components, each component's file loaded beside the
 * texts. All of them before any is hydrated: one whose props cannot be read or whose file does
 * not come fails the start with nothing hydrated, and the app (main.tsx) then hydrates them all,
 * none of them twice.
 */
interface FoundIsland {
  element: Element;
  name: string;
  props: Record<string, unknown>;
  node: ReactNode;
}

function islandsOnPage(): Promise<FoundIsland[]> {
  return Promise.all(
    [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].flatMap((element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const load = ISLANDS[name];
      if (!load) return [];
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
      return [
        Promise.resolve(load()).then((Island) => ({
          element,
          name,
          props,
          node: <Island {...props} />,
        })),
      ];
    }),
  );
}

/**
 * The app switches the page's language in place (its language switch): the islands follow, the
 * texts of the other language fetched first. Those not hydrated yet are hydrated first, over the
 * server's HTML in the language it was rendered in.
 */
function followPageLanguage(hydrateTheRest: () => void): void {
  const html = document.documentElement;
  new MutationObserver(() => {
    const lang = toLanguage(html.lang);
    if (toLanguage(i18n.language) !== lang) {
      hydrateTheRest();
      void switchLanguage(lang, i18n, { remember: false }).catch(() => undefined);
    }
  }).observe(html, { attributeFilter: ['lang'] });
}

/** Resolves once no change is on its way (a task later, so its answer is rendered), or after a cap. */
function changesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(cap);
      setTimeout(resolve, 0);
    };
    const check = () => {
      if (queryClient.isMutating() === 0) done();
    };
    const stop = queryClient.getMutationCache().subscribe(check);
    const cap = setTimeout(done, SETTLE_CAP_MS);
    check();
  });
}
