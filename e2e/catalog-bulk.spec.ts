import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatEgp } from '../src/shared/money';
import { signedInStates, xsrfOf } from './support/accounts';

/**
 * Issue 22: bulk edit in the admin products list, and a category's picture and banner. The
 * admin area is Arabic (SPEC §1); the storefront is checked in both languages.
 */
const { admin: adminState } = signedInStates('catalog-bulk', ['admin']);
const LANGS = ['ar', 'en'] as const;
// Several page loads in both languages on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

async function asAdmin<T>(browser: Browser, work: (admin: BrowserContext) => Promise<T>) {
  const admin = await browser.newContext({ storageState: adminState });
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

const stamp = Date.now();
/** This spec's own products (the demo catalog stays as it is for the other specs). */
const made: { id: string; nameAr: string; price: number }[] = [];
let categoryId = '';

test.beforeAll(async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    const headers = { 'x-xsrf-token': await xsrfOf(admin) };
    const categories = await (await admin.request.get('/api/categories')).json();
    for (const [n, price] of [
      [1, 1000],
      [2, 250.5],
      [3, 500],
    ] as const) {
      const nameAr = `منتج جماعي ${n} ${stamp}`;
      const res = await admin.request.post('/api/admin/products', {
        data: {
          nameEn: `Bulk product ${n} ${stamp}`,
          nameAr,
          price,
          categoryId: categories.items[0].id,
          stockQuantity: 5,
        },
        headers,
      });
      expect(res.status(), await res.text()).toBe(201);
      made.push({ id: (await res.json()).id, nameAr, price });
    }
    const category = await admin.request.post('/api/admin/categories', {
      data: { nameEn: `E2E Kits ${stamp}`, nameAr: `حزم اختبار ${stamp}`, sortOrder: 0 },
      headers,
    });
    expect(category.status(), await category.text()).toBe(201);
    categoryId = (await category.json()).id;
  });
});

test.afterAll(async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    const headers = { 'x-xsrf-token': await xsrfOf(admin) };
    for (const { id } of made) await admin.request.delete(`/api/admin/products/${id}`, { headers });
    // Deleting the category deletes its picture and banner files too.
    if (categoryId) await admin.request.delete(`/api/admin/categories/${categoryId}`, { headers });
  });
});

test('an admin raises two products by 10% in one bulk edit; the store shows the new prices', async ({
  browser,
}) => {
  // A whole journey through the admin and the storefront.
  test.setTimeout(120_000);
  const admin = await browser.newContext({ storageState: adminState });
  const page = await admin.newPage();
  await page.goto(`/admin/products?search=${encodeURIComponent(`${stamp}`)}`);
  const table = page.getByRole('table');
  // The header and this spec's three products.
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  await table.getByRole('checkbox', { name: `تحديد ${made[0].nameAr}` }).check();
  await table.getByRole('checkbox', { name: `تحديد ${made[1].nameAr}` }).check();

  const bar = page.getByRole('region', { name: 'تعديل جماعي' });
  await expect(bar.getByText('منتجان محددان')).toBeVisible();
  await bar.getByLabel('التغيير').selectOption('price');
  await bar.getByLabel('الاتجاه').selectOption('increase');
  await bar.getByLabel('بواسطة').selectOption('percent');
  await bar.getByLabel('النسبة (%)').fill('١٠'); // Arabic-Indic digits are read too
  await bar.getByRole('button', { name: 'مراجعة التغيير' }).click();

  const dialog = page.getByRole('dialog', { name: 'تطبيق هذا التغيير؟' });
  // Two products: Arabic's dual form.
  await expect(dialog).toContainText('سيتم تغيير منتجين.');
  await expect(dialog).toContainText('سترتفع الأسعار بمقدار ١٠٪');
  await dialog.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.getByText('تم تحديث منتجين')).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(table).toContainText(formatEgp(1100, 'ar'));
  await expect(table).toContainText(formatEgp(275.55, 'ar'));
  await expect(table).toContainText(formatEgp(500, 'ar'));
  await admin.close();

  for (const lang of LANGS) {
    const visitor = await browser.newPage();
    await visitor.goto(`/products/${made[1].id}?lng=${lang}`);
    await expect(visitor.locator('main')).toContainText(formatEgp(275.55, lang), {
      timeout: 30_000,
    });
    await visitor.goto(`/products/${made[2].id}?lng=${lang}`);
    await expect(visitor.locator('main')).toContainText(formatEgp(500, lang));
    await visitor.close();
  }
});

test('an admin uploads a category picture and banner; the home and category pages show them', async ({
  browser,
}) => {
  // A whole journey through the admin and the storefront in both languages.
  test.setTimeout(120_000);
  const admin = await browser.newContext({ storageState: adminState });
  const page = await admin.newPage();
  await page.goto('/admin/categories');
  await page
    .getByRole('button', { name: `تعديل حزم اختبار ${stamp}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'تعديل الفئة' });
  const png = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  await dialog
    .getByTestId('category-image')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'kits.png',
      mimeType: 'image/png',
      buffer: await png(1200, 900, '#15803d'),
    });
  await expect(page.getByText('تم حفظ صورة الفئة')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'صورة الفئة الحالية' })).toBeVisible();
  await dialog
    .getByTestId('category-banner')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await png(2400, 600, '#0f172a'),
    });
  await expect(page.getByText('تم حفظ اللافتة (اختيارية)')).toBeVisible();
  await admin.close();

  for (const lang of LANGS) {
    const visitor = await browser.newPage();
    await visitor.goto(`/?lng=${lang}`);
    const name = lang === 'ar' ? `حزم اختبار ${stamp}` : `E2E Kits ${stamp}`;
    const tile = visitor.getByRole('link', { name: new RegExp(name) });
    const picture = tile.locator(`img[src*="/uploads/categories/${categoryId}/image-"]`);
    await expect(picture).toBeVisible({ timeout: 30_000 });
    // The tile (~170 px wide) is drawn from the upload's 400 px copy (decision 075).
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(new RegExp(`/uploads/categories/${categoryId}/image-[^/]+-400\\.webp$`));
    await tile.click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(visitor.getByTestId('category-banner')).toHaveAttribute(
      'src',
      new RegExp(`/uploads/categories/${categoryId}/banner-`),
    );
    await visitor.close();
  }
});
