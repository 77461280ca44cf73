import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../../shared/constants';
import { chooseLanguage, supportedLanguage } from '../../../shared/language';

/** `?lng=` as the browser's detector reads it: the last one wins. */
function askedCode(request: FastifyRequest): string | undefined {
  const lng = ((request.query ?? {}) as { lng?: unknown }).lng;
  const last = Array.isArray(lng) ? lng.at(-1) : lng;
  return typeof last === 'string' ? last : undefined;
}

const askedLanguage = (request: FastifyRequest) => {
  const code = askedCode(request);
  return code === undefined ? undefined : supportedLanguage(code);
};

/**
 * The language a page is sent in (head and server-rendered body), chosen as the browser chooses
 * it (shared/language.ts): of its sources the server sees the query string and the cookie, and
 * the page tag is its own shell's (Arabic), so a first visit is Arabic and the Accept-Language
 * header is never reached (docs/decisions/007-language-detection.md). A choice kept only in local
 * storage is invisible here: the browser then renders the page itself instead of hydrating it.
 * /admin is Arabic, as in the browser.
 */
export function pageLanguage(request: FastifyRequest): Language {
  return chooseLanguage(
    (source) =>
      source === 'querystring'
        ? askedCode(request)
        : source === 'cookie'
          ? request.cookies?.[LANGUAGE_COOKIE]
          : source === 'htmlTag'
            ? DEFAULT_LANGUAGE
            : undefined,
    { pathname: request.url.split('?')[0] },
  );
}

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
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (!asked || (cookie !== undefined && supportedLanguage(cookie) === asked)) return;
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}
