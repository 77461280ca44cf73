import '@fontsource-variable/cairo';
import './index.css';
import './lib/i18n'; // first: sets <html lang dir> before anything renders
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's provider can flush a navigation synchronously (logout relies on it).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
