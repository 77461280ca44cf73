import {
  type DehydratedState,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Language } from '../../shared/constants';
/**
 * What the server renderer (entry-server.tsx) sends beside a server-rendered page, and how the
 * browser takes it back (docs/decisions/030-server-rendering.md).
 */
import { SSR_STATE_ID } from './entry-marks';
import { ApiError, type ApiErrorKind } from './errors';

export { SSR_STATE_ID };
export const SSR_STATE_VERSION = 2;

/** Per-visitor data: never fetched by the server renderer, never sent in a page. */
const PRIVATE_ROOTS = new Set([
  'session',
  'cart',
  'favorites',
  'notifications',
  'orders',
  'support',
]);
export const isPrivateQuery = (key: QueryKey): boolean =>
  typeof key[0] === 'string' &&
  (PRIVATE_ROOTS.has(key[0]) || (key[0] === 'settings' && key[1] === 'payment'));

/** An ApiError as JSON (an Error's message is not an enumerable property). */
export interface SerializedApiError {
  kind: ApiErrorKind;
  status: number;
  message: string;
  serverMessage?: string;
  hint?: string;
  code?: string;
  errors: { field: string; messages: string[] }[];
}

export interface SsrState {
  v: number;
  lang: Language;
  /** When the server rendered the page (ms since the epoch): "now" while it hydrates. */
  renderedAt: number;
  /** The shop's address the page was rendered for (absent in a page cached before it was kept). */
  origin?: string;
  queries: DehydratedState;
}

/** The page's server-rendered language, or null when the page was not rendered on the server. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    return state.v === SSR_STATE_VERSION ? state : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers (and its errors, as ApiErrors again) into the browser's cache. They
 * count as fetched now: the page was sent just now (index.html is never cached) by a server whose
 * page cache is retired on every storefront write, so fetching them again on mount would only
 * repeat the same answers and render the page twice on a phone.
 */
export function hydrateQueries(client: QueryClient, state: SsrState): void {
  const now = Date.now();
  for (const query of state.queries.queries) {
    if (query.state.status === 'success') query.state.dataUpdatedAt = now;
    const error = query.state.error as SerializedApiError | null;
    if (error) {
      const revived = new ApiError(error);
      Object.assign(query.state, { error: revived, fetchFailureReason: revived });
      // As on the server: the first render shows the error (a missing product's not-found page),
      // so it is not retried on mount (which would render the loading state instead).
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state.queries);
}
