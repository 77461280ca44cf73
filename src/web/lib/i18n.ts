import i18n, {
  type BackendModule,
  type i18n as I18n,
  type InitOptions,
  type LanguageDetectorModule,
  type ResourceKey,
} from 'i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type Language,
} from '../../shared/constants';
import {
  chooseLanguage,
  isAdminPath,
  type LanguageCandidates,
  type LanguageSource,
} from '../../shared/language';
// Hashed JSON assets fetched on demand, so a first load carries one language's texts, not both
// (docs/decisions/019-storefront-bundle.md). The tests' setup imports both files instead.
import arUrl from '../locales/ar.json?url';
import enUrl from '../locales/en.json?url';
import { LANGUAGE_STORAGE_KEY } from './entry-marks';

export const isRtl = (lng: string): boolean => lng.startsWith('ar');

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

/** The query parameter the detector used by default. */
const QUERY_PARAMETER = 'lng';

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

/** Where the browser finds each of SPEC §1's sources (their order is shared/language.ts's). */
const lookups: Record<LanguageSource, () => LanguageCandidates> = {
  querystring: readQuery,
  cookie: readCookie,
  localStorage: () => readStorage('localStorage'),
  sessionStorage: () => readStorage('sessionStorage'),
  htmlTag: () => document.documentElement.getAttribute('lang'),
  navigator: () => [...(navigator.languages ?? []), navigator.language].filter(Boolean),
};

/**
 * The language a page load starts in: the shop's one chooser (shared/language.ts, the same the
 * server renders pages by) over the browser's sources, Arabic under /admin. This is
 * i18next-browser-languagedetector's behaviour for these options, in a few lines instead of a
 * package on every first load: same sources and order, the first candidate whose language part is
 * supported wins, nothing supported means the fallback language.
 */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return FALLBACK_LANGUAGE;
  return chooseLanguage((source) => lookups[source](), {
    pathname: window.location.pathname,
    fallback: FALLBACK_LANGUAGE,
  });
}

/**
 * Set while the app forces Arabic on /admin (SPEC §1): that is not the visitor's choice, so the
 * language they chose stays stored for the storefront. The switcher's choices are stored, there
 * too (docs/decisions/007-language-detection.md).
 */
let forcing = false;

/**
 * i18next calls cacheUserLanguage on init and on every changeLanguage, as with the package: the
 * language in use is kept in localStorage, and in the cookie for the server's rendering.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage(lng) {
    if (lng === 'cimode' || forcing) return;
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

/**
 * The language the storefront opens in for this visitor, whatever page this is: under /admin the
 * page itself is always Arabic (SPEC §1), so the admin top bar shows and changes only this
 * (docs/decisions/053-admin-language.md).
 */
export function storefrontLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return chooseLanguage((source) => lookups[source](), {
    pathname: '/',
    fallback: FALLBACK_LANGUAGE,
  });
}

/** Stores the visitor's storefront language without changing the page's (decision 053). */
export function rememberStorefrontLanguage(lng: Language): void {
  languageDetector.cacheUserLanguage?.(lng);
}

/** Runs a language change that must not be stored as the visitor's choice (forced Arabic). */
async function unstored<T>(force: boolean, change: () => Promise<T>): Promise<T> {
  forcing = force;
  try {
    return await change();
  } finally {
    forcing = false;
  }
}

export const LOCALE_URLS: Record<Language, string> = { ar: arUrl, en: enUrl };

/** A texts file (a language's, the admin area's): its JSON, or an error when it does not come. */
export async function fetchTexts(url: string): Promise<ResourceKey> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`texts ${url}: HTTP ${response.status}`);
  return response.json();
}

const fetchLocale = (lng: Language): Promise<ResourceKey> => fetchTexts(LOCALE_URLS[lng]);

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
i18n.use(languageDetector);

/**
 * The browser's start: detect (Arabic under /admin, SPEC §1, without storing it), fetch that
 * language only, resolve once its texts are in. start.tsx renders after this, so there is no flash
 * of keys.
 */
export function startI18n(instance: I18n = i18n): Promise<unknown> {
  return unstored(isAdminPath(window.location.pathname), () =>
    instance.use(localeBackend).init({ ...initOptions }),
  );
}

/**
 * Switches language for the UI: the other language's texts are fetched first and the switch only
 * happens once they are in; if they cannot be fetched (offline) the page stays as it is and the
 * promise rejects, instead of showing raw keys. `remember: false` leaves the stored choice as it
 * is (the admin area's forced Arabic).
 */
export async function switchLanguage(
  lng: Language,
  instance: I18n = i18n,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  // Fetched here rather than through the backend: i18next never retries a language whose load
  // failed once, and a customer who was offline for a moment should be able to try again.
  if (!instance.hasResourceBundle(lng, 'translation'))
    instance.addResourceBundle(lng, 'translation', await fetchLocale(lng));
  await unstored(!remember, () => instance.changeLanguage(lng));
}

export default i18n;
