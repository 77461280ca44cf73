import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope, FieldError } from '../../shared/errors';
import { isConnectionError } from '../db/client';
import { AppError } from '../lib/app-error';
import { isMessageKey, type MessageKey, type MessageParams, translate } from '../lib/i18n';

type Issue = ZodFastifySchemaValidationError & { params: Record<string, unknown> };

/** One localised message per zod issue; schemas may carry message keys of lib/messages.ts. */
function issueMessage(request: FastifyRequest, issue: Issue): string {
  const t = (key: MessageKey, params?: MessageParams) => translate(request.lang, key, params);
  const p = issue.params;
  if (issue.message && isMessageKey(issue.message)) {
    return t(issue.message, { min: String(p.minimum ?? ''), max: String(p.maximum ?? '') });
  }
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? t('validation.required')
        : t('validation.invalidType');
    case 'too_small':
      return p.origin === 'string'
        ? t('validation.tooShort', { min: String(p.minimum) })
        : t('validation.tooSmall', { min: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string'
        ? t('validation.tooLong', { max: String(p.maximum) })
        : t('validation.tooBig', { max: String(p.maximum) });
    case 'invalid_format':
      if (p.format === 'email') return t('validation.invalidEmail');
      if (p.format === 'uuid') return t('validation.invalidUuid');
      return t('validation.invalid');
    case 'invalid_value':
      return t('validation.invalidOption', {
        options: Array.isArray(p.values) ? p.values.join(', ') : '',
      });
    default:
      return t('validation.invalid');
  }
}

function fieldErrorsFromZod(request: FastifyRequest, issues: Issue[]): FieldError[] {
  const byField = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = byField.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(field, list);
  };
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        add(base ? `${base}.${key}` : key, translate(request.lang, 'validation.unknownField'));
      }
      continue;
    }
    add(base || '_', issueMessage(request, issue));
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

function send(reply: FastifyReply, status: number, envelope: Omit<ErrorEnvelope, 'success'>) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, ...envelope });
}

/** The code and text of a client error that carries only its status (decision 040). */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: MessageKey }> = {
  400: { code: 'BAD_REQUEST', message: 'errors.badRequest' },
  401: { code: 'UNAUTHORIZED', message: 'errors.unauthorized' },
  403: { code: 'FORBIDDEN', message: 'errors.forbidden' },
  404: { code: 'NOT_FOUND', message: 'errors.notFound' },
  409: { code: 'CONFLICT', message: 'errors.conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'errors.payloadTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'errors.unsupportedMediaType' },
  429: { code: 'RATE_LIMITED', message: 'errors.rateLimited' },
};

/** Maps AppError, validation, parser and unknown errors to the envelope of DESIGN §4. */
export function registerErrorHandler(
  app: FastifyInstance,
  spaFallback: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = (key: MessageKey, params?: MessageParams) => translate(request.lang, key, params);

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.messageKey);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return send(reply, error.status, {
        code: error.code,
        message: t(error.messageKey, error.params),
        hint: error.hint ? t(error.hint) : undefined,
        errors: error.fieldErrors?.map((f) => ({
          field: f.field,
          messages: f.messages.map((m) => (typeof m === 'string' ? t(m) : t(m.key, m.params))),
        })),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        code: 'VALIDATION',
        message: t('errors.validation'),
        errors: fieldErrorsFromZod(request, error.validation as Issue[]),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { code: 'BAD_REQUEST', message: t('errors.invalidJson') });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, 413, {
          code: 'PAYLOAD_TOO_LARGE',
          message: t('errors.payloadTooLarge'),
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: t('errors.unsupportedMediaType'),
        });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, { code: 'RATE_LIMITED', message: t('errors.rateLimited') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors raised by Fastify or a plugin (a multipart limit, a refused file):
      // the status's own code and a generic text for it, never their internals.
      const { code, message } = CLIENT_ERRORS[error.statusCode] ?? CLIENT_ERRORS[400];
      return send(reply, error.statusCode, { code, message: t(message) });
    }
    if (isConnectionError(error)) {
      // The database (or another service) is unreachable: the request may succeed shortly, so
      // the client is told to retry (SPEC §8: 503 is retryable), never shown a 500.
      request.log.error({ err: error }, 'a service the request needs is unreachable');
      return send(reply, 503, { code: 'UNAVAILABLE', message: t('errors.unavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: t('errors.internal') });
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return reply;
    return send(reply, 404, {
      code: 'NOT_FOUND',
      message: t404(request),
    });
  });

  function t404(request: FastifyRequest): string {
    return translate(request.lang, 'errors.routeNotFound', {
      method: request.method,
      path: request.url.split('?')[0],
    });
  }
}
