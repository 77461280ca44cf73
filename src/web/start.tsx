// First: the module evaluation before it and after it are two tasks, not one.
import './lib/yield-before-react-dom';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './lib/yield-after-react-dom';
// react-router/dom's provider can flush a navigation synchronously (logout relies on it).
import { RouterProvider } from 'react-router/dom';
import './lib/yield-after-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';
import {
  handOverClicks,
  replayClicks,
  replayMarkedClicksWhenReady,
  settleKeptChoices,
  takeEarlyClicks,
} from './lib/hydration-early-clicks';
import { beginHydration, markStep, whenVisitorPartsOn } from './lib/hydration-state';
import i18n, { startI18n, toLanguage } from './lib/i18n'; // first: registers the <html lang dir> listener
import { leaveServerPage } from './lib/islands-ownership';
import { createQueryClient } from './lib/query-client';
import { hydrateQueries, readSsrState, type SsrState } from './lib/ssr-state';
import { shareVisitorData } from './lib/visitor-sync';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the page's route modules (its lazy chunks). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Lets the browser handle input and paint before the next step (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(router: AppRouter, ssr: SsrState | null): void {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  if (ssr) hydrateQueries(queryClient, ssr);
  // The header's cart, name and bell are the islands' (decisions 080 and 084): what the app
  // learns of the visitor, they show, and the other way round.
  shareVisitorData(queryClient);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient} renderedAt={ssr?.renderedAt} origin={ssr?.origin}>
          <RouterProvider router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
  // Hydrate only what was rendered in the language the app starts in: a visitor whose stored
  // choice the server could not see (local storage) gets the page rendered here instead.
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const hydrating = ssr?.lang === lang && i18n.hasResourceBundle(lang, 'translation');
  // Not a transition: a transition's slices let the visitor type or tap between them, and such
  // events were lost (a search typed half-way through, a link tapped). The root (the layout's
  // frame) hydrates in one task; the header and the page in slices of their own, which React
  // hydrates at once when the visitor acts on them (main-layout.tsx, decisions 032 and 063).
  markStep('hydrate');
  // Taps made on the server's HTML before now (main.tsx): React answers from here on, except on
  // the buttons whose answer depends on the visitor, kept until each is ready.
  handOverClicks();
  if (hydrating) {
    beginHydration();
    // A kept tap on Add to cart, a heart or a compare toggle: made again once its button is ready.
    const stopEarlyReplays = replayMarkedClicksWhenReady(container);
    hydrateRoot(container, app);
    // The other kept taps: made again once the visitor's parts are on (a task after their
    // re-renders), as the visitor would have seen them work had the app been there.
    whenVisitorPartsOn(() => {
      stopEarlyReplays();
      const earlyClicks = takeEarlyClicks();
      if (earlyClicks.length) setTimeout(() => replayClicks(earlyClicks), 0);
      settleKeptChoices(false);
    });
    return;
  }
  // Rendered afresh: the server's nodes, and the taps kept on them, are gone; so are the islands'.
  leaveServerPage();
  takeEarlyClicks();
  settleKeptChoices(true);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for its whole length (a phone stays responsive while it mounts).
  startTransition(() => root.render(app));
}

/**
 * Starts the app (main.tsx loads this module). The language's texts and the first page's chunks
 * load side by side; the app renders once the texts are in, so no key or wrong-direction layout
 * ever shows, and without them (the fetch kept failing) it still starts: keys beat a blank page.
 * A server-rendered page (docs/decisions/030-server-rendering.md) waits for its route's chunks
 * too, so the first render matches the HTML.
 *
 * The steps before hydration run in tasks of their own: on a phone, one long task would keep a
 * tap on the page waiting for all of them (docs/decisions/031-paint-first.md).
 */
export async function start(): Promise<void> {
  markStep('start');
  const i18nReady = startI18n().catch(() => undefined);
  await nextTask();
  const router = createAppRouter();
  const ssr = readSsrState();
  await i18nReady;
  if (ssr) await routerReady(router);
  render(router, ssr);
}
