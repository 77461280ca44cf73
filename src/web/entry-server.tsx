/**
 * The server renderer of the public storefront pages (docs/decisions/030-server-rendering.md).
 * Built by `vite build --ssr` into dist-ssr/ and loaded by src/server/features/ssr/; it never
 * reaches the browser. The same route table, providers and components as start.tsx render the page
 * with a per-request i18next instance and a per-request query cache, which is then sent along so
 * the browser's first render (hydration) has exactly the same data. The page's loader (its line
 * of the route table, app/route-loaders.ts) fetches that data first; the page renders once.
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
import { matchPage, type SsrPageId } from '../shared/route-table';
import { Providers } from './app/providers';
import { LAYOUT_LOADER, PAGE_LOADERS } from './app/route-loaders';
import { routes } from './app/router';
import { AppErrorBoundary } from './components/error/app-error-boundary';
import { setTransport } from './lib/api-client';
import { initOptions } from './lib/i18n';
import { isPrivateQuery, type SerializedApiError, SSR_STATE_VERSION } from './lib/ssr-state';
import { onServerTitle } from './lib/use-page-title';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** How the server answers one of the app's API calls in-process (app.inject behind it). */
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page, e.g. `/products/…?lng=en`. */
  url: string;
  lang: Language;
  fetch: InProcessFetch;
  /** The shop's public address (APP_URL), for absolute links in the page (usePageOrigin). */
  origin?: string;
}

export interface RenderOutput {
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The dehydrated query cache (JSON, not yet escaped for a script element). */
  state: string;
  /** The `<title>` the page sets in the browser (usePageTitle), '' when it sets none. */
  title: string;
  /**
   * Public queries the components asked for that the page's loader did not fetch: rendered
   * loading here and fetched by the browser. The server logs them; the loader should have them.
   */
  missing: string[];
}

interface RenderRequest {
  fetch: InProcessFetch;
  titles: string[];
}

const requests = new AsyncLocalStorage<RenderRequest>();
// Every API call the components make while rendering goes to the request's own in-process fetch.
setTransport((url, init) => {
  const request = requests.getStore();
  if (!request) return Promise.reject(new Error('API call outside a server render'));
  return request.fetch(url, init);
});
// A page's title is set by an effect, which never runs here: usePageTitle tells it instead.
onServerTitle((title) => requests.getStore()?.titles.push(title));

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

/** Queries the render asked for that the server could have fetched: public, not yet fetched. */
const unfetched = (query: Query) =>
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

/** The route table's server-rendered pages are those with a loader. */
const isSsrPage = (id: string): id is SsrPageId => Object.hasOwn(PAGE_LOADERS, id);

/**
 * Renders one page. Resolves null when the route table does not render it (a redirect); throws
 * when rendering fails, so the server can send the client-rendered shell instead.
 */
export async function render({
  url,
  lang,
  fetch,
  origin,
}: RenderInput): Promise<RenderOutput | null> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(lang);
  const queryClient = createServerQueryClient();
  // "Now" for this render and for the browser's hydration (useNow).
  const renderedAt = Date.now();
  // The same tree as start.tsx, so React's ids (useId) come out the same on both sides.
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers i18n={i18n} queryClient={queryClient} renderedAt={renderedAt} origin={origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );

  const titles: string[] = [];
  return requests.run({ fetch, titles }, async () => {
    // The page's data first (a failed call leaves its query in the error state, which the page
    // renders), then one render.
    const page = matchPage(new URL(request.url).pathname);
    const loaderContext = {
      queryClient,
      params: context.matches.at(-1)?.params ?? page.params,
      url: new URL(request.url),
      lang,
    };
    if (isSsrPage(page.id)) await PAGE_LOADERS[page.id](loaderContext);
    // An unknown path: the not-found page in the main layout (header and footer), answered 404.
    else if (page.id === 'notFound') await LAYOUT_LOADER(loaderContext);
    const html = await prerender(app);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter(unfetched)
      .map((query) => query.queryHash);
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
      state: JSON.stringify({ v: SSR_STATE_VERSION, lang, renderedAt, origin, queries: state }),
      // The last one set: a page sets one title at a time (none while it has none), so this is
      // the one the browser's effect leaves.
      title: titles.at(-1) ?? '',
      missing,
    };
  });
}
