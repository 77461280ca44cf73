import { test as base, expect, type Page } from '@playwright/test';
import { signedInStates } from './support/accounts';
import { appHydrated } from './support/hydration';

// The admin area is Arabic (SPEC §1).
const { admin: adminState } = signedInStates('dashboard', ['admin']);

/** A page of the signed-in admin, with its own context (closed with the test). */
const test = base.extend<{ page: Page }>({
  page: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: adminState });
    await use(await context.newPage());
    await context.close();
  },
});

test('the admin sees the dashboard with its charts in Arabic', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();

  // The demo history has orders on each of the last 14 days: figures and bars are not empty.
  const orders = page.getByRole('slider', { name: /^الطلبات اليومية/ });
  await expect(orders.locator('rect')).toHaveCount(7);
  const heights = await orders
    .locator('rect')
    .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
  expect(heights.filter((h) => h > 0).length).toBeGreaterThan(3);
  const revenue = page.getByRole('slider', { name: /^الإيرادات اليومية/ });
  await expect(revenue.locator('path').nth(1)).toHaveAttribute(
    'd',
    /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){6}$/,
  );
  await expect(page.getByRole('heading', { name: 'الإيرادات', exact: true })).toBeVisible();
  await expect(page.getByText(/ج\.م/).first()).toBeVisible();

  // Hovering a day shows its figures in Arabic digits; the arrow keys read them out too.
  await orders.hover();
  await expect(orders.locator('..').getByTestId('chart-tooltip')).toContainText(/الطلبات: [٠-٩]+$/);
  await orders.focus();
  await page.keyboard.press('End');
  await expect(orders).toHaveAttribute('aria-valuetext', /[٠-٩]/);

  await page.getByRole('button', { name: 'آخر ٣٠ يومًا' }).click();
  await expect(page).toHaveURL(/\/admin\?period=30$/);
  await expect(orders.locator('rect')).toHaveCount(30);
  await expect(page.getByRole('heading', { name: 'أحدث الطلبات' })).toBeVisible();
  await page
    .getByRole('link', { name: /^الطلب رقم/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
});

test('the admin makes a customer an admin and back', async ({ page }) => {
  await page.goto('/admin/users');
  await page.getByLabel('ابحث في المستخدمين').fill('ahmed.hassan');
  await expect(page).toHaveURL(/search=ahmed\.hassan/);
  await page.locator('main').getByRole('link', { name: 'Ahmed Hassan' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ahmed Hassan' })).toBeVisible();
  const account = page.getByRole('region', { name: 'الحساب' });
  await expect(account.getByText('الدور: عميل')).toBeVisible();

  // The owner picks a role (decision 048), confirmed with what it may do.
  await page.getByRole('combobox', { name: 'الدور' }).selectOption('admin');
  await page.getByRole('button', { name: 'تغيير الدور' }).click();
  const promote = page.getByRole('dialog', {
    name: 'تغيير دور Ahmed Hassan إلى: مدير (المالك)؟',
  });
  await promote.getByRole('button', { name: 'تغيير الدور' }).click();
  await expect(promote).toBeHidden();
  await expect(account.getByText('الدور: مدير (المالك)')).toBeVisible();
  const role = async () =>
    (await (await page.request.get('/api/admin/users?search=ahmed.hassan')).json()).items[0].role;
  expect(await role()).toBe('admin');

  await page.getByRole('combobox', { name: 'الدور' }).selectOption('customer');
  await page.getByRole('button', { name: 'تغيير الدور' }).click();
  const demote = page.getByRole('dialog');
  await demote.getByRole('button', { name: 'تغيير الدور' }).click();
  await expect(demote).toBeHidden();
  await expect(account.getByText('الدور: عميل')).toBeVisible();
  expect(await role()).toBe('customer');
});

test('the top-bar search jumps to an order by its number', async ({ page }) => {
  const list = await (await page.request.get('/api/admin/orders?pageSize=1')).json();
  const order = list.items[0];
  await page.goto('/admin');
  const box = page.getByRole('combobox', { name: 'ابحث في الطلبات والمنتجات والمستخدمين' });
  await box.fill(String(order.orderNumber));
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(`/admin/orders/${order.id}`);
});

test("the admin area's texts come with it, not with every page (decision 081)", async ({
  page,
}) => {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+\.json$/.test(request.url())) texts.push(new URL(request.url()).pathname);
  });
  // The storefront in English, then the admin area by its own link: the app navigates there. A
  // signed-in visitor's page starts its islands (decision 084): the app starts on a part of its own.
  await page.goto('/products?lng=en');
  await appHydrated(page);
  expect(texts.filter((file) => file.includes('admin-'))).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  // Arabic (SPEC §1): its storefront texts and its own, both fetched on the way in.
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'قائمة لوحة التحكم' })
      .getByRole('link', { name: 'الطلبات' }),
  ).toBeVisible();
  expect(texts.filter((file) => /\/admin-ar-/.test(file))).toHaveLength(1);
  expect(texts.some((file) => /\/assets\/ar-[\w-]+\.json$/.test(file))).toBe(true);
});
