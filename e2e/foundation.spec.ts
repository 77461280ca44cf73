import { expect, type Page, test } from '@playwright/test';

const ARABIC = /[\u0600-\u06FF]/;

/** Console errors and failed requests make a page suspect even when it looks right. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test('the home page renders in Arabic, right to left, by default', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ARABIC);

  // Featured products and categories come from the API, named in Arabic.
  const main = page.locator('main');
  await expect(
    main.getByRole('link', { name: /بطارية|شاحن|سكوتر|باور بانك|عربة/ }).first(),
  ).toBeVisible();
  await expect(main.locator('img[src^="/uploads/"]').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('switching to English flips to left to right and is remembered after reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Products' }).first(),
  ).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Products' }).first(),
  ).toBeVisible();
  // Remembered in the language cookie, which the server renders every page by (a switch before
  // the app runs is a page load of `?lng=en`, decision 082): a page without `?lng=` is English.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('en');
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
});

test('an /admin path for a guest goes to /login', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  // Demo mode is on in this run: the login page offers both demo accounts.
  const demo = page.getByRole('region', { name: 'حسابات تجريبية' });
  await expect(demo).toContainText('admin@greenvolt.example');
  await expect(demo).toContainText('customer@greenvolt.example');
});

test('a login-required page for a guest goes to /login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
});

test('the products page pages through the catalog with the state in the URL', async ({ page }) => {
  await page.goto('/products?lng=en');
  const cards = page.locator('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const firstOnPageOne = (await cards.first().textContent()) ?? '';
  expect(firstOnPageOne).not.toBe('');

  await page.getByRole('button', { name: /next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/page 2 of \d+/i)).toBeVisible();
  await expect(cards.first()).not.toHaveText(firstOnPageOne);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards.first()).toHaveText(firstOnPageOne);
});

test('unknown API paths answer JSON, unknown pages get the app', async ({ request }) => {
  const api = await request.get('/api/nothing-here', { headers: { 'accept-language': 'en' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
  // The app's friendly not-found page, with the status crawlers and monitors read (issue 24).
  const page = await request.get('/some/client/route');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('<div id="root">');
});
