import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { whatsappDigits } from '../lib/whatsapp';
import { renderRoutes, stubApi } from '../test/render';
import { testStoreProfile } from '../test/store-profile-fixture';
import { WhatsappButton } from './whatsapp-button';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const show = (path: string, whatsapp = testStoreProfile.whatsapp) => {
  stubApi({ 'GET /site': { body: { store: { ...testStoreProfile, whatsapp } } } });
  renderRoutes([{ path: '*', element: <WhatsappButton /> }], path);
};

describe('whatsapp number', () => {
  it('gives wa.me the international digits however the number was typed', () => {
    for (const typed of [
      '+20 100 123 4567',
      '0100 123 4567',
      '00201001234567',
      '+20 0100-123-4567',
    ]) {
      expect(whatsappDigits(typed)).toBe('201001234567');
    }
    expect(whatsappDigits('')).toBe('');
    expect(whatsappDigits(undefined)).toBe('');
  });
});

describe('floating WhatsApp button', () => {
  it('opens a chat with the shop in a new tab, named for screen readers', async () => {
    show('/');
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/201001234567');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toContain('end-4');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    show('/products');
    expect(await screen.findByRole('link', { name: 'تواصل معنا على واتساب' })).toBeTruthy();
  });

  it('stays away without a number, and on pages with their own way or a bottom bar', async () => {
    show('/', '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(['/products/4f6c1d8e-3b2a-4c5d-9e8f-1a2b3c4d5e6f', '/cart', '/checkout'])(
    'is not drawn on %s',
    async (path) => {
      show(path);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
