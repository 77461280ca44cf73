import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';

const fromCode = (code: unknown): Language | undefined =>
  typeof code !== 'string'
    ? undefined
    : /^ar([-_]|$)/i.test(code)
      ? 'ar'
      : /^en([-_]|$)/i.test(code)
        ? 'en'
        : undefined;

/**
 * The language a page is sent in (head and server-rendered body): `?lng=`, then the `i18next`
 * cookie, then Arabic. The browser's detector reads the same two sources first
 * (src/web/lib/i18n.ts); a choice kept only in local storage is invisible here, and the browser
 * then renders the page itself instead of hydrating it. The Accept-Language header is not asked:
 * a first visit is Arabic (docs/decisions/007-language-detection.md).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as { lng?: unknown };
  return fromCode(query.lng) ?? fromCode(request.cookies?.i18next) ?? 'ar';
}
