import i18n, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type LanguageDetectorModule,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '../../shared/constants';
// Hashed JSON assets fetched on demand, so a first load carries one language's texts, not both
// (docs/decisions/019-storefront-bundle.md). The tests' setup imports both files instead.
import arUrl from '../locales/ar.json?url';
import enUrl from '../locales/en.json?url';

export const isRtl = (lng: string): boolean => lng.startsWith('ar');

export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/** Narrows whatever i18next resolved ('en-US', 'cimode'…) to one of the shop's two languages. */
export const toLanguage = (lng: string | undefined): Language =>
  lng?.startsWith('ar') ? 'ar' : lng?.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;

function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const lang = toLanguage(lng);
  const dir = isRtl(lng) ? 'rtl' : 'ltr';
  // Only on a change: Chromium restyles the whole page even when the same value is written
  // (measured: all 457 elements of the products page, 8 ms here), and a server-rendered page
  // starts already in its language.
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== dir) html.dir = dir;
}

/**
 * SPEC §1 lists query string, cookie, local storage, session storage, browser language and page
 * tag. The browser language goes LAST, after the page tag: index.html ships `lang="ar"`, so a first
 * visit is Arabic (the shop's default) even in an English browser, while `?lng=en` or a stored
 * choice still wins. The browser language only matters if the page tag is ever missing.
 *
 * This is i18next-browser-languagedetector's behaviour for these options, in a few lines instead
 * of a package on every first load: same sources and order, the first candidate whose language
 * part is supported wins, nothing supported means the fallback language, and the language in use
 * is cached in localStorage, and in the cookie for the server's rendering.
 */
export const DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'htmlTag',
  'navigator',
] as const;
type Source = (typeof DETECTION_ORDER)[number];

/** The query parameter the detector used by default. */
const QUERY_PARAMETER = 'lng';

/** The detector's filter: a code that cannot break out of `<html lang="…">` (i18next 26.7 rule). */
const isSafeCode = (code: string): boolean =>
  /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
  !code.includes('..') &&
  !['__proto__', 'constructor', 'prototype'].includes(code);

function readStorage(kind: 'localStorage' | 'sessionStorage'): string | undefined {
  try {
    return window[kind].getItem(LANGUAGE_STORAGE_KEY) || undefined;
  } catch {
    return undefined; // storage disabled (privacy mode): skip this source
  }
}

function readQuery(): string | undefined {
  const { search, hash } = window.location;
  const query = !search && hash.includes('?') ? hash.slice(hash.indexOf('?')) : search;
  let found: string | undefined;
  for (const param of query.slice(1).split('&')) {
    const at = param.indexOf('=');
    if (at > 0 && param.slice(0, at) === QUERY_PARAMETER) found = param.slice(at + 1);
  }
  return found; // the last one wins, as in the detector
}

function readCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const cookie = part.trimStart();
    if (cookie.startsWith(`${LANGUAGE_COOKIE}=`)) return cookie.slice(LANGUAGE_COOKIE.length + 1);
  }
  return undefined;
}

const lookups: Record<Source, () => string | readonly string[] | null | undefined> = {
  querystring: readQuery,
  cookie: readCookie,
  localStorage: () => readStorage('localStorage'),
  sessionStorage: () => readStorage('sessionStorage'),
  htmlTag: () => document.documentElement.getAttribute('lang'),
  navigator: () => [...(navigator.languages ?? []), navigator.language].filter(Boolean),
};

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

/** The language a page load starts in (outside /admin), from the sources in DETECTION_ORDER. */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return FALLBACK_LANGUAGE;
  for (const source of DETECTION_ORDER) {
    const found = lookups[source]();
    for (const code of typeof found === 'string' ? [found] : (found ?? [])) {
      const lng = supportedLanguage(code);
      if (lng) return lng;
    }
  }
  return FALLBACK_LANGUAGE;
}

/** i18next calls cacheUserLanguage on init and on every changeLanguage, as with the package. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(lng) {
    if (lng === 'cimode') return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
    // The cookie too: the server renders each page in the language it names, so the page comes
    // rendered in the visitor's language (docs/decisions/031-paint-first.md).
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  },
};

export const LOCALE_URLS: Record<Language, string> = { ar: arUrl, en: enUrl };

async function fetchLocale(lng: Language): Promise<ResourceKey> {
  const response = await fetch(LOCALE_URLS[lng]);
  if (!response.ok) throw new Error(`locale ${lng}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Loads one language's JSON when i18next asks for it. i18next only switches (and emits
 * languageChanged) after the load, so a switch never shows keys; a failed fetch is retried by
 * i18next (the `true` below) with growing pauses.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetchLocale(toLanguage(language)).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, true),
    );
  },
};

export const initOptions: InitOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // No fallback language: i18next loads the fallback with every language, which would fetch both
  // files. Nothing is lost: locales.test.ts requires every key, non-empty, in both files (the
  // detector above still falls back to FALLBACK_LANGUAGE when no source names a language).
  fallbackLng: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnEmptyString: false,
};

// STACK.md trap: the listener must exist before init(), or a reload in Arabic stays left-to-right.
i18n.on('languageChanged', applyDocumentLanguage);
i18n.use(languageDetector).use(initReactI18next);

/**
 * The browser's start: detect (or force Arabic under /admin, SPEC §1), fetch that language only,
 * resolve once its texts are in. start.tsx renders after this, so there is no flash of keys.
 */
export function startI18n(instance: I18n = i18n): Promise<unknown> {
  const startsInAdmin = isAdminPath(window.location.pathname);
  return instance
    .use(localeBackend)
    .init({ ...initOptions, lng: startsInAdmin ? 'ar' : undefined });
}

/**
 * Switches language for the UI: the other language's texts are fetched first and the switch only
 * happens once they are in; if they cannot be fetched (offline) the page stays as it is and the
 * promise rejects, instead of showing raw keys.
 */
export async function switchLanguage(lng: Language, instance: I18n = i18n): Promise<void> {
  // Fetched here rather than through the backend: i18next never retries a language whose load
  // failed once, and a customer who was offline for a moment should be able to try again.
  if (!instance.hasResourceBundle(lng, 'translation'))
    instance.addResourceBundle(lng, 'translation', await fetchLocale(lng));
  await instance.changeLanguage(lng);
}

export default i18n;
