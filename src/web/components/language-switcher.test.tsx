import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { renderRoutes, stubApi } from '../test/render';
import { LanguageSwitcher } from './language-switcher';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const show = (path: string) => {
  stubApi({});
  return renderRoutes([{ path: '*', element: <LanguageSwitcher /> }], path);
};

describe('the language switch', () => {
  it("links to this page in the other language, for a tap before the app runs (the server's page)", async () => {
    show('/products?sort=price-asc&lng=en#reviews');
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/products?sort=price-asc&lng=ar#reviews');
    expect(link.getAttribute('hreflang')).toBe('ar');
  });

  it('switches in place once the app runs, and drops ?lng= from the address', async () => {
    const router = show('/products?sort=price-asc&lng=en');
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(fireEvent.click(link), 'the page load is prevented').toBe(false);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    const back = await screen.findByRole('link', { name: 'English' });
    expect(back.getAttribute('href')).toBe('/products?sort=price-asc&lng=en');
  });

  it('leaves a click for another tab to the browser', async () => {
    show('/news');
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(i18n.language).toBe('en');
  });
});
