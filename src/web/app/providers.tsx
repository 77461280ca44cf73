import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { useHydrationEnd } from '../lib/hydration-state';
import i18n from '../lib/i18n';
import { RenderedAtProvider } from '../lib/page-time';
import { createQueryClient } from '../lib/query-client';
import { TranslationProvider } from '../lib/translation';

interface ProvidersProps {
  children: ReactNode;
  /** The server renderer's per-request instance; the browser's singleton otherwise. */
  i18n?: I18n;
  /** Prefilled with the server-rendered page's data (server, and the browser when hydrating). */
  queryClient?: QueryClient;
  /** When the server rendered the page (server, and the browser when hydrating): see useNow. */
  renderedAt?: number;
  /** The shop's address the server rendered the page for: see usePageOrigin. */
  origin?: string;
}

export function Providers({
  children,
  i18n: instance = i18n,
  queryClient: given,
  renderedAt,
  origin,
}: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useHydrationEnd();
  return (
    <TranslationProvider instance={instance}>
      <QueryClientProvider client={queryClient}>
        <RenderedAtProvider at={renderedAt} origin={origin}>
          {children}
          <LazyToaster />
        </RenderedAtProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}
