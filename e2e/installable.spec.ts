import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appHydrated } from './support/hydration';

/**
 * The installable shop (docs/decisions/062-installable-app.md, 073): the manifest in the page's
 * language and the service worker, both once the app has taken the page over, the icons, the
 * worker controlling the next page, the offline page in the visitor's language, /api/ never
 * answered from a cache, and the chunk-load error still shown when a page's code cannot load
 * under the worker.
 */
type Lang = 'ar' | 'en';
const locale = (lang: Lang) =>
  JSON.parse(fs.readFileSync(path.join('src/web/locales', `${lang}.json`), 'utf8'));

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

for (const lang of ['ar', 'en'] as Lang[]) {
  const texts = locale(lang);

  test.describe(`installable in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      // Automated browsers get no worker unless asked (src/web/lib/installable.ts).
      await page.addInitScript((lng) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('sw', '1');
      }, lang);
    });

    test('the page links a valid manifest in its language, with its icons', async ({
      page,
      request,
    }) => {
      await page.goto(`/?lng=${lang}`);
      // Linked once the app has taken the page over (decision 073).
      await appHydrated(page);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(lang === 'ar' ? '/manifest.webmanifest' : '/manifest.en.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#166534');
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#166534',
      });
      expect(manifest.name).toMatch(lang === 'ar' ? /جرين فولت/ : /Green Volt/);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const purposes = new Set<string>();
      for (const icon of manifest.icons) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
        const { width, height } = pngSize(await file.body());
        expect(`${width}x${height}`).toBe(icon.sizes);
        purposes.add(`${icon.purpose} ${icon.sizes}`);
      }
      expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
    });

    test('a page only looked at links no manifest and registers no worker; its islands taking it over do both', async ({
      page,
    }) => {
      // A guest's page in its own language: its islands start on the first input (decisions 067
      // and 080), and the app only for its own parts.
      await page.goto(lang === 'ar' ? '/' : '/?lng=en');
      await expect(page.locator('html')).toHaveAttribute('data-guest', '');
      await page.waitForFunction(() => document.readyState === 'complete');
      // Past the load and the browser's next idle moments, when the worker used to register.
      const before = await page.evaluate(async () => {
        for (let i = 0; i < 3; i++) {
          await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
        return {
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          manifests: document.querySelectorAll('link[rel="manifest"]').length,
        };
      });
      expect(before).toEqual({ workers: 0, manifests: 0 });
      await page.mouse.move(5, 5);
      await page.waitForFunction(() => performance.getEntriesByName('islands:hydrated').length > 0);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        lang === 'ar' ? '/manifest.webmanifest' : '/manifest.en.webmanifest',
      );
      const active = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      );
      expect(active).toMatch(/\/sw\.js$/);
      expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(
        0,
      );
    });

    test('the worker controls the next page; offline, a page shows the offline page and /api/ fails', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await appHydrated(page);
      const active = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.scriptURL;
      });
      expect(active).toMatch(/\/sw\.js$/);
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // Online, the API answers (and is never kept by the worker).
      const online = await page.evaluate(() =>
        fetch('/api/products?pageSize=1').then((r) => r.status),
      );
      expect(online).toBe(200);

      await context.setOffline(true);
      try {
        await page.goto('/products');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.offline.title);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByText(texts.offline.text)).toBeVisible();
        await expect(page.getByRole('button', { name: texts.offline.retry })).toBeVisible();
        // The address is still the page asked for: "try again" loads it.
        expect(new URL(page.url()).pathname).toBe('/products');

        // Past the browser's own HTTP cache (the catalog's 30 s): only a worker's copy could answer.
        const offline = await page.evaluate(() =>
          fetch('/api/products?pageSize=1', { cache: 'no-store' }).then(
            (r) => `answered ${r.status}`,
            () => 'failed',
          ),
        );
        expect(offline).toBe('failed');
        // Nothing under /api/ was ever kept.
        const kept = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          }
          return urls;
        });
        expect(kept.some((url) => new URL(url).pathname.startsWith('/api/'))).toBe(false);
        expect(kept.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
      } finally {
        await context.setOffline(false);
      }
      // Back online, "try again" brings the page.
      await page.getByRole('button', { name: texts.offline.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.offline.title);
    });

    test('under the worker, a page whose code cannot load still shows the chunk-load error', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await appHydrated(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // The app has taken the page over: the header's links are the router's.
      await appHydrated(page);
      await context.setOffline(true);
      try {
        // The cart page's code was never loaded: the worker has no copy and the network is gone.
        await page
          .getByRole('banner')
          .getByRole('link', { name: texts.nav.cartLabel_zero })
          .click();
        await expect(page.getByText(texts.errorPage.chunk.message)).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
    });
  });
}
