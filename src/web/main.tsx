import '@fontsource-variable/cairo';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's provider can flush a navigation synchronously (logout relies on it).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';
import { startI18n } from './lib/i18n'; // first: registers the <html lang dir> listener

// The language's texts and the first page's chunks load side by side; the app renders once the
// texts are in, so no key or wrong-direction layout ever shows.
const i18nReady = startI18n();
const router = createAppRouter();

function render(): void {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for its whole length (a phone stays responsive while it mounts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
}

// Without its texts (the fetch kept failing) the app still starts: keys beat a blank page.
void i18nReady.catch(() => undefined).then(render);
