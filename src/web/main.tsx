import '@fontsource-variable/cairo';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// react-router/dom's provider can flush a navigation synchronously (logout relies on it).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';
import i18n, { startI18n, toLanguage } from './lib/i18n'; // first: registers the <html lang dir> listener
import { createQueryClient } from './lib/query-client';
import { hydrateQueries, readSsrState } from './lib/ssr-state';

// The language's texts and the first page's chunks load side by side; the app renders once the
// texts are in, so no key or wrong-direction layout ever shows.
const i18nReady = startI18n();
const router = createAppRouter();
// Set when the server rendered this page (docs/decisions/030-server-rendering.md).
const ssr = readSsrState();

/** Resolves once the router has loaded the page's route modules (its lazy chunks). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function render(): void {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  if (ssr) hydrateQueries(queryClient, ssr);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
  // Hydrate only what was rendered in the language the app starts in: a visitor whose stored
  // choice the server could not see (local storage) gets the page rendered here instead.
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (ssr && ssr.lang === lang && i18n.hasResourceBundle(lang, 'translation')) {
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for its whole length (a phone stays responsive while it mounts).
  startTransition(() => root.render(app));
}

// Without its texts (the fetch kept failing) the app still starts: keys beat a blank page. A
// server-rendered page waits for its route's chunks too, so the first render matches the HTML.
void i18nReady
  .catch(() => undefined)
  .then(() => (ssr ? routerReady() : undefined))
  .then(render);
