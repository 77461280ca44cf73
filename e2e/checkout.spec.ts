import { expect, type Page, test } from '@playwright/test';

const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    phone: 'Phone number',
    governorate: 'Governorate',
    city: 'City',
    address: 'Address',
    cod: 'Cash on delivery',
    card: 'Card payment',
    placeOrder: 'Place order',
    placed: 'Your order has been placed. You will pay on delivery.',
    orderNumber: 'Order number',
    viewOrder: 'View order',
    tracking: 'Order tracking',
    created: 'Order placed',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    phone: 'رقم الهاتف',
    governorate: 'المحافظة',
    city: 'المدينة',
    address: 'العنوان',
    cod: 'الدفع عند الاستلام',
    card: 'الدفع بالبطاقة',
    placeOrder: 'تأكيد الطلب',
    placed: 'تم تسجيل طلبك. ستدفع عند الاستلام.',
    orderNumber: 'رقم الطلب',
    viewOrder: 'عرض الطلب',
    tracking: 'تتبع الطلب',
    created: 'تم تسجيل الطلب',
  },
} as const;

/** Puts one product without colors in the cart through the API (retrying while it is built). */
async function addProductToCart(page: Page) {
  const list = await (await page.request.get('/api/products?pageSize=50')).json();
  const product = list.items.find(
    (p: { hasColors?: boolean; inStock: boolean; price: number }) =>
      !p.hasColors && p.inStock && p.price < 5000,
  );
  expect(product).toBeTruthy();
  await expect(async () => {
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    const response = await page.request.post('/api/cart/items', {
      data: { productId: product.id, quantity: 1 },
      headers: { 'x-xsrf-token': xsrf ?? '' },
    });
    expect(response.ok()).toBe(true);
  }).toPass({ timeout: 20_000 });
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`checkout in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    });

    test('cash on delivery: cart → checkout → success → order with its timeline', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByLabel(t.email).fill('customer@greenvolt.example');
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('Customer123!');
      await page.locator('form').getByRole('button', { name: t.signIn }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await addProductToCart(page);

      await page.goto('/checkout');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const phone = page.getByLabel(t.phone);
      await phone.fill('01012345678');
      await page.getByLabel(t.governorate).selectOption('ALX');
      await page.getByLabel(t.city).fill(lang === 'ar' ? 'سموحة' : 'Smouha');
      await page.getByRole('textbox', { name: t.address }).fill('12 Fawzy Moaz St');
      await expect(page.getByRole('radio', { name: new RegExp(t.card) })).toBeDisabled();
      await page.getByRole('radio', { name: new RegExp(t.cod) }).check();
      await page.getByRole('button', { name: t.placeOrder }).click();

      await expect(page).toHaveURL(/\/payment\/success\?order=/);
      await expect(page.getByText(t.placed)).toBeVisible();
      await expect(page.getByText(t.orderNumber)).toBeVisible();
      await page.getByRole('link', { name: t.viewOrder }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      const timeline = page.getByRole('list', { name: t.tracking });
      await expect(timeline.getByText(t.created)).toBeVisible();
    });
  });
}
