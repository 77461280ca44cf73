import { type BrowserContext, expect, test } from '@playwright/test';
import { signedInStates, xsrfOf } from './support/accounts';
import { cartWithOneProduct, placeCashOrder } from './support/orders';

const { customer: customerState, admin: adminState } = signedInStates('payments', [
  'customer',
  'admin',
]);

async function setCardPayments(context: BrowserContext, enabled: boolean) {
  const res = await context.request.put('/api/admin/settings/payment', {
    data: { paymobEnabled: enabled },
    headers: { 'x-xsrf-token': await xsrfOf(context) },
  });
  expect(res.ok()).toBe(true);
}

const TEXTS = {
  en: {
    card: 'Card payment',
    placeOrder: 'Place order',
    paid: 'Your payment was received and your order is confirmed.',
    retryCard: 'Pay with another card',
  },
  ar: {
    card: 'الدفع بالبطاقة',
    placeOrder: 'تأكيد الطلب',
    paid: 'تم استلام دفعتك وتأكيد طلبك.',
    retryCard: 'ادفع ببطاقة أخرى',
  },
} as const;

test.describe('card payments through the sandbox', () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newContext({ storageState: adminState });
    await setCardPayments(admin, true);
    await admin.close();
  });
  test.afterAll(async ({ browser }) => {
    const admin = await browser.newContext({ storageState: adminState });
    await setCardPayments(admin, false);
    await admin.close();
  });

  for (const lang of ['ar', 'en'] as const) {
    const t = TEXTS[lang];
    for (const [outcome, card] of [
      ['succeeds', '4111 1111 1111 1111'],
      ['is declined', '4000 0000 0000 0002'],
    ] as const) {
      test(`${lang}: a card payment that ${outcome}`, async ({ browser }) => {
        const context = await browser.newContext({ storageState: customerState });
        const page = await context.newPage();
        await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
        await cartWithOneProduct(page);
        await page.goto('/checkout');
        await page.getByRole('radio', { name: new RegExp(t.card) }).check();
        await page.getByRole('button', { name: t.placeOrder }).click();

        // The hosted card page (here: the built-in sandbox, same protocol as Paymob).
        const payWith = async (number: string) => {
          await page.getByLabel('Card number').fill(number);
          await page.getByLabel('CVV').fill('123');
          await page.getByRole('button', { name: 'Pay now' }).click();
        };
        await payWith(card);

        if (outcome === 'succeeds') {
          await expect(page).toHaveURL(/\/payment\/success\?order=/);
          await expect(page.getByText(t.paid)).toBeVisible();
          const orderId = new URL(page.url()).searchParams.get('order');
          const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
          expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
        } else {
          await expect(page).toHaveURL(/\/payment\/failed\?order=/);
          const orderId = new URL(page.url()).searchParams.get('order');
          // Another card for the same order: a second attempt, which goes through.
          await page.getByRole('button', { name: t.retryCard }).click();
          await payWith('5123 4567 8901 2346');
          await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}`));
          await expect(page.getByText(t.paid)).toBeVisible();
          const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
          expect(order).toMatchObject({
            paymentStatus: 'paid',
            reference: expect.stringMatching(/-2$/),
          });
        }
        await context.close();
      });
    }
  }
});

test('the admin marks a cash-on-delivery order paid and delivered, and the customer sees it', async ({
  browser,
}) => {
  const customerContext = await browser.newContext({ storageState: customerState });
  const page = await customerContext.newPage();
  const order = await placeCashOrder(page, 'e2e');

  const adminContext = await browser.newContext({ storageState: adminState });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/orders/${order.id}`);
  for (const action of ['تحديد كمدفوع', 'تحديد كمُسلَّم']) {
    await admin.getByRole('button', { name: action }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog).toBeHidden();
  }
  await adminContext.close();

  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByText('Delivered').first()).toBeVisible();
  await customerContext.close();
});
