import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { deleteCookie } from '../lib/cookies';
import i18n from '../lib/i18n';

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
