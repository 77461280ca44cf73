import { expect, test } from '@playwright/test';
import { signedInStates } from './support/accounts';
import { placeCashOrder } from './support/orders';

const states = signedInStates('audit', ['customer', 'admin']);

const arabicDigits = (n: number) =>
  new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(n);

test('an order status change shows in settings → audit log, in Arabic (and in English in its export)', async ({
  browser,
}) => {
  const customer = await browser.newContext({ storageState: states.customer });
  const order = await placeCashOrder(await customer.newPage(), 'e2e-audit');
  await customer.close();

  const context = await browser.newContext({
    storageState: states.admin,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  // The admin area starts in Arabic (SPEC §1).
  await page.goto(`/admin/orders/${order.id}`);
  const markPaid = 'تحديد كمدفوع';
  await page.getByRole('button', { name: markPaid }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: markPaid }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'سجل التدقيق' }).click();
  await expect(page).toHaveURL(/section=audit/);
  const log = page.getByRole('tabpanel', { name: 'سجل التدقيق' });
  const entry = log
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `رقم ${arabicDigits(order.orderNumber)}` }) });
  await expect(entry).toContainText('غيّر حالة الطلب');
  await expect(entry).toContainText('admin@greenvolt.example');
  await entry.getByRole('button', { name: 'عرض التغييرات' }).click();
  const change = log.getByRole('row', { name: /^حالة الدفع/ });
  await expect(change.getByRole('cell')).toHaveText(['قيد الانتظار', 'مدفوع']);
  await page.screenshot({ path: test.info().outputPath('audit-log-ar.png'), fullPage: true });

  // The admin area is always Arabic (SPEC §1, decision 053): the top bar's switch sets the
  // storefront's language only, and the log stays in Arabic.
  await page.getByRole('button', { name: /^لغة المتجر: العربية/ }).click();
  await expect(page.getByRole('button', { name: /^لغة المتجر: English/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(entry).toContainText('غيّر حالة الطلب');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  // In English, the same entry as the log's export writes it.
  const csv = await page.request.get(
    `/api/admin/audit-log.csv?lang=en&entityType=order&entityId=${order.id}`,
  );
  expect(csv.status()).toBe(200);
  const [header, ...lines] = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain('Staff e-mail');
  const row = lines.find((line) => line.includes('order.status_changed'));
  expect(row).toContain('admin@greenvolt.example');
  expect(row).toContain(`#${order.orderNumber}`);
  expect(row).toMatch(/paymentStatus""?:""?pending/);
  expect(row).toMatch(/paymentStatus""?:""?paid/);

  // The entry leads back to the order.
  await entry.getByRole('link', { name: `رقم ${arabicDigits(order.orderNumber)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await context.close();
});
