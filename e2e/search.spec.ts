import { expect, test } from '@playwright/test';
import { holdTheApp } from './support/hydration';

/**
 * The header's search suggestions (issue 23) with the keyboard, in both languages: typing shows
 * products and categories, ↓/↑ move through them, Enter opens the active one, Escape closes.
 */
const CASES = {
  ar: {
    url: '/?lng=ar',
    label: 'ابحث في المتجر',
    typed: 'شواحن',
    product: /شاحن/,
    enterTyped: 'بطاريات',
    typo: 'شاحنتت',
  },
  en: {
    url: '/?lng=en',
    label: 'Search the shop',
    typed: 'chargers',
    product: /Charger/,
    enterTyped: 'battery',
    typo: 'chargerxyz',
  },
} as const;

for (const [lang, c] of Object.entries(CASES)) {
  test.describe(`header search (${lang})`, () => {
    test('suggests as one types and is driven by the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(c.url);
      const box = page.getByRole('combobox', { name: c.label });
      await box.click();
      const answered = page.waitForResponse((r) =>
        r.url().includes(`/api/search/suggest?q=${encodeURIComponent(c.typed)}`),
      );
      await box.pressSequentially(c.typed, { delay: 40 });
      await answered;
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      const options = list.getByRole('option');
      await expect(options.first()).toContainText(c.product);
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      await box.press('ArrowDown');
      const first = options.first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
      await expect(first).toHaveAttribute('aria-selected', 'true');

      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      await box.press('ArrowDown');
      await expect(list).toBeVisible();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(c.product);
    });

    test('words typed before the app starts get their suggestions once it has', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // A guest's tap on the box is what starts the app (decision 067); on a slow phone the
      // words are all typed before it runs. Held back here until they are.
      const typed = await holdTheApp(page);
      await page.goto(c.url);
      const box = page.getByRole('combobox', { name: c.label });
      await box.click();
      await box.pressSequentially(c.typed);
      const answered = page.waitForResponse((r) =>
        r.url().includes(`/api/search/suggest?q=${encodeURIComponent(c.typed)}`),
      );
      typed();
      await answered;
      await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(c.product);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toBeFocused();
    });

    test('Enter without a choice lists every result', async ({ page }) => {
      await page.goto(c.url);
      const box = page.getByRole('combobox', { name: c.label });
      await box.fill(c.enterTyped);
      await box.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/products\\?search=${encodeURIComponent(c.enterTyped)}`),
      );
    });

    test('a search with no result offers the close one that finds something', async ({ page }) => {
      await page.goto(`/products?search=${encodeURIComponent(c.typo)}&lng=${lang}`);
      const offer = page.getByRole('button', {
        name: lang === 'ar' ? /^هل تقصد «.+»؟$/ : /^Did you mean “.+”\?$/,
      });
      // One tap, whenever it lands: before the app has taken the page over it is kept and made
      // once the app has (main.tsx, decision 067). Tapping again until something happens would
      // race that kept tap: the offer is gone once it has been made, and a tap on it never ends.
      await offer.click();
      await expect(page).not.toHaveURL(new RegExp(encodeURIComponent(c.typo)));
      await expect(
        page.getByRole('main').getByRole('link', { name: c.product }).first(),
      ).toBeVisible();
    });

    test('on a phone an icon opens the box', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(c.url);
      const box = page.getByRole('combobox', { name: c.label });
      await expect(box).toBeHidden();
      const open = page.getByRole('button', { name: lang === 'ar' ? 'فتح البحث' : 'Open search' });
      // One tap, as early as a shopper would: kept until the app answers it (decision 067). A
      // second tap would close the box again; and once the box is open the button is named
      // 'Close search', so a tap on 'Open search' made then would wait forever.
      await open.click();
      await expect(box).toBeVisible();
      await expect(box).toBeFocused();
      await box.pressSequentially(c.typed, { delay: 40 });
      await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(c.product);
    });
  });
}
