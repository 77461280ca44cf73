import { expect, type Page, test } from '@playwright/test';
import { formatEgp } from '../src/shared/money';
import { signedInStates } from './support/accounts';

// Issue 19's journey in both languages: the governorate changes the shipping fee and estimate,
// a refused code says why, an accepted one shows its discount, cash on delivery is placed, and
// the success page and the order page show the very numbers the checkout showed.

const TEXTS = {
  en: {
    phone: 'Phone number',
    governorate: 'Governorate',
    city: 'City',
    address: 'Address',
    cod: 'Cash on delivery',
    placeOrder: 'Place order',
    code: 'Discount code',
    apply: 'Apply',
    unknown: 'This code does not exist. Check how it is written.',
    applied: 'Code RAMADAN applied',
    discount: 'Discount (RAMADAN)',
    cairo: /Greater Cairo · Delivery in 1–2 days/,
    aswan: /Upper Egypt · Delivery in 3–5 days/,
    vat: /Includes VAT 14%/,
    viewOrder: 'View order',
  },
  ar: {
    phone: 'رقم الهاتف',
    governorate: 'المحافظة',
    city: 'المدينة',
    address: 'العنوان',
    cod: 'الدفع عند الاستلام',
    placeOrder: 'تأكيد الطلب',
    code: 'كود الخصم',
    apply: 'تطبيق',
    unknown: 'هذا الكود غير موجود. تأكد من كتابته بشكل صحيح.',
    applied: 'تم تطبيق الكود RAMADAN',
    discount: 'خصم (RAMADAN)',
    cairo: /القاهرة الكبرى · التوصيل خلال ١–٢ يوم/,
    aswan: /الصعيد · التوصيل خلال ٣–٥ أيام/,
    vat: /شامل ضريبة القيمة المضافة/,
    viewOrder: 'عرض الطلب',
  },
} as const;

// Signed in once for the file: the login limit (10 a minute per address and e-mail) is real.
const { customer: customerState } = signedInStates('commerce', ['customer']);

const xsrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/** An empty cart, then one product of 2,000–5,000 EGP (RAMADAN needs 2,000) through the API. */
async function fillCart(page: Page) {
  await page.request.delete('/api/cart', { headers: { 'x-xsrf-token': await xsrfOf(page) } });
  await page.request.delete('/api/cart/coupon', {
    headers: { 'x-xsrf-token': await xsrfOf(page) },
  });
  const list = await (await page.request.get('/api/products?pageSize=50')).json();
  const product = list.items.find(
    (p: { hasColors?: boolean; inStock: boolean; price: number }) =>
      !p.hasColors && p.inStock && p.price >= 2000 && p.price < 5000,
  );
  expect(product).toBeTruthy();
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product.id, quantity: 1 },
    headers: { 'x-xsrf-token': await xsrfOf(page) },
  });
  expect(added.ok()).toBe(true);
}

/** What the server quotes for Aswan with the cart's code and cash on delivery. */
async function aswanQuote(page: Page) {
  const res = await page.request.post('/api/cart/quote', {
    data: { governorate: 'ASN', paymentMethod: 'cod' },
    headers: { 'x-xsrf-token': await xsrfOf(page) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; discount: number; shipping: { fee: number } };
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`governorate, code and cash on delivery give the same numbers everywhere (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
    await fillCart(page);

    await page.goto('/checkout');
    await page.getByLabel(t.phone).fill('01012345678');
    await page.getByLabel(t.governorate).selectOption('C');
    await expect(page.getByText(t.cairo)).toBeVisible();
    await page.getByLabel(t.governorate).selectOption('ASN');
    await expect(page.getByText(t.aswan)).toBeVisible();
    await expect(page.getByText(formatEgp(90, lang), { exact: true }).first()).toBeVisible();

    // A refused code says why, and changes nothing.
    await page.getByLabel(t.code).fill('NOPE2026');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.unknown })).toBeVisible();

    await page.getByLabel(t.code).fill('ramadan');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.applied)).toBeVisible();
    await expect(page.getByText(t.discount).first()).toBeVisible();

    await page.getByLabel(t.city).fill(lang === 'ar' ? 'أسوان' : 'Aswan');
    await page.getByRole('textbox', { name: t.address }).fill('3 Corniche El Nil');
    await page.getByRole('radio', { name: new RegExp(t.cod) }).check();
    const quoted = await aswanQuote(page);
    expect(quoted.discount).toBe(200);
    expect(quoted.shipping.fee).toBe(90);
    const total = formatEgp(quoted.total, lang);
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t.vat).first()).toBeVisible();

    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/payment\/success\?order=/);
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t.discount).first()).toBeVisible();

    await page.getByRole('link', { name: t.viewOrder }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t.discount).first()).toBeVisible();
    await expect(page.getByText(formatEgp(200, lang)).first()).toBeVisible();
    await expect(page.getByText(t.vat).first()).toBeVisible();
    await context.close();
  });
}
