import type { ErrorCode, FieldError } from '../../shared/errors';
import type { MessageKey, MessageParams } from './i18n';

/** A field message: a key, or a key with placeholders (e.g. a product name). */
export type FieldMessage = MessageKey | { key: MessageKey; params: MessageParams };

interface AppErrorOptions {
  /** Placeholders for the message template. */
  params?: MessageParams;
  hint?: MessageKey;
  errors?: { field: string; messages: FieldMessage[] }[];
  /** A 429's wait: sent as the Retry-After header, as the rate-limit plugin's 429s are. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * The one error type (DESIGN §2.3). It carries message keys, not texts: the error handler
 * translates them into the caller's language when it writes the envelope.
 */
export class AppError extends Error {
  readonly params: MessageParams;
  readonly hint?: MessageKey;
  readonly fieldErrors?: { field: string; messages: FieldMessage[] }[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageKey: MessageKey,
    options: AppErrorOptions = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.params = options.params ?? {};
    this.hint = options.hint;
    this.fieldErrors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static notFound(messageKey: MessageKey = 'errors.notFound'): AppError {
    return new AppError('NOT_FOUND', 404, messageKey);
  }

  static unauthorized(messageKey: MessageKey = 'errors.unauthorized'): AppError {
    return new AppError('UNAUTHORIZED', 401, messageKey);
  }

  static forbidden(messageKey: MessageKey = 'errors.forbidden'): AppError {
    return new AppError('FORBIDDEN', 403, messageKey);
  }

  static validation(errors: { field: string; messages: FieldMessage[] }[]): AppError {
    return new AppError('VALIDATION', 400, 'errors.validation', { errors });
  }
}

export type { FieldError };
