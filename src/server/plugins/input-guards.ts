import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { pickLanguage, translate } from '../lib/i18n';

/**
 * The dotted path of the first string (or key) holding a NUL character, else null. PostgreSQL
 * cannot store NUL in text and fails the whole query, so such a value must stop at the door.
 * Iterative: a deeply nested JSON body must not overflow the stack.
 */
export function nullByteAt(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '_';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push({ value: inner, path: at });
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the path parameters, query or JSON body with the 400 a
 * validation error gets (decision 024), before the schemas and the database see it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nullByteAt(part);
      if (field) throw AppError.validation([{ field, messages: ['validation.invalid'] }]);
    }
  });
}

/**
 * Fastify's own answers to a URL its router cannot read (bad percent-encoding, a path parameter
 * over the router's length limit) skip the error handler, and so does an error sent from here:
 * this writes the envelope every other 400 gets, in the caller's language.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const lang = pickLanguage(request.headers['accept-language']);
  reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send({ success: false, code: 'BAD_REQUEST', message: translate(lang, 'errors.badRequest') });
}
