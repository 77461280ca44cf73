import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { appHydrated } from './support/hydration';
import { cartWithOneProduct } from './support/orders';

/**
 * Issue 24, "Robustness and honesty": the storefront on a flaky phone never loses the page and
 * never says something untrue.
 */

const { customer: customerState, admin: adminState } = signedInStates('robustness', [
  'customer',
  'admin',
]);

const CHUNK_ERROR = 'Failed to load page resources. Please refresh the page.';
const PART_FAILED = 'This part of the page could not be loaded.';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(fs.readFileSync(path.join('dist', '.vite', 'manifest.json'), 'utf8'));

/** The files a page needs to exist at all: the entry, the app, the layout, the page, and their
 * static imports. Anything else the page downloads is a part loaded after the first render. */
function pageFiles(modules: string[]): Set<string> {
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', 'src/web/start.tsx', ...modules]) visit(key);
  return files;
}

/** The JavaScript files (under /assets/) a page downloads until it has settled. */
async function scriptsOf(page: Page, url: string, settle: (page: Page) => Promise<void>) {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.add(pathname.slice(1));
  });
  await page.goto(url);
  // The app and its parts load once the visitor is there (a guest's page, decision 067).
  await appHydrated(page);
  await settle(page);
  await page.waitForLoadState('networkidle');
  return [...seen];
}

const PAGES = [
  {
    url: '/',
    modules: ['src/web/app/layouts/main-layout.tsx', 'src/web/app/routes/home.tsx'],
    settle: async (page: Page) => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
    content: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
  {
    url: '/products',
    modules: ['src/web/app/layouts/main-layout.tsx', 'src/web/app/routes/products.tsx'],
    settle: async (page: Page) => {
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
    content: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
] as const;

test.describe('a part that fails to download fails alone (issue 24 item 1)', () => {
  for (const target of PAGES) {
    test(`${target.url}: every lazily loaded file blocked in turn`, async ({ browser }) => {
      test.setTimeout(600_000);
      const probe = await browser.newContext();
      const all = await scriptsOf(await probe.newPage(), target.url, target.settle);
      await probe.close();
      const own = pageFiles([...target.modules]);
      const lazy = all.filter((file) => !own.has(file));
      // The footer at least arrives after the first render on every page.
      expect(lazy.length).toBeGreaterThan(0);

      for (const file of lazy) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
        let blocked = true;
        await page.route(`**/${file}`, (route) => (blocked ? route.abort() : route.continue()));
        await page.goto(`${target.url}?lng=en`);
        await page.waitForLoadState('networkidle');
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        // The page stays: its header, its heading; never the chunk-load page for a part.
        await expect(page.getByText(CHUNK_ERROR), file).toHaveCount(0);
        await expect(page.getByRole('banner'), file).toBeVisible();
        await expect(target.content(page), file).toBeVisible();
        // A part that failed offers its own retry; once the file arrives, it is there.
        const failed = page.locator('[data-part-failed]');
        if ((await failed.count()) > 0) {
          await expect(failed.first()).toContainText(PART_FAILED);
          blocked = false;
          await failed.first().getByRole('button').click();
          await expect(page.locator('[data-part-failed]'), file).toHaveCount(0);
        }
        await context.close();
      }
    });
  }

  test("the page's own chunk failing shows SPEC's chunk-load error", async ({ page }) => {
    const own = pageFiles(['src/web/app/routes/products.tsx']);
    const chunk = manifest()['src/web/app/routes/products.tsx'].file;
    expect(own.has(chunk)).toBe(true);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/about?lng=en');
    // The app's own navigation (before the app starts, a link is a full page load).
    await appHydrated(page);
    await page.route(`**/${chunk}`, (route) => route.abort());
    await page
      .getByRole('navigation', { name: /main/i })
      .first()
      .getByRole('link', { name: 'Products' })
      .click()
      .catch(async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('link', { name: 'Products' }).first().click();
      });
    await expect(page.getByText(CHUNK_ERROR)).toBeVisible();
  });

  test("a signed-in customer's notification bell fails alone", async ({ browser }) => {
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    // The bell's files, the app's and the islands' (a signed-in visitor's header is theirs first,
    // decision 084).
    let blocked = true;
    await page.route(/\/assets\/notification-bell-[\w-]+\.js$/, (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/products?lng=en');
    const retry = page.getByRole('button', { name: new RegExp(PART_FAILED) });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    blocked = false;
    await retry.click();
    await expect(page.getByRole('button', { name: /notifications/i }).first()).toBeVisible();
    await context.close();
  });
});

test('visiting /admin does not change the stored language (issue 24 item 2)', async ({ page }) => {
  await page.goto('/cart?lng=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/admin');
  // A guest is sent on (to sign in, or home); the admin's Arabic stayed in the admin area.
  await expect(page).not.toHaveURL(/\/admin/);
  await page.goto('/cart');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18next');
  if (cookie) expect(cookie.value).toBe('en');
});

async function setCardPayments(context: BrowserContext, enabled: boolean) {
  const res = await context.request.put('/api/admin/settings/payment', {
    data: { paymobEnabled: enabled },
    headers: { 'x-xsrf-token': await xsrfOf(context) },
  });
  expect(res.ok()).toBe(true);
}

const CARD_TEXTS = {
  en: {
    card: 'Card payment',
    placeOrder: 'Place order',
    waiting: 'This order is waiting for your payment',
    payNow: 'Pay now',
    backToCart: 'Cancel and return the items to my cart',
    awaiting: 'Awaiting payment',
    processing: 'Processing',
  },
  ar: {
    card: 'الدفع بالبطاقة',
    placeOrder: 'تأكيد الطلب',
    waiting: 'هذا الطلب بانتظار الدفع',
    payNow: 'ادفع الآن',
    backToCart: 'إلغاء الطلب وإعادة المنتجات إلى سلتي',
    awaiting: 'بانتظار الدفع',
    processing: 'قيد التجهيز',
  },
} as const;

test.describe('back from the card page (issue 24 item 3)', () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newContext({ storageState: adminState });
    await setCardPayments(admin, true);
    await admin.close();
  });
  test.afterAll(async ({ browser }) => {
    const admin = await browser.newContext({ storageState: adminState });
    await setCardPayments(admin, false);
    await admin.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    const t = CARD_TEXTS[lang];
    test(`${lang}: Back leads to the unpaid order, which gives the items back`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState: customerState });
      const page = await context.newPage();
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
      await cartWithOneProduct(page);
      await page.goto('/checkout');
      await page.getByRole('radio', { name: new RegExp(t.card) }).check();
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').at(-1);
      await expect(page.getByText(t.waiting)).toBeVisible();
      const actions = page.getByTestId('unpaid-order-actions');
      await expect(actions.getByRole('button', { name: t.payNow })).toBeVisible();
      // Never "being prepared": no delivery status while the payment is missing.
      await expect(page.getByText(t.processing, { exact: true })).toHaveCount(0);

      // The orders list says so too, its two chips labelled.
      await page.goto('/orders');
      const row = page.locator(`a[href="/orders/${orderId}"]`);
      await expect(row).toContainText(t.awaiting);
      await expect(row).not.toContainText(t.processing);

      // An empty checkout points to it.
      await page.goto('/checkout');
      await expect(page.locator(`a[href="/orders/${orderId}"]`)).toBeVisible();

      await page.goto(`/orders/${orderId}`);
      await page
        .getByTestId('unpaid-order-actions')
        .getByRole('button', { name: t.backToCart })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: t.backToCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const cart = await (await page.request.get('/api/cart')).json();
      expect(cart.items.length).toBe(1);
      const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
      expect(order.paymentStatus).toBe('cancelled');
      await context.close();
    });
  }
});

test.describe('the payment result pages are honest (issue 24 item 4)', () => {
  test('success only for the customer’s own order in a success state', async ({ browser }) => {
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    for (const url of [
      '/payment/success',
      '/payment/success?order=garbage',
      '/payment/success?order=00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
      await expect(page.getByText('Payment successful')).toHaveCount(0);
    }
    await context.close();
  });

  test('the failed page names the reason', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/payment/failed?reason=signature');
    await expect(page.getByText(/invalid signature/)).toBeVisible();
    await page.goto('/payment/failed?reason=initiation');
    await expect(page.getByText('The card payment could not be started.')).toBeVisible();
    await page.goto('/payment/failed?order=garbage');
    await expect(page.getByText('This page was opened without a valid order.')).toBeVisible();
  });
});

test('a sort or category picked before the app starts takes effect (issue 24 item 5)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const start = manifest()['src/web/start.tsx'].file;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's code waits until the shopper has chosen: the page is the server's HTML until then.
  await page.route(`**/${start}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products?lng=en');
  await page.locator('select[name="sort"]').selectOption('price_desc');
  release();
  await expect(page).toHaveURL(/[?&]sort=price_desc/);
  await expect(page.locator('select[name="sort"]')).toHaveValue('price_desc');
  const prices = await (await page.request.get('/api/products?sort=price_desc&pageSize=12')).json();
  await expect(
    page.locator('main h3, main h2').filter({ hasText: prices.items[0].nameEn }).first(),
  ).toBeVisible();
});

test('an unknown URL answers 404 with the friendly page, server-rendered (issue 24 item 8)', async ({
  page,
  request,
}) => {
  for (const [lang, title] of [
    ['en', 'Page not found'],
    ['ar', null],
  ] as const) {
    const res = await request.get(`/no-such-page/here?lng=${lang}`);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('id="ssr-state"');
    if (title) expect(html).toContain(title);
  }
  const res = await page.goto('/definitely-not-a-page?lng=en');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Page not found').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('small things (issue 24 item 11): Esc closes the phone menu, required message, subject limit', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/contact?lng=en');
  // The server's page first: the menu opens once the app has taken over.
  await page.waitForLoadState('networkidle');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  // The message is starred like the other required fields; the subject says its limit.
  await expect(page.locator('label', { hasText: 'Message' }).first()).toContainText('*');
  await expect(page.getByText('Up to 150 characters.')).toBeVisible();
  await context.close();
});
