/**
 * The server renderer of the public storefront pages (docs/decisions/030-server-rendering.md).
 * Built by `vite build --ssr` into dist-ssr/ and loaded by src/server/features/ssr/; it never
 * reaches the browser. The same route table, providers and components as start.tsx render the page
 * with a per-request i18next instance and a per-request query cache, which is then sent along so
 * the browser's first render (hydration) has exactly the same data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { Language } from '../shared/constants';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';
import { setTransport } from './lib/api-client';
import { initOptions } from './lib/i18n';
import { isPrivateQuery, type SerializedApiError, SSR_STATE_VERSION } from './lib/ssr-state';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** How the server answers one of the app's API calls in-process (app.inject behind it). */
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page, e.g. `/products/…?lng=en`. */
  url: string;
  lang: Language;
  fetch: InProcessFetch;
}

export interface RenderOutput {
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The dehydrated query cache (JSON, not yet escaped for a script element). */
  state: string;
}

/** Data dependencies nest (a page's query, then what its components ask for): a few rounds. */
const MAX_PASSES = 4;

const requests = new AsyncLocalStorage<InProcessFetch>();
// Every API call the components make while rendering goes to the request's own in-process fetch.
setTransport((url, init) => {
  const fetch = requests.getStore();
  if (!fetch) return Promise.reject(new Error('API call outside a server render'));
  return fetch(url, init);
});

function createI18n(lang: Language): I18n {
  const instance = createInstance({
    ...initOptions,
    lng: lang,
    resources: { [lang]: { translation: lang === 'ar' ? ar : en } },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/** No retries on the server: a failed call renders the page's error state at once. */
const createServerQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // An error is rendered (a missing product's not-found page) rather than retried on mount;
      // the browser treats the hydrated error the same way (lib/ssr-state.ts).
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: 30_000,
        gcTime: Number.POSITIVE_INFINITY,
      },
    },
  });

async function prerender(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    // Never outline a finished Suspense boundary to the end of the page: putting it back in
    // place takes an inline script, which the CSP forbids. The page comes whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A component that failed on the server would be rendered by the browser alone (a mismatch in
  // the making): the caller falls back to the client-rendered shell instead.
  if (errors.length) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/** A query's `enabled` as its (last) reader set it: disabled ones wait for the browser. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries the render asked for that the server may fetch: public data only, not yet fetched. */
const fetchable = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  isEnabled(query) &&
  !isPrivateQuery(query.queryKey);

const serializeError = (error: unknown): SerializedApiError | null => {
  if (!(error instanceof Error)) return null;
  const e = error as Error & Partial<SerializedApiError>;
  return {
    kind: e.kind ?? 'http',
    status: e.status ?? 500,
    message: e.message,
    serverMessage: e.serverMessage,
    hint: e.hint,
    code: e.code,
    errors: e.errors ?? [],
  };
};

/** A matched page whose main data does not exist: unknown product, category or post. */
function isNotFound(context: StaticHandlerContext, client: QueryClient): boolean {
  const leaf = context.matches.at(-1)?.route;
  if (leaf?.path === '*') return true;
  return client
    .getQueryCache()
    .getAll()
    .some((query) => {
      const status = (query.state.error as { status?: number } | null)?.status;
      return status === 404 || status === 400;
    });
}

/**
 * Renders one page. Resolves null when the route table does not render it (a redirect); throws
 * when rendering fails, so the server can send the client-rendered shell instead.
 */
export async function render({ url, lang, fetch }: RenderInput): Promise<RenderOutput | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(lang);
  const queryClient = createServerQueryClient();
  // "Now" for every pass of this render and for the browser's hydration (useNow).
  const renderedAt = Date.now();
  // The same tree as start.tsx, so React's ids (useId) come out the same on both sides.
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers i18n={i18n} queryClient={queryClient} renderedAt={renderedAt}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );

  return requests.run(fetch, async () => {
    let html = '';
    for (let pass = 1; ; pass += 1) {
      html = await prerender(app);
      const missing = queryClient.getQueryCache().getAll().filter(fetchable);
      if (missing.length === 0 || pass === MAX_PASSES) break;
      // A failed call leaves its query in the error state, which the next pass renders.
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    }
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        !isPrivateQuery(query.queryKey) &&
        (query.state.status === 'success' || query.state.status === 'error'),
    });
    for (const query of state.queries) {
      if (query.state.error) {
        const error = serializeError(query.state.error);
        Object.assign(query.state, { error, fetchFailureReason: error });
      }
    }
    return {
      status: isNotFound(context, queryClient) ? 404 : 200,
      html,
      state: JSON.stringify({ v: SSR_STATE_VERSION, lang, renderedAt, queries: state }),
    };
  });
}
