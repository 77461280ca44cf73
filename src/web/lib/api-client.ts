import { MAX_FIELD_ERROR_TOASTS } from '../../shared/constants';
import type { FieldError } from '../../shared/errors';
import { hasLoggedInCookie, readCookie } from './cookies';
import { LANGUAGE_STORAGE_KEY } from './entry-marks';
import { ApiError } from './errors';
import i18n from './i18n';
import toast from './toast';

export const API_BASE = '/api';

/** SPEC §4: these calls never trigger the silent refresh (they ARE the session machinery). */
const REFRESH_EXCLUDED = ['/auth/login', '/auth/register', '/auth/confirm-email', '/auth/refresh'];

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Record<string, QueryValue>;
  /** Plain values are sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the automatic error toasts, for callers that show the error inline. */
  silent?: boolean;
}

export function acceptLanguage(): string {
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) return pageLanguage;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // storage can be blocked (private mode); English is the documented fallback
  }
  return 'en';
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => globalThis.fetch(url, init);

/** The server renderer sends the app's API calls into the server itself (entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

/** One HTTP round trip; headers are rebuilt each time because a refresh rotates the XSRF cookie. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', acceptLanguage());
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort);
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs)
    : undefined;
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (cause) {
    // A caller's own cancellation (React Query unmount) is not an error worth reporting.
    if (options.signal?.aborted && !timedOut) throw cause;
    const kind = timedOut ? 'timeout' : 'network';
    throw new ApiError({ kind, status: 0, message: i18n.t(`errors.${kind}`) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/** When this browser last rotated the tokens, shared by all tabs (same origin, same cookies). */
export const REFRESHED_AT_KEY = 'auth-refreshed-at';

function refreshedAt(): number {
  try {
    return Number(localStorage.getItem(REFRESHED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

function noteRefreshed(): void {
  try {
    localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
  } catch {
    // without storage a waiting tab simply refreshes once more, with the new (valid) token
  }
}

/**
 * One refresh for the whole browser at a time. The refresh cookie is shared by every tab, and the
 * server treats a second use of a rotated token as theft (it revokes the session), so two tabs must
 * never send the same one: the Web Locks API queues them. A tab that waited while another one
 * rotated the tokens already has fresh cookies and does not refresh again.
 */
async function refreshAcrossTabs(): Promise<boolean> {
  const askedAt = Date.now();
  const run = async () => {
    if (refreshedAt() > askedAt) return true;
    const response = await send('/auth/refresh', { method: 'POST' });
    if (response.ok) noteRefreshed();
    return response.ok;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('auth-refresh', run) : run();
}

/** POST /auth/refresh, shared: concurrent callers queue behind one call (SPEC §4). */
export function refreshSession(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = refreshAcrossTabs()
      .catch(() => false)
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

const canRefresh = (path: string) => !REFRESH_EXCLUDED.includes(path.split('?')[0]);

interface Envelope {
  message?: unknown;
  error?: unknown;
  hint?: unknown;
  code?: unknown;
  errors?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item) => item && typeof item === 'object')
    .map((item) => ({
      field: String(item.field ?? ''),
      messages: Array.isArray(item.messages) ? item.messages.map(String) : [],
    }));
}

export async function toApiError(response: Response): Promise<ApiError> {
  let envelope: Envelope = {};
  try {
    const parsed = await response.json();
    if (parsed && typeof parsed === 'object') envelope = parsed as Envelope;
  } catch {
    // non-JSON error page (proxy, crash): the status-based fallback text applies
  }
  const serverMessage = text(envelope.message) ?? text(envelope.error);
  const fallback = response.status >= 500 ? 'errors.server' : 'errors.requestFailed';
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: serverMessage ?? i18n.t(fallback),
    serverMessage,
    hint: text(envelope.hint),
    code: text(envelope.code),
    errors: fieldErrors(envelope.errors),
  });
}

/** SPEC §8 'Request errors': one toast with the hint appended, then up to 2 field-error toasts. */
export function toastApiError(error: ApiError): void {
  if (error.status === 401 && !hasLoggedInCookie()) return; // a guest: nothing to tell them
  const main = [error.message, error.hint].filter(Boolean).join('\n');
  toast.error(main, { id: main }); // same text twice (parallel queries) shows once
  if (error.status < 400 || error.status >= 500) return;
  for (const { field, messages } of error.errors.slice(0, MAX_FIELD_ERROR_TOASTS)) {
    const detail = messages.length ? messages.join(', ') : i18n.t('errors.invalid');
    toast.error(`${field}: ${detail}`);
  }
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return (await response.json()) as T;
  const raw = await response.text();
  return (raw ? raw : undefined) as T;
}

/** A 403 whose envelope says the XSRF token was refused (not a missing permission). */
async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const envelope = (await response.clone().json()) as Envelope;
    return envelope?.code === 'CSRF';
  } catch {
    return false;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const xsrfSent = readCookie('XSRF-TOKEN');
    let response = await send(path, options);
    // The server refused the token and set a fresh one bound to this session (a token from
    // before a sign-in in another tab, or from before tokens were bound; decision 040): once more.
    if (readCookie('XSRF-TOKEN') !== xsrfSent && (await isCsrfRefusal(response))) {
      response = await send(path, options);
    }
    if (response.status === 401 && canRefresh(path) && hasLoggedInCookie()) {
      if (await refreshSession()) response = await send(path, options);
    }
    if (!response.ok) throw await toApiError(response);
    return await parseBody<T>(response);
  } catch (error) {
    // No toasts while rendering on the server: the page shows the error state itself.
    const inBrowser = typeof window !== 'undefined';
    if (error instanceof ApiError && !options.silent && inBrowser) toastApiError(error);
    throw error;
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
