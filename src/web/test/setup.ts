import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadToaster } from '../components/lazy-toaster';
import { deleteCookie } from '../lib/cookies';
import i18n, { initOptions } from '../lib/i18n';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

// The browser fetches one language at a time (startI18n); tests get both, synchronously, so any
// test can switch language without waiting for a fetch.
void i18n.init({
  ...initOptions,
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: 'en',
  initAsync: false,
});

// In the browser the toast library and <Toaster> arrive after the first render (lib/toast.ts);
// tests have them from the start, so a toast shows (and a spy sees it) as soon as it is called.
await loadToaster();

// Tests assert English texts unless they switch language themselves.
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
});
