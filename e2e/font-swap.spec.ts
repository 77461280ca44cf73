import { expect, test } from '@playwright/test';

/**
 * A phone on a weak connection paints the server's page before Cairo arrives; the system fonts
 * it paints in are sized to Cairo (font-fallbacks.css, decision 077), so the swap moves nothing.
 * Before them, a late Cairo shifted these pages by 0.012–0.13 (layout-shift score); with them,
 * 0–0.006 (a list may still wrap once more or less: the sizes are means, not each word's).
 */
// /news lists the posts other specs publish, whose titles end in a 13-digit number: the digits
// have a face of their own, sized on digits (a fallback sized on letters wrapped such a title,
// 0.099). /about is seeded and untouched.
const PAGES = [
  '/category/batteries',
  '/news',
  '/about',
  '/news/slug/ar-new-showroom-free-delivery',
];
const CAIRO_DELAY_MS = 2_000;

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

for (const lang of ['ar', 'en'] as const) {
  for (const path of PAGES) {
    test(`a late Cairo moves nothing on ${path} (${lang})`, async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
        const shifts: { value: number; at: number; nodes: string[] }[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              nodes: entry.sources.map((source) => source.node?.nodeName ?? '?'),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, CAIRO_DELAY_MS));
        await route.continue();
      });
      await page.goto(`${path}?lng=${lang}`);
      // Painted in the sized system fonts first, then in Cairo.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.status === 'loaded')
              .map((face) => face.family.replaceAll('"', '')),
          ),
        )
        .toEqual(expect.arrayContaining(['Cairo Variable']));
      await page.waitForTimeout(500); // the frame after the swap
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // 0–0.006 with the sized faces; 0.012–0.13 without them.
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
      // And it was the sized faces that drew the page first, not the plain system font.
      const families = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', '')),
      );
      expect(families.some((family) => family.startsWith('Cairo Fallback'))).toBe(true);
    });
  }
}
