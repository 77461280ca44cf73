import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const CUSTOMER = { email: 'customer@greenvolt.example', password: 'Customer123!' };

const TEXTS = {
  en: {
    cart: /^Cart,/,
    cartOne: 'Cart, 1 item',
    cartTwo: 'Cart, 2 items',
    cartEmpty: 'Cart, empty',
    addToCart: 'Add to cart',
    added: 'was added to your cart',
    viewCart: 'View cart',
    increase: 'Increase quantity',
    quantityOf: (name: string) => `Quantity of ${name}`,
    login: 'Login',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    addFavorite: 'Add to favorites',
    removeFavorite: 'Remove from favorites',
    clear: 'Clear cart',
    clearTitle: 'Clear your cart?',
    empty: 'Your cart is empty',
  },
  ar: {
    cart: /^السلة/,
    cartOne: 'السلة، منتج واحد',
    cartTwo: 'السلة، منتجان',
    cartEmpty: 'السلة فارغة',
    addToCart: 'أضف إلى السلة',
    added: 'إلى سلتك',
    viewCart: 'عرض السلة',
    increase: 'زيادة الكمية',
    quantityOf: (name: string) => `كمية ${name}`,
    login: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    addFavorite: 'إضافة إلى المفضلة',
    removeFavorite: 'إزالة من المفضلة',
    clear: 'إفراغ السلة',
    clearTitle: 'هل تريد إفراغ سلتك؟',
    empty: 'سلتك فارغة',
  },
} as const;

interface Product {
  id: string;
  nameEn: string;
  nameAr: string;
  hasColors: boolean;
  inStock: boolean;
}

/** A product of the demo catalog without colors, in stock with room for a few pieces. */
async function pickProduct(request: APIRequestContext): Promise<Product> {
  const list = await (await request.get('/api/products?pageSize=50')).json();
  for (const product of list.items as Product[]) {
    if (product.hasColors || !product.inStock) continue;
    const detail = await (await request.get(`/api/products/${product.id}`)).json();
    if (detail.stockQuantity === null || detail.stockQuantity >= 5) return product;
  }
  throw new Error('the demo catalog has no product without colors in stock');
}

/**
 * The demo customer starts with an empty cart and without this favorite, whatever an earlier run
 * left behind (own cookie jar: the browser under test stays a guest).
 */
async function resetCustomer(request: APIRequestContext, productId: string) {
  const login = await request.post('/api/auth/login', { data: CUSTOMER });
  expect(login.ok()).toBe(true);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers = { 'x-xsrf-token': xsrf?.value ?? '' };
  await expect(async () => {
    // Retried: the cart and favorites endpoints may still be starting.
    expect((await request.delete('/api/cart', { headers })).ok()).toBe(true);
    const favorite = await request.delete(`/api/favorites/${productId}`, { headers });
    expect(favorite.ok()).toBe(true);
  }).toPass({ timeout: 20_000 });
  await request.post('/api/auth/logout', { headers });
}

const cartButton = (page: Page, name: RegExp) =>
  page.getByRole('banner').getByRole('link', { name }).first();

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`cart and favorites in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    });

    test('guest cart → quantity → log in (merged) → favorite → clear', async ({
      page,
      request,
    }) => {
      const product = await pickProduct(request);
      const name = lang === 'ar' ? product.nameAr || product.nameEn : product.nameEn;
      await resetCustomer(request, product.id);
      const badge = cartButton(page, t.cart);

      // A guest adds the product from its page: the badge shows 1 without a reload.
      await page.goto(`/products/${product.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(badge).toHaveAttribute('aria-label', t.cartEmpty);
      await page.getByRole('button', { name: t.addToCart, exact: true }).click();
      await expect(badge).toHaveAttribute('aria-label', t.cartOne);
      await expect(page.getByText(t.added)).toBeVisible();

      // The toast's link opens the cart; one more piece, and the badge follows.
      await page.getByRole('link', { name: t.viewCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const quantity = page.getByRole('spinbutton', { name: t.quantityOf(name) });
      await expect(quantity).toHaveValue('1');
      const patched = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/api/cart/items/'),
      );
      await page.getByRole('button', { name: t.increase }).click();
      await expect(quantity).toHaveValue('2');
      await expect(badge).toHaveAttribute('aria-label', t.cartTwo);
      expect((await patched).ok()).toBe(true);

      // Log in from the login page: the guest cart is merged into the customer's.
      await page.getByRole('banner').getByRole('link', { name: t.login }).first().click();
      await page.getByLabel(t.email).fill(CUSTOMER.email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(CUSTOMER.password);
      await page.locator('form').getByRole('button', { name: t.signIn }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(badge).toHaveAttribute('aria-label', t.cartTwo);
      await page.goto('/cart');
      await expect(page.getByRole('spinbutton', { name: t.quantityOf(name) })).toHaveValue('2');

      // A favorite from the product page shows on /favorites.
      await page.goto(`/products/${product.id}`);
      const details = page.locator('article', { has: page.getByRole('heading', { level: 1 }) });
      await details.getByRole('button', { name: t.addFavorite }).click();
      await expect(details.getByRole('button', { name: t.removeFavorite })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.goto('/favorites');
      const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
      await expect(card.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: t.removeFavorite })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Clearing the cart asks first, then the badge goes back to empty.
      await page.goto('/cart');
      await page.getByRole('button', { name: t.clear }).click();
      const dialog = page.getByRole('dialog', { name: t.clearTitle });
      await dialog.getByRole('button', { name: t.clear }).click();
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(badge).toHaveAttribute('aria-label', t.cartEmpty);
    });
  });
}
