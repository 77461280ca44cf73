import { createInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { initOptions } from './i18n';

/** A fresh instance with the app's options, as on a first page load. */
async function detect(): Promise<string> {
  const instance = createInstance();
  await instance.use(LanguageDetector).init({ ...initOptions });
  return instance.language;
}

// The shared setup switched the app instance to English, which cached 'en': start truly fresh.
beforeEach(() => localStorage.clear());

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
