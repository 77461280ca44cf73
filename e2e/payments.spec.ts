import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

const xsrfOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/** Signs in through the API; the context keeps the session cookies. */
async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
}

// Each account signs in once for the whole file: the login rate limit (10 a minute per address
// and e-mail) is real, and the other specs sign in too.
const customerState = path.join(os.tmpdir(), `e2e-customer-${process.pid}.json`);
const adminState = path.join(os.tmpdir(), `e2e-admin-${process.pid}.json`);

test.beforeAll(async ({ browser }) => {
  for (const [file, email, password] of [
    [customerState, 'customer@greenvolt.example', 'Customer123!'],
    [adminState, 'admin@greenvolt.example', 'Admin123!'],
  ] as const) {
    const context = await browser.newContext();
    await signIn(context.request, email, password);
    await context.storageState({ path: file });
    await context.close();
  }
});

async function setCardPayments(context: BrowserContext, enabled: boolean) {
  const res = await context.request.put('/api/admin/settings/payment', {
    data: { paymobEnabled: enabled },
    headers: { 'x-xsrf-token': await xsrfOf(context) },
  });
  expect(res.ok()).toBe(true);
}

async function cartWithOneProduct(page: Page) {
  const xsrf = await xsrfOf(page.context());
  await page.request.delete('/api/cart', { headers: { 'x-xsrf-token': xsrf } });
  const list = await (await page.request.get('/api/products?pageSize=50')).json();
  const product = list.items.find(
    (p: { hasColors: boolean; inStock: boolean; price: number }) =>
      !p.hasColors && p.inStock && p.price < 5000,
  );
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product.id, quantity: 1 },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(added.ok()).toBe(true);
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
  await cartWithOneProduct(page);
  const xsrf = await xsrfOf(page.context());
  const placed = await page.request.post('/api/orders', {
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-${Date.now()}` },
    data: {
      firstName: 'Omar',
      lastName: 'Farouk',
      email: 'customer@greenvolt.example',
      phone: '01012345678',
      address: '5 Tahrir St',
      city: 'Dokki',
      state: 'GZ',
      country: 'EG',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = await placed.json();

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
