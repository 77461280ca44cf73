import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatEgp } from '../src/shared/money';
import { signedInStates, xsrfOf } from './support/accounts';

// Issue 20 in both languages: a mobile wallet and an instalment plan paid through the built-in
// sandbox (the same protocol as Paymob), and an admin refunding half of a paid order, which the
// customer then sees as partially refunded. The admin switches the two methods on (under names
// of this spec's own, which checkout must show) and the shop's settings are put back at the end.

const { customer: customerState, admin: adminState } = signedInStates('payment-methods', [
  'customer',
  'admin',
]);

/** The admin's names for the two methods: checkout must list them as the settings say. */
const NAMES = {
  wallet: { en: 'E2E wallet (Vodafone Cash)', ar: 'محفظة الاختبار (فودافون كاش)' },
  instalments: { en: 'E2E instalments (valU)', ar: 'تقسيط الاختبار (valU)' },
} as const;

const TEXTS = {
  en: {
    phone: 'Phone number',
    governorate: 'Governorate',
    city: 'City',
    address: 'Address',
    placeOrder: 'Place order',
    paid: 'Your payment was received and your order is confirmed.',
    viewOrder: 'View order',
    method: 'Payment method',
    paymentLabel: 'Payment',
    refundedLabel: 'Refunded',
    wallet: 'Mobile wallet',
    instalments: 'Instalments',
    statusPaid: 'Paid',
    statusPartial: 'Partially refunded',
    tracking: 'Order tracking',
    timelinePartial: 'Part of the payment refunded',
  },
  ar: {
    phone: 'رقم الهاتف',
    governorate: 'المحافظة',
    city: 'المدينة',
    address: 'العنوان',
    placeOrder: 'تأكيد الطلب',
    paid: 'تم استلام دفعتك وتأكيد طلبك.',
    viewOrder: 'عرض الطلب',
    method: 'طريقة الدفع',
    paymentLabel: 'الدفع',
    refundedLabel: 'المبلغ المسترد',
    wallet: 'المحفظة الإلكترونية',
    instalments: 'التقسيط',
    statusPaid: 'مدفوع',
    statusPartial: 'مسترد جزئيًا',
    tracking: 'تتبع الطلب',
    timelinePartial: 'تم استرداد جزء من المبلغ',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** The admin area is Arabic (SPEC §1): the refund panel's labels. */
const ADMIN = {
  refund: 'استرداد مبلغ',
  amount: 'المبلغ (ج.م)',
  reason: 'السبب',
  confirm: 'استرداد',
  succeeded: 'تم',
} as const;

type MethodKey = keyof typeof NAMES;
interface MethodSetting {
  key: string;
  enabled: boolean;
  name: { en: string; ar: string };
  position: number;
  minimumOrder: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function asAdmin<T>(browser: Browser, work: (admin: BrowserContext) => Promise<T>) {
  const admin = await browser.newContext({ storageState: adminState });
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

async function putMethods(admin: BrowserContext, methods: MethodSetting[]) {
  const res = await admin.request.put('/api/admin/settings/payment-methods', {
    data: {
      methods: methods.map(({ key, enabled, name, position, minimumOrder }) => ({
        key,
        enabled,
        name,
        position,
        minimumOrder,
      })),
    },
    headers: { 'x-xsrf-token': await xsrfOf(admin) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The wallet's and instalments' settings as found, put back after the spec. */
let saved: MethodSetting[] = [];
/** This spec's own product: known price, stock not tracked, no colours. */
let productId = '';

test.beforeAll(async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    const settings = await (await admin.request.get('/api/admin/settings')).json();
    const methods = settings.payment.methods as MethodSetting[];
    saved = methods.filter((m) => m.key === 'wallet' || m.key === 'instalments');
    expect(saved).toHaveLength(2);
    // Both on, under this spec's names, with no minimum order.
    await putMethods(
      admin,
      saved.map((m) => ({ ...m, enabled: true, name: NAMES[m.key as MethodKey], minimumOrder: 0 })),
    );

    const categories = await (await admin.request.get('/api/categories')).json();
    const stamp = Date.now();
    const created = await admin.request.post('/api/admin/products', {
      data: {
        nameEn: `E2E payment methods ${stamp}`,
        nameAr: `منتج طرق الدفع ${stamp}`,
        price: 2400,
        categoryId: categories.items[0].id,
        stockQuantity: null,
      },
      headers: { 'x-xsrf-token': await xsrfOf(admin) },
    });
    expect(created.status(), await created.text()).toBe(201);
    productId = (await created.json()).id;
  });
});

test.afterAll(async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    if (saved.length > 0) {
      await putMethods(admin, saved);
      const settings = await (await admin.request.get('/api/admin/settings')).json();
      const now = (settings.payment.methods as MethodSetting[]).filter((m) =>
        saved.some((s) => s.key === m.key),
      );
      expect(now).toEqual(saved);
    }
    if (productId) {
      // It has orders, so it is deactivated rather than deleted: off the storefront either way.
      const removed = await admin.request.delete(`/api/admin/products/${productId}`, {
        headers: { 'x-xsrf-token': await xsrfOf(admin) },
      });
      expect(removed.ok()).toBe(true);
    }
  });
});

/** The signed-in customer's cart: this spec's product alone, no code. */
async function fillCart(page: Page) {
  const headers = { 'x-xsrf-token': await xsrfOf(page.context()) };
  await page.request.delete('/api/cart', { headers });
  await page.request.delete('/api/cart/coupon', { headers });
  const added = await page.request.post('/api/cart/items', {
    data: { productId, quantity: 1 },
    headers,
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** A fact of the order page's Payment section (its <dd>), by the label of its <dt>. */
const paymentFact = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** A customer page in `lang` with this spec's product in the cart. */
async function customerPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ storageState: customerState });
  const page = await context.newPage();
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), lang);
  await fillCart(page);
  return { context, page };
}

/** Checkout with `method` (found by the admin's name for it) up to the sandbox's page. */
async function checkoutWith(page: Page, lang: Lang, method: MethodKey) {
  const t = TEXTS[lang];
  await page.goto('/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await page.getByLabel(t.phone).fill('01012345678');
  await page.getByLabel(t.governorate).selectOption('ALX');
  await page.getByLabel(t.city).fill(lang === 'ar' ? 'سموحة' : 'Smouha');
  await page.getByRole('textbox', { name: t.address }).fill('12 Fawzy Moaz St');
  const radio = page.getByRole('radio', { name: new RegExp(escapeRegExp(NAMES[method][lang])) });
  await expect(radio).toBeEnabled();
  await radio.check();
  await page.getByRole('button', { name: t.placeOrder }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\?clientSecret=/);
}

/** Back from the sandbox: the success page, the order paid, its page saying so. */
async function expectPaid(page: Page, lang: Lang, method: MethodKey) {
  const t = TEXTS[lang];
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText(t.paid)).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(order).toMatchObject({ paymentMethod: method, paymentStatus: 'paid' });

  await page.getByRole('link', { name: t.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(paymentFact(page, t.method)).toHaveText(t[method]);
  await expect(paymentFact(page, t.paymentLabel)).toHaveText(t.statusPaid);
  return orderId!;
}

for (const lang of ['ar', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`online payment methods in ${lang}`, () => {
    test('a mobile wallet pays through the sandbox: phone, OTP, success', async ({ browser }) => {
      const { context, page } = await customerPage(browser, lang);
      await checkoutWith(page, lang, 'wallet');

      // The sandbox wallet: the number first, then the code "sent" to it.
      await expect(page.getByRole('heading', { name: /Mobile wallet: pay/ })).toBeVisible();
      await page.getByLabel('Wallet phone number').fill('01012345678');
      await page.getByRole('button', { name: 'Send the code' }).click();
      await expect(page.getByText(/Vodafone Cash sent a code to 01012345678/)).toBeVisible();
      await page.getByLabel('One-time code (OTP)').fill('123456');
      await page.getByRole('button', { name: 'Confirm payment' }).click();

      await expectPaid(page, lang, 'wallet');
      await context.close();
    });

    test('instalments through the sandbox: a plan chosen, success', async ({ browser }) => {
      const { context, page } = await customerPage(browser, lang);
      await checkoutWith(page, lang, 'instalments');

      await expect(page.getByRole('heading', { name: /Instalments:/ })).toBeVisible();
      await page.getByRole('radio', { name: 'Souhoola — 12 months' }).check();
      await page.getByRole('button', { name: 'Confirm the plan' }).click();

      const orderId = await expectPaid(page, lang, 'instalments');
      await context.close();

      // The plan chosen is the one the payment went through.
      const payments = await asAdmin(browser, async (admin) =>
        (await admin.request.get(`/api/admin/payments/orders/${orderId}`)).json(),
      );
      expect(payments.attempts[0]).toMatchObject({ method: 'instalments', status: 'paid' });
      expect(payments.attempts[0].transactions[0]).toMatchObject({ subType: 'Souhoola' });
    });

    test('the admin refunds half of a paid order; the customer sees it partially refunded', async ({
      browser,
    }) => {
      // A wallet order of its own, paid through the sandbox's form (the journey above).
      const { context, page } = await customerPage(browser, lang);
      const headers = { 'x-xsrf-token': await xsrfOf(context) };
      const placed = await page.request.post('/api/orders', {
        headers: { ...headers, 'idempotency-key': `e2e-refund-${lang}-${Date.now()}` },
        data: {
          firstName: 'Omar',
          lastName: 'Farouk',
          email: 'customer@greenvolt.example',
          phone: '01012345678',
          address: '5 Tahrir St',
          city: 'Dokki',
          state: 'GZ',
          country: 'EG',
          paymentMethod: 'wallet',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { order, redirectUrl } = await placed.json();
      const clientSecret = new URL(redirectUrl, 'http://x').searchParams.get('clientSecret');
      const paid = await page.request.post('/api/payments/sandbox/pay', {
        form: { clientSecret: clientSecret!, phone: '01012345678', otp: '123456' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
      const total = order.total as number;
      const half = Math.round(total * 50) / 100;

      await asAdmin(browser, async (adminContext) => {
        const admin = await adminContext.newPage();
        await admin.goto(`/admin/orders/${order.id}`);
        await admin.getByRole('button', { name: ADMIN.refund, exact: true }).click();
        const dialog = admin.getByRole('dialog');
        await dialog.getByLabel(ADMIN.amount).fill(String(half));
        await dialog.getByLabel(ADMIN.reason).fill('E2E: half of the order returned');
        await dialog.getByRole('button', { name: ADMIN.confirm, exact: true }).click();
        await expect(dialog).toBeHidden();
        const refunds = admin.getByRole('list', { name: 'عمليات الاسترداد لهذا الطلب' });
        await expect(refunds.getByText(ADMIN.succeeded, { exact: true })).toBeVisible();
        await expect(refunds.getByText(formatEgp(half, 'ar'))).toBeVisible();
      });

      await page.goto(`/orders/${order.id}`);
      await expect(paymentFact(page, t.paymentLabel)).toHaveText(t.statusPartial);
      await expect(paymentFact(page, t.refundedLabel)).toHaveText(formatEgp(half, lang));
      const timeline = page.getByRole('list', { name: t.tracking });
      await expect(timeline.getByText(t.timelinePartial)).toBeVisible();
      const after = await (await page.request.get(`/api/orders/${order.id}`)).json();
      expect(after).toMatchObject({ paymentStatus: 'partially_refunded', refunded: half });
      await context.close();
    });
  });
}
