import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { StorefrontLanguageSwitch } from './storefront-language-switch';

/** SPEC §1: paths under /admin always use Arabic; the top bar's switch is the shop's (053). */
describe("the admin top bar's language switch", () => {
  it('switches the stored storefront language and never the page', async () => {
    await i18n.changeLanguage('ar');
    localStorage.setItem('i18nextLng', 'ar');
    renderRoutes([{ path: '/admin', element: <StorefrontLanguageSwitch /> }], '/admin');
    const button = await screen.findByRole('button', { name: /^لغة المتجر: العربية/ });
    expect(button.textContent).toBe('المتجر: العربية');

    await userEvent.click(button);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    // The admin page itself stays Arabic.
    expect(i18n.language).toBe('ar');
    expect(await screen.findByText(/سيُفتح المتجر باللغة English/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^لغة المتجر: English/ }).textContent).toBe(
      'المتجر: English',
    );

    await userEvent.click(screen.getByRole('button', { name: /^لغة المتجر: English/ }));
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(i18n.language).toBe('ar');
  });
});
