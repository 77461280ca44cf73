import { expect, type Page, test } from '@playwright/test';
import { signedInStates } from './support/accounts';
import { withLang } from './support/lang';

/**
 * The header's row on a desktop: the main links, the search, the language, the cart, the bell and
 * the account's actions all on one line, each link's text on one line (Arabic's longer links
 * wrapped onto two at 1,366 px once a customer was signed in). Below 1,280 px the links and the
 * account's actions are in the menu. On a phone the row keeps the logo's name whole or shows the
 * bolt alone, never a cut name (decision 085).
 */
const { customer } = signedInStates('header', ['customer']);

const LINKS = { ar: ['الرئيسية', 'من نحن', 'اتصل بنا'], en: ['Home', 'About', 'Contact'] };

/** The header's row does not overflow, and every main link is one line high. */
async function expectOneRow(page: Page, lang: 'ar' | 'en') {
  const nav = page.getByRole('banner').getByRole('navigation');
  for (const name of LINKS[lang]) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const lineHeight = await link.evaluate((a) =>
      Number.parseFloat(getComputedStyle(a).lineHeight),
    );
    const box = await link.evaluate((a) => a.getBoundingClientRect().height);
    const padding = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      return Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    });
    expect(box - padding, `"${name}" on one line`).toBeLessThan(lineHeight * 1.5);
  }
  const row = page.getByRole('banner').locator(':scope > div');
  const overflow = await row.evaluate((div) => div.scrollWidth - div.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a signed-in customer's header is one row on a desktop, its links in the menu below 1,280 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: customer });
    const page = await context.newPage();
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(withLang('/products', lang));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Omar' })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: /menu|القائمة/i }),
      ).toBeHidden();
      await expectOneRow(page, lang);
    }

    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(withLang('/products', lang));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation')).toBeHidden();
    await expect(banner.getByRole('combobox')).toBeVisible();
    await banner.getByRole('button', { name: /menu|القائمة/i }).click();
    const menu = banner.getByRole('navigation');
    await expect(menu.getByRole('link', { name: LINKS[lang][2], exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Omar' })).toBeVisible();
    const overflow = await banner
      .locator(':scope > div')
      .evaluate((div) => div.scrollWidth - div.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}

const SWITCH = { ar: 'English', en: 'العربية' };

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: on a phone a signed-in customer's header keeps its row, the logo's name whole or not at all`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: customer,
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    for (const width of [360, 390, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(withLang('/', lang));
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: /notification|إشعار/i })).toBeVisible();
      // The language switch says its language in full to a screen reader, short on the screen.
      await expect(banner.getByRole('link', { name: SWITCH[lang] })).toBeVisible();
      const logoName = banner.locator('a[href="/"] span.whitespace-nowrap').first();
      await expect(logoName).toBeAttached();
      const logo = await logoName.evaluate((span) => {
        const name = span.getBoundingClientRect();
        const box = span.parentElement!.getBoundingClientRect();
        return {
          shown: name.top < box.bottom,
          whole: name.left >= box.left && name.right <= box.right,
        };
      });
      // 390 and 412 px (most phones) have room for it; 360 px shows the bolt alone.
      expect(logo.shown, `the name at ${width} px`).toBe(width >= 390);
      if (logo.shown) expect(logo.whole).toBe(true);
      const overflow = await banner
        .locator(':scope > div')
        .evaluate((div) => div.scrollWidth - div.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
}
