import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { formatEgp } from '../src/shared/money';
import { PRODUCT_CSV_HEADER, type ProductCsvColumn } from '../src/shared/schemas/catalog-import';
import { signedInStates, xsrfOf } from './support/accounts';

/**
 * Issue 22: import a CSV with one bad row → the preview shows it → fix → import → the product
 * is in the store. The admin area is Arabic (SPEC §1, decision 053), so the preview's errors are
 * read in Arabic; the storefront is checked in both languages.
 */
const { admin: adminState } = signedInStates('catalog-import', ['admin']);
const LANGS = ['ar', 'en'] as const;
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now();
const key = `e2e-battery-${stamp}`;
const nameEn = `Import battery ${stamp}`;
const nameAr = `بطارية مستوردة ${stamp}`;

type Row = Partial<Record<ProductCsvColumn, string>>;
const rows = (categorySlug: string): Row[] =>
  [
    ['12 V', '١٢ فولت', '4500.00', '7'],
    ['24 V', '٢٤ فولت', '١٢٬٥٠٠٫٥٠', '3'],
  ].map(([volt, voltAr, price, stock], i) => ({
    product_key: key,
    sku: `E2E-IMP-${stamp}-${i}`,
    name_en: nameEn,
    name_ar: nameAr,
    description_en: 'Imported from a spreadsheet.',
    description_ar: 'مستوردة من جدول بيانات.',
    category_slug: categorySlug,
    option1_name_en: 'Voltage',
    option1_name_ar: 'الجهد',
    option1_value_en: volt,
    option1_value_ar: voltAr,
    price,
    stock,
    active: 'yes',
  }));

const csv = (data: Row[]) => {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    PRODUCT_CSV_HEADER.join(','),
    ...data.map((r) => PRODUCT_CSV_HEADER.map((c) => cell(r[c] ?? '')).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};

let productId = '';

async function asAdmin<T>(browser: Browser, work: (admin: BrowserContext) => Promise<T>) {
  const admin = await browser.newContext({ storageState: adminState });
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

test.afterAll(async ({ browser }) => {
  if (!productId) return;
  await asAdmin(browser, async (admin) => {
    const headers = { 'x-xsrf-token': await xsrfOf(admin) };
    await admin.request.delete(`/api/admin/products/${productId}`, { headers });
  });
});

test('an admin imports a CSV: the bad row shows in the preview, the fixed file goes in, the store shows it', async ({
  browser,
}) => {
  // A whole journey through the admin and the storefront in both languages.
  test.setTimeout(120_000);
  const admin = await browser.newContext({ storageState: adminState });
  const page = await admin.newPage();
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'استيراد / تصدير' }).click();
  await expect(page.getByRole('heading', { name: 'استيراد وتصدير المنتجات' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تنزيل ملف CSV' })).toHaveAttribute(
    'href',
    '/api/admin/products/export.csv',
  );

  // One bad row: a variant without a price.
  const bad = rows('batteries');
  bad[1] = { ...bad[1], price: '' };
  await page.getByTestId('import-file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: csv(bad),
  });
  await expect(page.getByTestId('import-summary')).toContainText('صفان:', { timeout: 30_000 });
  await expect(page.getByText('صف واحد به أخطاء')).toBeVisible();
  const table = page.getByRole('table', { name: 'صفوف الملف' });
  await expect(table.getByTestId('import-row')).toHaveCount(1);
  await expect(table).toContainText('price: السعر غير موجود.');
  const apply = page.getByRole('button', { name: /استيراد/ });
  await expect(apply).toBeDisabled();

  // Fixed: both rows are new; Arabic-Indic digits in the price are read.
  await page.getByTestId('import-file').setInputFiles({
    name: 'products-fixed.csv',
    mimeType: 'text/csv',
    buffer: csv(rows('batteries')),
  });
  await expect(page.getByTestId('import-summary')).toContainText('٢ جديد', { timeout: 30_000 });
  await expect(table.getByTestId('import-row')).toHaveCount(2);
  await expect(table).toContainText(formatEgp(12500.5, 'ar'));
  await page.getByRole('button', { name: 'استيراد تغييرين' }).click();
  await expect(page.getByText('تم الاستيراد: ٢ جديد، ٠ مُحدَّث، ٠ بلا تغيير.')).toBeVisible({
    timeout: 60_000,
  });

  const list = await admin.request.get(
    `/api/admin/products?search=${encodeURIComponent(String(stamp))}`,
  );
  const found = (await list.json()).items;
  expect(found).toHaveLength(1);
  productId = found[0].id;
  await admin.close();

  for (const lang of LANGS) {
    const visitor = await browser.newPage();
    await visitor.goto(`/products/${productId}?lng=${lang}`);
    const main = visitor.locator('main');
    await expect(main).toContainText(lang === 'ar' ? nameAr : nameEn, { timeout: 30_000 });
    // The lowest variant price is the product's price.
    await expect(main).toContainText(formatEgp(4500, lang));
    await visitor.close();
  }
});
