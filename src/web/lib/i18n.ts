import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '../../shared/constants';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

export const isRtl = (lng: string): boolean => lng.startsWith('ar');

export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/** Narrows whatever i18next resolved ('en-US', 'cimode'…) to one of the shop's two languages. */
export const toLanguage = (lng: string | undefined): Language =>
  lng?.startsWith('ar') ? 'ar' : lng?.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;

function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toLanguage(lng);
  document.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
}

/**
 * SPEC §1 lists query string, cookie, local storage, session storage, browser language and page
 * tag. The browser language goes LAST, after the page tag: index.html ships `lang="ar"`, so a first
 * visit is Arabic (the shop's default) even in an English browser, while `?lng=en` or a stored
 * choice still wins. The browser language only matters if the page tag is ever missing.
 */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'htmlTag', 'navigator'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupSessionStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
};

export const resources = { en: { translation: en }, ar: { translation: ar } } as const;

export const initOptions: InitOptions = {
  resources,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  detection: detectionOptions,
  interpolation: { escapeValue: false }, // React escapes already
  returnEmptyString: false,
  initAsync: false, // resources are bundled: no flash of untranslated keys
};

// STACK.md trap: the listener must exist before init(), or a reload in Arabic stays left-to-right.
i18n.on('languageChanged', applyDocumentLanguage);

const startsInAdmin = typeof window !== 'undefined' && isAdminPath(window.location.pathname);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({ ...initOptions, lng: startsInAdmin ? 'ar' : undefined });

export default i18n;
