import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';

/**
 * How the shop chooses a language, written once for the browser (src/web/lib/i18n.ts), the pages
 * the server sends (features/ssr/language.ts) and the API's messages (server/lib/i18n.ts).
 *
 * SPEC §1's sources in decision 007's order: the page tag before the browser language, so a first
 * visit is Arabic (index.html ships `lang="ar"`) even in an English browser, while `?lng=` or a
 * stored choice still wins. The server sees only the query string and the cookie (and knows the
 * page tag it sends); the browser sees them all.
 */
export const LANGUAGE_SOURCES = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'htmlTag',
  'navigator',
] as const;
export type LanguageSource = (typeof LANGUAGE_SOURCES)[number];

/** What a source names: nothing, a code, or several in order of preference (browser, header). */
export type LanguageCandidates = string | readonly string[] | null | undefined;

/** SPEC §1: the admin area is always in Arabic. */
export const ADMIN_LANGUAGE: Language = 'ar';

/** SPEC §1: paths starting with /admin always use Arabic. */
export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/** The detector's filter: a code that cannot break out of `<html lang="…">` (i18next 26.7 rule). */
const isSafeCode = (code: string): boolean =>
  /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
  !code.includes('..') &&
  !['__proto__', 'constructor', 'prototype'].includes(code);

/** i18next's matching for supportedLngs ['ar','en'] with nonExplicitSupportedLngs: 'en-US' → en. */
export function supportedLanguage(code: string): Language | undefined {
  if (!isSafeCode(code)) return undefined;
  let tag = code.includes('_') ? code.replace('_', '-') : code;
  if (tag.includes('-')) {
    try {
      tag = Intl.getCanonicalLocales(tag)[0] ?? tag;
    } catch {
      // not a valid BCP 47 tag: i18next keeps the raw text too
    }
    tag = tag.slice(0, tag.indexOf('-'));
  }
  return LANGUAGES.find((lng) => lng === tag);
}

/**
 * The language of a page at `pathname` from the sources in LANGUAGE_SOURCES' order (each read
 * only when the ones before it named nothing the shop speaks): the first supported candidate
 * wins; none means `fallback`. The browser falls back as i18next does (English, SPEC §1's
 * fallback; unreachable while the page tag names Arabic); the server's answers default to Arabic.
 */
export function chooseLanguage(
  read: (source: LanguageSource) => LanguageCandidates,
  { pathname = '', fallback = DEFAULT_LANGUAGE }: { pathname?: string; fallback?: Language } = {},
): Language {
  if (isAdminPath(pathname)) return ADMIN_LANGUAGE;
  for (const source of LANGUAGE_SOURCES) {
    const found = read(source);
    for (const code of typeof found === 'string' ? [found] : (found ?? [])) {
      const lng = supportedLanguage(code);
      if (lng) return lng;
    }
  }
  return fallback;
}

/**
 * An Accept-Language header's tags (case-insensitive there), most preferred first; q=0 refuses.
 * What the server has for the browser language.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0 && entry.tag)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
