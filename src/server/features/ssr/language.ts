import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../../shared/constants';

const fromCode = (code: unknown): Language | undefined =>
  typeof code !== 'string'
    ? undefined
    : /^ar([-_]|$)/i.test(code)
      ? 'ar'
      : /^en([-_]|$)/i.test(code)
        ? 'en'
        : undefined;

/**
 * The language a page is sent in (head and server-rendered body): `?lng=`, then the language
 * cookie, then Arabic. The browser's detector reads the same two sources first
 * (src/web/lib/i18n.ts); a choice kept only in local storage is invisible here, and the browser
 * then renders the page itself instead of hydrating it. The Accept-Language header is not asked:
 * a first visit is Arabic (docs/decisions/007-language-detection.md).
 */
export function pageLanguage(request: FastifyRequest): Language {
  return askedLanguage(request) ?? cookieLanguage(request) ?? DEFAULT_LANGUAGE;
}

const askedLanguage = (request: FastifyRequest) =>
  fromCode(((request.query ?? {}) as { lng?: unknown }).lng);
const cookieLanguage = (request: FastifyRequest) => fromCode(request.cookies?.[LANGUAGE_COOKIE]);

/**
 * A page asked for with `?lng=` remembers that language in the cookie, as the app itself does
 * once it runs (src/web/lib/i18n.ts): a link followed before the app has started (it starts after
 * the first paint, docs/decisions/031-paint-first.md) then opens in the same language.
 */
export function rememberPageLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): void {
  const asked = askedLanguage(request);
  if (!asked || cookieLanguage(request) === asked) return;
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}
