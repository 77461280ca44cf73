import type { FieldError } from '../../shared/errors';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  status: number;
  /** Text ready to show: the server's message, else the catalogue fallback for the status. */
  message: string;
  /** The server's own message (message, else error) when it sent one. */
  serverMessage?: string;
  hint?: string;
  code?: string;
  errors?: FieldError[];
}

/** Every failed API call rejects with this, so callers can branch on status and show field errors. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly serverMessage?: string;
  readonly hint?: string;
  readonly code?: string;
  readonly errors: FieldError[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.hint = init.hint;
    this.code = init.code;
    this.errors = init.errors ?? [];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * A query's retry rule: an answer the server gave on purpose (4xx — not found, a malformed id,
 * not allowed) will not change by asking again, so it shows at once (issue 25 item 10); a network
 * failure or a server error gets two more tries.
 */
export const retryUnlessNotFound = (count: number, error: Error): boolean =>
  !isFinalAnswer(error) && count < 2;

/** A 4xx other than a timeout (408) or "too many requests" (429), which may pass. */
const isFinalAnswer = (error: Error) =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/** Raised when a lazy page chunk does not arrive in time (SPEC §7: 120 s). */
export class ChunkLoadError extends Error {
  constructor(message = 'Chunk load timed out') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export type ErrorKind = 'chunk' | 'network' | 'timeout' | 'unknown';

const CHUNK_PATTERN =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i;

/** Sorts any thrown value into the four cases the fallback error page has texts for (SPEC §2). */
export function classifyError(error: unknown): ErrorKind {
  if (error instanceof ChunkLoadError) return 'chunk';
  if (isApiError(error)) {
    if (error.kind === 'network') return 'network';
    if (error.kind === 'timeout') return 'timeout';
    return 'unknown';
  }
  if (error instanceof Error) {
    if (CHUNK_PATTERN.test(error.message) || CHUNK_PATTERN.test(error.name)) return 'chunk';
    if (error.name === 'TimeoutError') return 'timeout';
    if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'network';
  }
  return 'unknown';
}
