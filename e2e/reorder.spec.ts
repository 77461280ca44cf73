import { expect, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { placeCashOrder } from './support/orders';

// Issue 24 "Re-order" (decision 059), in Arabic and in English: from a past order's page the
// customer orders again; the still-available items go into the cart and the cart opens.

const { customer: customerState } = signedInStates('reorder', ['customer']);

const TEXTS = {
  en: { button: 'Order again', added: 'The items of this order are in your cart.' },
  ar: { button: 'اطلب مرة أخرى', added: 'أصبحت منتجات هذا الطلب في سلتك.' },
} as const;

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test(`order again from a past order in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: customerState });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto('/');
    const order = await placeCashOrder(page, `reorder-${lang}`);
    const detail = await (await page.request.get(`/api/orders/${order.id}`)).json();
    const item = detail.items[0] as { nameEn: string; nameAr: string };
    // The order emptied the cart.
    expect((await (await page.request.get('/api/cart')).json()).items).toEqual([]);

    await page.goto(`/orders/${order.id}`);
    await page.getByRole('button', { name: t.button }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(t.added)).toBeVisible();
    const name = lang === 'ar' ? item.nameAr : item.nameEn;
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart.items.map((line: { quantity: number }) => line.quantity)).toEqual([1]);

    // Someone else's (or an unknown) order: 404 from the API, nothing added.
    const res = await page.request.post('/api/cart/reorder', {
      data: { orderId: '00000000-0000-4000-8000-000000000000' },
      headers: { 'x-xsrf-token': await xsrfOf(context) },
    });
    expect(res.status()).toBe(404);
    await page.request.delete('/api/cart', { headers: { 'x-xsrf-token': await xsrfOf(context) } });
    await context.close();
  });
}
