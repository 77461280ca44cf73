import { createInstance, type i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/constants';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import i18n, {
  detectLanguage,
  initOptions,
  LOCALE_URLS,
  languageDetector,
  startI18n,
  switchLanguage,
} from './i18n';

const resources = { en: { translation: en }, ar: { translation: ar } };

/** A fresh instance with the app's options and detector, as on a first page load. */
async function detect(): Promise<string> {
  const instance = createInstance();
  await instance.use(languageDetector).init({ ...initOptions, resources });
  return instance.language;
}

/** fetch answering the two locale URLs; `failing` languages answer 503. */
function stubLocaleFetch(failing: Language[] = []) {
  const fetchMock = vi.fn(async (url: string) => {
    const lng = (Object.keys(LOCALE_URLS) as Language[]).find((l) => LOCALE_URLS[l] === url);
    if (!lng) return new Response('not found', { status: 404 });
    if (failing.includes(lng)) return new Response('down', { status: 503 });
    return Response.json(lng === 'ar' ? ar : en);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const fetchedLanguages = (fetchMock: ReturnType<typeof stubLocaleFetch>) =>
  fetchMock.mock.calls.map(([url]) =>
    url === LOCALE_URLS.ar ? 'ar' : url === LOCALE_URLS.en ? 'en' : url,
  );

/** An instance started the way start.tsx starts the app's. */
async function started(): Promise<I18n> {
  const instance = createInstance().use(languageDetector);
  await startI18n(instance);
  return instance;
}

// The shared setup switched the app instance to English, which cached 'en': start truly fresh.
beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the detector's cookie, cached by the app too
  document.cookie = 'i18next=; max-age=0; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.documentElement.setAttribute('lang', 'en');
});

describe('language detection', () => {
  it('starts in Arabic on a first visit even when the browser prefers English', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    document.documentElement.setAttribute('lang', 'ar'); // as index.html ships it
    expect(await detect()).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('lets ?lng=en win and caches it under i18nextLng', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    window.history.replaceState(null, '', '/products?lng=en');
    expect(await detect()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    // …and in the cookie the server renders pages by.
    expect(document.cookie).toContain('i18next=en');
  });

  it('keeps a stored choice over the page default', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    localStorage.setItem('i18nextLng', 'en');
    expect(await detect()).toBe('en');
  });

  it('ignores unsupported languages', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    window.history.replaceState(null, '', '/?lng=fr');
    expect(await detect()).toBe('ar');
  });

  it('keeps the order: query string, cookie, localStorage, sessionStorage, page tag', () => {
    document.documentElement.setAttribute('lang', 'ar');
    sessionStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem('i18nextLng', 'ar');
    expect(detectLanguage()).toBe('ar');
    // biome-ignore lint/suspicious/noDocumentCookie: the detector reads this cookie
    document.cookie = 'i18next=en; path=/';
    expect(detectLanguage()).toBe('en');
    window.history.replaceState(null, '', '/?lng=ar');
    expect(detectLanguage()).toBe('ar');
  });

  it('reads the browser language only without a page tag, and narrows regional codes', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'fr-FR', languages: ['fr-FR', 'ar-EG'] });
    document.documentElement.removeAttribute('lang');
    expect(detectLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/?lng=en-GB');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to English when no source names a supported language', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'fr', languages: ['fr'] });
    document.documentElement.removeAttribute('lang');
    expect(detectLanguage()).toBe('en');
  });

  it('skips values that could break out of the lang attribute', () => {
    document.documentElement.setAttribute('lang', 'ar');
    window.history.replaceState(null, '', '/?lng=en"%20onload=x');
    expect(detectLanguage()).toBe('ar');
  });
});

describe('loading the texts', () => {
  it('fetches only the detected language before the app renders', async () => {
    const fetchMock = stubLocaleFetch();
    document.documentElement.setAttribute('lang', 'ar');
    const instance = await started();
    expect(instance.language).toBe('ar');
    expect(fetchedLanguages(fetchMock)).toEqual(['ar']);
    expect(instance.t('errors.network')).toBe(ar.errors.network);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('starts /admin pages in Arabic whatever was stored, and leaves the stored choice alone', async () => {
    const fetchMock = stubLocaleFetch();
    localStorage.setItem('i18nextLng', 'en');
    // biome-ignore lint/suspicious/noDocumentCookie: the detector's cookie, as the app wrote it
    document.cookie = 'i18next=en; path=/';
    window.history.replaceState(null, '', '/admin/products');
    const instance = await started();
    expect(instance.language).toBe('ar');
    expect(fetchedLanguages(fetchMock)).toEqual(['ar']);
    // Forced, not chosen: the storefront (and the server rendering it) still speaks English.
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    // A choice made with the switcher in the admin area is stored as anywhere else…
    await switchLanguage('en', instance);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    await switchLanguage('ar', instance);
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    // …and a forced switch (entering the area) is not.
    await switchLanguage('en', instance, { remember: false });
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('switches only once the other language is loaded, so no key ever shows', async () => {
    const fetchMock = stubLocaleFetch();
    window.history.replaceState(null, '', '/?lng=en');
    const instance = await started();
    const seen: string[] = [];
    instance.on('languageChanged', (lng) => seen.push(instance.t('errors.network', { lng })));
    const switching = switchLanguage('ar', instance);
    expect(instance.language).toBe('en'); // still English while Arabic is on its way
    await switching;
    expect(instance.language).toBe('ar');
    expect(seen).toEqual([ar.errors.network]);
    expect(fetchedLanguages(fetchMock)).toEqual(['en', 'ar']);
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('stays in the current language when the other cannot be fetched, and can retry', async () => {
    stubLocaleFetch(['ar']);
    window.history.replaceState(null, '', '/?lng=en');
    const instance = await started();
    await expect(switchLanguage('ar', instance)).rejects.toThrow();
    expect(instance.language).toBe('en');
    expect(instance.t('errors.network')).toBe(en.errors.network);
    stubLocaleFetch();
    await switchLanguage('ar', instance);
    expect(instance.language).toBe('ar');
  });
});

describe('document direction', () => {
  it('follows the language: ar is right-to-left, en left-to-right', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});
