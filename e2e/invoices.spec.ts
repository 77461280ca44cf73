import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { placeCashOrder } from './support/orders';

// Issue 21 "Documents" (decision 045): the admin prints a paid order's invoice — the printed page
// in Arabic and in English, screenshots of both — and the customer downloads it from their order.

const { customer: customerState, admin: adminState } = signedInStates('invoices', [
  'customer',
  'admin',
]);

/** Every page of the context records a print request instead of opening the dialog. */
const recordPrints = (context: BrowserContext) =>
  context.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });

/** The popup a click opens. */
async function popupOf(page: Page, click: () => Promise<void>) {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), click()]);
  // The tab opens blank, then goes to the document once the session is checked.
  await popup.waitForURL(/\/api\//);
  await popup.waitForLoadState('load');
  return popup;
}

let order: { id: string; orderNumber: number };
let invoiceNumber: RegExp;

test.beforeAll(async ({ browser }) => {
  // The customer's cash order, then the admin records the cash: paid, so it has its number.
  const customer = await browser.newContext({ storageState: customerState });
  order = await placeCashOrder(await customer.newPage(), 'invoice');
  await customer.close();
  const admin = await browser.newContext({ storageState: adminState });
  const paid = await admin.request.post(`/api/admin/orders/${order.id}/actions`, {
    data: { action: 'mark_paid' },
    headers: { 'x-xsrf-token': await xsrfOf(admin) },
  });
  expect(paid.status()).toBe(200);
  await admin.close();
  invoiceNumber = new RegExp(`INV-${new Date().getFullYear()}-\\d{6}`);
});

test('admin prints the invoice, in Arabic and in English', async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminState });
  await recordPrints(context);
  const page = await context.newPage();
  await page.goto(`/admin/orders/${order.id}`);
  const popup = await popupOf(page, () =>
    page.getByRole('button', { name: /^(Print invoice|طباعة الفاتورة)$/ }).click(),
  );
  expect(new URL(popup.url()).pathname).toBe(`/api/admin/orders/${order.id}/invoice`);
  // It asked to print once its fonts were in.
  await expect(popup.locator('html')).toHaveAttribute('data-printed', 'yes');

  for (const lang of ['ar', 'en'] as const) {
    await popup.goto(`/api/admin/orders/${order.id}/invoice?lang=${lang}`);
    const doc = popup.locator('article.invoice');
    await expect(popup.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(doc.locator('h1')).toHaveText(lang === 'ar' ? 'فاتورة' : 'Invoice');
    await expect(doc).toContainText(invoiceNumber);
    await expect(doc).toContainText(String(order.orderNumber));
    await expect(doc).toContainText(lang === 'ar' ? 'الدفع عند الاستلام' : 'Cash on delivery');
    await expect(doc).toContainText(lang === 'ar' ? 'شامل ضريبة القيمة المضافة' : 'VAT included');
    await expect(doc).toContainText(lang === 'ar' ? 'الإجمالي' : 'Total');
    await expect(doc.locator('svg.qr')).toBeVisible();
    // As printed: the toolbar is gone, the sheet is the page.
    await popup.emulateMedia({ media: 'print' });
    await expect(popup.locator('.toolbar')).toBeHidden();
    const font = await popup.evaluate(() => document.fonts.check('16px "Cairo Doc"', 'فاتورة'));
    expect(font).toBe(true);
    await popup.screenshot({
      path: test.info().outputPath(`invoice-${lang}.png`),
      fullPage: true,
    });
    await popup.emulateMedia({ media: 'screen' });
  }
  await context.close();
});

test('admin prints the packing slips of the orders ticked in the list', async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminState });
  await recordPrints(context);
  const page = await context.newPage();
  await page.goto('/admin/orders');
  const row = page.locator('tr', { has: page.locator(`a[href="/admin/orders/${order.id}"]`) });
  await row.getByRole('checkbox').check();
  await expect(page.getByText(/^(1 order selected|طلب واحد محدد)$/)).toBeVisible();
  const popup = await popupOf(page, () =>
    page.getByRole('button', { name: /^(Print packing slips|طباعة قوائم التعبئة)$/ }).click(),
  );
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/api/admin/orders/print');
  expect(url.searchParams.get('ids')).toBe(order.id);
  await expect(popup.locator('article.slip')).toHaveCount(1);
  await expect(popup.locator('article.slip')).toContainText('5 Tahrir St');
  await expect(popup.locator('article.slip')).not.toContainText(/EGP|ج\.م/);
  await context.close();
});

test('the customer downloads their paid order’s invoice', async ({ browser }) => {
  const context = await browser.newContext({ storageState: customerState });
  const page = await context.newPage();
  await page.goto(`/orders/${order.id}`);
  const lang = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'ar';
  const popup = await popupOf(page, () =>
    page.getByRole('button', { name: /^(Download invoice|تنزيل الفاتورة)$/ }).click(),
  );
  const url = new URL(popup.url());
  expect(url.pathname).toBe(`/api/orders/${order.id}/invoice`);
  // The invoice comes in the language the customer is reading the site in.
  expect(url.searchParams.get('lang')).toBe(lang);
  await expect(popup.locator('article.invoice')).toContainText(invoiceNumber);
  await expect(popup.locator('article.invoice h1')).toHaveText(
    lang === 'ar' ? 'فاتورة' : 'Invoice',
  );
  await context.close();
});
