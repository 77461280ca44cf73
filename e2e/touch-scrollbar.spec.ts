import { expect, type Page, test } from '@playwright/test';
import { withLang } from './support/lang';

/**
 * A touch screen's scrollbar shows from the shopper's first scroll
 * (docs/decisions/079-touch-scrollbar-from-the-first-scroll.md): Chromium shows a phone's overlay
 * scrollbar as the page gets its height and fades it out over 300 ms, twenty frames drawn while
 * the page becomes ready for a tap. Until the first scroll the page has none; from then on it
 * has the browser's own. A mouse's scrollbar is never hidden (it takes room, and would move the
 * page when it came).
 */
const rootScrollbar = (page: Page) =>
  page.evaluate(() => ({
    width: getComputedStyle(document.documentElement).scrollbarWidth,
    scrolled: document.documentElement.hasAttribute('data-scrolled'),
  }));

for (const lang of ['ar', 'en'] as const) {
  test.describe(`${lang}: on a phone`, () => {
    test.use({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });

    test('the page has no scrollbar until the first scroll, then the browser’s own', async ({
      page,
    }) => {
      await page.goto(withLang('/', lang));
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      // The home page is several screens long: it scrolls, without a scrollbar yet.
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight > 2 * innerHeight),
      ).toBe(true);
      expect(await rootScrollbar(page)).toEqual({ width: 'none', scrolled: false });

      // A tap is not a scroll.
      await page.locator('h1').first().tap();
      expect(await rootScrollbar(page)).toEqual({ width: 'none', scrolled: false });

      await page.evaluate(() => window.scrollBy(0, 600));
      await expect.poll(() => rootScrollbar(page)).toEqual({ width: 'auto', scrolled: true });
      // Scrolling back to the top keeps it: the shopper has found the page scrolls.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      expect(await rootScrollbar(page)).toEqual({ width: 'auto', scrolled: true });
    });
  });

  test(`${lang}: with a mouse the scrollbar is there from the start`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(withLang('/products', lang));
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
    expect(await rootScrollbar(page)).toEqual({ width: 'auto', scrolled: false });
  });
}
