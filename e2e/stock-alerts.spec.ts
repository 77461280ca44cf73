import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { mailText } from '../src/server/test/mail';
import { ACCOUNTS, signedInStates, xsrfOf } from './support/accounts';

/**
 * Issue 22, decision 058: a bulk stock edit below the threshold tells the admin once and shows in
 * the product's stock history (the admin area is Arabic); a customer who asked to be told gets a
 * notice and an e-mail when the product is back.
 */
const states = signedInStates('stock-alerts', ['admin', 'customer']);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const nameAr = `بطارية تنبيه ${stamp}`;
const nameEn = `Alert battery ${stamp}`;
let productId = '';

async function as<T>(
  browser: Browser,
  who: 'admin' | 'customer',
  work: (context: BrowserContext) => Promise<T>,
) {
  const context = await browser.newContext({ storageState: states[who] });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

async function setStock(admin: BrowserContext, quantity: number) {
  const res = await admin.request.post('/api/admin/products/bulk', {
    data: { ids: [productId], action: { kind: 'stock', quantity } },
    headers: { 'x-xsrf-token': await xsrfOf(admin) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type Notice = { titleAr: string; titleEn: string };
const titles = async (context: BrowserContext): Promise<Notice[]> =>
  (await (await context.request.get('/api/notifications?pageSize=50')).json()).notifications;

test.beforeAll(async ({ browser }) => {
  await as(browser, 'admin', async (admin) => {
    const categories = await (await admin.request.get('/api/categories')).json();
    const res = await admin.request.post('/api/admin/products', {
      data: { nameEn, nameAr, price: 900, categoryId: categories.items[0].id, stockQuantity: 9 },
      headers: { 'x-xsrf-token': await xsrfOf(admin) },
    });
    expect(res.status(), await res.text()).toBe(201);
    productId = (await res.json()).id;
  });
});

test('a stock edit below the threshold tells the admin once and is in the history', async ({
  browser,
}) => {
  // A whole journey through the admin and the storefront.
  test.setTimeout(120_000);
  await as(browser, 'admin', async (admin) => {
    await setStock(admin, 2);
    const low = `مخزون منخفض: ${nameAr}`;
    await expect
      .poll(async () => (await titles(admin)).filter((n) => n.titleAr === low).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await setStock(admin, 1); // still below: no second notice
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await titles(admin)).filter((n) => n.titleAr === low)).toHaveLength(1);

    const page = await admin.newPage();
    await page.goto(`/admin/products/${productId}/stock`);
    await expect(page.getByRole('heading', { name: 'سجل المخزون', level: 1 })).toBeVisible();
    await expect(page.getByText('تعديل جماعي').first()).toBeVisible();
    await expect(page.getByText('المتبقي ١', { exact: true })).toBeVisible();
    await expect(page.getByText('المتبقي ٢', { exact: true })).toBeVisible();

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'تنبيهات المخزون' })).toBeVisible();
    await expect(page.getByText('يُبلَّغ الفريق عندما تتبقى ٥ قطع أو أقل.')).toBeVisible();
  });
});

test('a customer who asked is told once, in the app and by e-mail, when it is back', async ({
  browser,
}) => {
  // A whole journey through the admin and the storefront.
  test.setTimeout(120_000);
  await as(browser, 'admin', (admin) => setStock(admin, 0));
  await as(browser, 'customer', async (customer) => {
    const headers = { 'x-xsrf-token': await xsrfOf(customer), 'accept-language': 'en' };
    const asked = await customer.request.post(`/api/products/${productId}/back-in-stock`, {
      data: {},
      headers,
    });
    expect(asked.status(), await asked.text()).toBe(201);
  });
  await as(browser, 'admin', (admin) => setStock(admin, 4));
  await as(browser, 'customer', async (customer) => {
    const back = `${nameEn} is back in stock`;
    await expect
      .poll(async () => (await titles(customer)).filter((n) => n.titleEn === back).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const to = ACCOUNTS.customer.email;
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((f) =>
          f.endsWith(`-${to}.eml`),
        );
        const raws = await Promise.all(files.map((f) => readFile(path.join(folder, f), 'utf8')));
        return raws.filter((raw) => mailText(raw).includes(`/products/${productId}`)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
});
