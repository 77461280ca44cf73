import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentMethod } from '../../../shared/constants';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { orders } from '../orders/tables';
import { settings } from '../settings/tables';
import { type FakePaymob, startFakePaymob } from './fake-paymob';
import { signProcessedCallback, signResponseCallback } from './hmac';
import { inquirePendingCardPayments } from './inquiry';
import { paymentAttempts, paymentTransactions } from './tables';
import { customerWithCart, HMAC_SECRET, placeOrder, seedShop, transaction } from './test-fixtures';

/**
 * Decision 041: every Paymob method through the real client against the fake Paymob on
 * 127.0.0.1 — the intention per method, the kiosk's reference, the callbacks' method, sub-type
 * and card digits in the transaction log, and the refusals at checkout.
 */

const CARD_ID = 4097558;
const IDS: Record<OnlinePaymentMethod, number> = {
  card: CARD_ID,
  wallet: 4100001,
  instalments: 4100002,
  apple_pay: 4100003,
  kiosk: 4100004,
};

let t: TestApp;
let fake: FakePaymob;
let untracked: string;
let limited: string;
let sent: MailMessage[];
let admin: ReturnType<typeof createBrowser>;

/** Every method on, in the admin's order, with the instalments' minimum. */
const methodSettings = (overrides: Record<string, unknown> = {}) => ({
  paymobEnabled: true,
  methods: {
    card: { enabled: true, name: { en: 'Card', ar: 'بطاقة' }, position: 1, minimumPiastres: 0 },
    wallet: {
      enabled: true,
      name: { en: 'Vodafone Cash & wallets', ar: 'فودافون كاش والمحافظ' },
      position: 2,
      minimumPiastres: 0,
    },
    instalments: {
      enabled: true,
      name: { en: 'valU instalments', ar: 'تقسيط فاليو' },
      position: 3,
      minimumPiastres: 0,
    },
    apple_pay: {
      enabled: true,
      name: { en: 'Apple Pay', ar: 'آبل باي' },
      position: 4,
      minimumPiastres: 0,
    },
    kiosk: {
      enabled: true,
      name: { en: 'Aman / Masary kiosk', ar: 'منافذ أمان ومصاري' },
      position: 5,
      minimumPiastres: 0,
    },
    ...overrides,
  },
});

async function storePaymentSetting(value: unknown, app: TestApp = t) {
  await app.database.db
    .insert(settings)
    .values({ key: 'payment', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

beforeAll(async () => {
  fake = await startFakePaymob({
    secretKey: 'egy_sk_test_x',
    integrationId: CARD_ID,
    integrationIds: [IDS.wallet, IDS.instalments, IDS.apple_pay, IDS.kiosk],
  });
  t = await createTestApp({
    config: {
      APP_URL: 'https://shop.example',
      PAYMOB_API_URL: fake.url,
      PAYMOB_SECRET_KEY: 'egy_sk_test_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_y',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_CARD_INTEGRATION_ID: String(CARD_ID),
      PAYMOB_WALLET_INTEGRATION_ID: String(IDS.wallet),
      PAYMOB_INSTALMENTS_INTEGRATION_ID: String(IDS.instalments),
      PAYMOB_APPLE_PAY_INTEGRATION_ID: String(IDS.apple_pay),
      PAYMOB_KIOSK_INTEGRATION_ID: String(IDS.kiosk),
    },
  });
  sent = [];
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  ({ untracked, limited } = await seedShop(t));
  await storePaymentSetting(methodSettings());
  await t.database.db.insert(users).values({
    email: 'boss@example.com',
    firstName: 'B',
    lastName: 'A',
    role: 'admin',
    passwordHash: await hashPassword('password1'),
    emailConfirmedAt: new Date(),
  });
  admin = createBrowser(t.app);
  await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'password1' });
});

afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

const attemptOf = async (orderId: string) =>
  (
    await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))
  )[0];
const orderRow = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const lastIntention = () => {
  const intentions = fake.requests.filter((r) => r.path === '/v1/intention/');
  return intentions[intentions.length - 1].body as {
    amount: number;
    payment_methods: unknown[];
    items: { amount: number; quantity: number }[];
    expiration?: number;
  };
};

/** An order paid with `method`, placed through the API by a new customer. */
async function placeWith(method: OnlinePaymentMethod, quantity = 2, lang = 'en') {
  const { browser, user } = await customerWithCart(t, [{ productId: untracked, quantity }], lang);
  // Mails go out in the customer's own language.
  await t.database.db
    .update(users)
    .set({ preferredLanguage: lang === 'ar' ? 'ar' : 'en' })
    .where(eq(users.id, user.id));
  const res = await placeOrder(browser, undefined, { ...CHECKOUT_ADDRESS, paymentMethod: method });
  return { browser, res };
}

const webhook = (obj: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/webhook?hmac=${signProcessedCallback(obj, HMAC_SECRET)}`,
    payload: { type: 'TRANSACTION', obj },
  });

describe('the intention of each method (decision 041)', () => {
  for (const method of ['card', 'wallet', 'instalments', 'apple_pay'] as const) {
    it(`${method}: its own integer integration id, the amount in piastres, items adding up`, async () => {
      const { res } = await placeWith(method);
      expect(res.statusCode).toBe(201);
      const { order, redirectUrl } = res.json();
      const row = await orderRow(order.id);
      expect(row.paymentMethod).toBe(method);
      const body = lastIntention();
      expect(body.amount).toBe(row.totalPiastres);
      expect(Number.isInteger(body.amount)).toBe(true);
      expect(body.payment_methods).toEqual([IDS[method]]);
      expect(body.items.reduce((sum, item) => sum + item.amount * item.quantity, 0)).toBe(
        body.amount,
      );
      // Only the kiosk asks for an expiry; the card's intention is exactly as before.
      expect(body.expiration).toBeUndefined();
      expect(redirectUrl).toMatch(new RegExp(`^${fake.url}/unifiedcheckout/\\?publicKey=`));
      const attempt = await attemptOf(order.id);
      expect(attempt).toMatchObject({ method, status: 'pending', kioskReference: null });
      expect(fake.problems).toEqual([]);
    });
  }

  it('kiosk: the intention, then the pay call gives the reference, shown and mailed', async () => {
    sent.length = 0;
    const { browser, res } = await placeWith('kiosk');
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = res.json();
    const body = lastIntention();
    expect(body.payment_methods).toEqual([IDS.kiosk]);
    expect(Number.isInteger(body.expiration)).toBe(true);
    // About 23 hours: payable while the order may still be paid, before the 24 h clean-up.
    expect(body.expiration).toBeGreaterThan(22 * 3600);
    expect(body.expiration).toBeLessThanOrEqual(23 * 3600);
    const pay = fake.requests.filter((r) => r.path === '/api/acceptance/payments/pay').at(-1);
    expect(pay?.body).toMatchObject({
      source: { identifier: 'AGGREGATOR', subtype: 'AGGREGATOR' },
    });
    expect(fake.problems).toEqual([]);

    // No Paymob page: the shop's own result page, which shows the reference.
    expect(redirectUrl).toBe(`/payment/success?order=${order.id}`);
    const attempt = await attemptOf(order.id);
    expect(attempt.method).toBe('kiosk');
    expect(attempt.kioskReference).toMatch(/^\d+$/);
    const row = await orderRow(order.id);
    expect(row.paymentStatus).toBe('pending');
    expect(attempt.expiresAt?.getTime()).toBe(row.createdAt.getTime() + 23 * 3_600_000);

    const mine = await browser.get(`/api/payments/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      method: 'kiosk',
      kiosk: { reference: attempt.kioskReference, expiresAt: attempt.expiresAt?.toISOString() },
    });
    // Not another customer's to read.
    const { browser: other } = await customerWithCart(t, []);
    expect((await other.get(`/api/payments/orders/${order.id}`)).statusCode).toBe(404);

    // The customer's mail names the reference and the amount, in their language.
    await t.app.ctx.jobs.drain();
    const mail = sent.find((m) => m.subject.includes(`#${row.orderNumber}`));
    expect(mail?.subject).toMatch(
      new RegExp(`^Your payment reference for order #${row.orderNumber}\\b`),
    );
    expect(mail?.text).toContain(attempt.kioskReference!);
    expect(mail?.text).toMatch(/Aman or Masary/);

    // A repeated order request answers the same page, not a second reference.
    const again = await browser.get(`/api/payments/orders/${order.id}`);
    expect(again.json().kiosk.reference).toBe(attempt.kioskReference);

    // The customer pays at the kiosk: Paymob's callback marks the order paid.
    const paid = await webhook(
      transaction(attempt, {
        integration_id: IDS.kiosk,
        is_3d_secure: false,
        source_data: { pan: '', type: 'aggregator', sub_type: 'AGGREGATOR' },
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });

  it('kiosk in Arabic: the mail is Arabic with the reference', async () => {
    sent.length = 0;
    const { res } = await placeWith('kiosk', 1, 'ar');
    expect(res.statusCode).toBe(201);
    const attempt = await attemptOf(res.json().order.id);
    await t.app.ctx.jobs.drain();
    const mail = sent.at(-1);
    expect(mail?.subject).toMatch(/^الرقم المرجعي لدفع طلبك رقم/);
    expect(mail?.text).toContain(attempt.kioskReference!);
  });
});

describe('callbacks record what paid (decision 041)', () => {
  const logOf = async (attemptId: string) =>
    t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.attemptId, attemptId));

  it('wallet: method and wallet provider, no card digits (the pan is a phone number)', async () => {
    const { res } = await placeWith('wallet');
    const attempt = await attemptOf(res.json().order.id);
    const obj = transaction(attempt, {
      integration_id: IDS.wallet,
      source_data: { pan: '01010101010', type: 'wallet', sub_type: 'Vodafone Cash' },
    });
    expect((await webhook(obj)).statusCode).toBe(200);
    expect((await orderRow(attempt.orderId)).paymentStatus).toBe('paid');
    const [row] = await logOf(attempt.id);
    expect(row).toMatchObject({
      state: 'paid',
      method: 'wallet',
      sourceType: 'wallet',
      subType: 'Vodafone Cash',
      cardLast4: null,
    });

    // The browser's return (flat query, "true"/"false" strings) leads to the success page.
    const query: Record<string, string> = {
      id: String(obj.id),
      pending: 'false',
      amount_cents: String(obj.amount_cents),
      success: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: 'true',
      integration_id: String(IDS.wallet),
      has_parent_transaction: 'false',
      order: String(attempt.providerOrderId),
      created_at: obj.created_at,
      currency: 'EGP',
      error_occured: 'false',
      owner: String(obj.owner),
      'source_data.type': 'wallet',
      'source_data.pan': '01010101010',
      'source_data.sub_type': 'Vodafone Cash',
    };
    query.hmac = signResponseCallback(query, HMAC_SECRET);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/paymob/return?${new URLSearchParams(query)}`,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/payment/success?order=${attempt.orderId}`);
  });

  it('Apple Pay: the card brand and last 4; instalments: the provider', async () => {
    const apple = await attemptOf((await placeWith('apple_pay')).res.json().order.id);
    await webhook(
      transaction(apple, {
        integration_id: IDS.apple_pay,
        source_data: { pan: 'xxxx-xxxx-xxxx-2346', type: 'card', sub_type: 'MasterCard' },
      }),
    );
    expect((await logOf(apple.id))[0]).toMatchObject({
      method: 'apple_pay',
      sourceType: 'card',
      subType: 'MasterCard',
      cardLast4: '2346',
    });

    const valu = await attemptOf((await placeWith('instalments')).res.json().order.id);
    await webhook(
      transaction(valu, {
        integration_id: IDS.instalments,
        source_data: { pan: '', type: 'valu', sub_type: 'valU' },
      }),
    );
    expect((await logOf(valu.id))[0]).toMatchObject({
      method: 'instalments',
      sourceType: 'valu',
      subType: 'valU',
      cardLast4: null,
    });
    expect((await orderRow(valu.orderId)).paymentStatus).toBe('paid');

    // The admin order page reads them.
    const details = await admin.get(`/api/admin/payments/orders/${apple.orderId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().attempts[0]).toMatchObject({
      method: 'apple_pay',
      status: 'paid',
      transactions: [
        { state: 'paid', method: 'apple_pay', subType: 'MasterCard', cardLast4: '2346' },
      ],
    });
    const { browser: customer } = await customerWithCart(t, []);
    expect((await customer.get(`/api/admin/payments/orders/${apple.orderId}`)).statusCode).toBe(
      403,
    );
  });

  it('the status inquiry settles a wallet payment whose callback was lost', async () => {
    const attempt = await attemptOf((await placeWith('wallet')).res.json().order.id);
    await t.database.db
      .update(paymentAttempts)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(paymentAttempts.id, attempt.id));
    fake.setTransaction(
      attempt.providerOrderId!,
      transaction(attempt, {
        integration_id: IDS.wallet,
        source_data: { pan: '01210101010', type: 'wallet', sub_type: 'Orange Cash' },
      }),
    );
    const run = await inquirePendingCardPayments(t.app.ctx, t.app.ctx.services.payments.providers);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(attempt.orderId)).paymentStatus).toBe('paid');
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(
        and(eq(paymentTransactions.attemptId, attempt.id), eq(paymentTransactions.state, 'paid')),
      );
    expect(row).toMatchObject({ source: 'inquiry', method: 'wallet', subType: 'Orange Cash' });
  });

  it('the 24 h clean-up cancels an unpaid wallet or kiosk order like a card one', async () => {
    const wallet = (await placeWith('wallet')).res.json().order.id as string;
    const kiosk = (await placeWith('kiosk')).res.json().order.id as string;
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${orders.id} in (${wallet}, ${kiosk})`);
    await t.app.ctx.services.payments.reconcile();
    expect((await orderRow(wallet)).paymentStatus).toBe('cancelled');
    expect((await orderRow(kiosk)).paymentStatus).toBe('cancelled');
  });
});

describe('refused at checkout with a clear message (decision 041)', () => {
  it('a method the admin switched off: 409 naming it, in both languages', async () => {
    await storePaymentSetting(
      methodSettings({
        wallet: {
          enabled: false,
          name: { en: 'Vodafone Cash & wallets', ar: 'فودافون كاش والمحافظ' },
          position: 2,
          minimumPiastres: 0,
        },
      }),
    );
    try {
      const before = fake.requests.length;
      const en = await placeWith('wallet');
      expect(en.res.statusCode).toBe(409);
      expect(en.res.json().message).toBe(
        'Vodafone Cash & wallets is not available. Please choose another payment method.',
      );
      const ar = await placeWith('wallet', 1, 'ar');
      expect(ar.res.statusCode).toBe(409);
      expect(ar.res.json().message).toBe(
        'فودافون كاش والمحافظ غير متاح. يرجى اختيار طريقة دفع أخرى.',
      );
      // Nothing was asked of Paymob, nothing was ordered.
      expect(fake.requests.length).toBe(before);
      expect((await en.browser.get('/api/orders')).json().total).toBe(0);
    } finally {
      await storePaymentSetting(methodSettings());
    }
  });

  it('under its minimum: 409 with the minimum, the stock and the cart untouched', async () => {
    await storePaymentSetting(
      methodSettings({
        instalments: {
          enabled: true,
          name: { en: 'valU instalments', ar: 'تقسيط فاليو' },
          position: 3,
          minimumPiastres: 500_000,
        },
      }),
    );
    try {
      const { browser } = await customerWithCart(t, [{ productId: limited, quantity: 1 }]);
      const res = await placeOrder(browser, undefined, {
        ...CHECKOUT_ADDRESS,
        paymentMethod: 'instalments',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `valU instalments is available for orders of ${new Intl.NumberFormat('en-EG', { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(5000)} or more. Please choose another payment method.`,
      );
      expect((await browser.get('/api/cart')).json().items).toHaveLength(1);
      expect((await browser.get('/api/orders')).json().total).toBe(0);
      // The same cart by card (no minimum) goes through.
      const card = await placeOrder(browser, undefined, {
        ...CHECKOUT_ADDRESS,
        paymentMethod: 'card',
      });
      expect(card.statusCode).toBe(201);
    } finally {
      await storePaymentSetting(methodSettings());
    }
  });

  it('a method without its integration id: 503, and the public settings say so', async () => {
    const lone = await startFakePaymob();
    const other = await createTestApp({
      config: {
        APP_URL: 'https://shop.example',
        PAYMOB_API_URL: lone.url,
        PAYMOB_SECRET_KEY: 'egy_sk_test_x',
        PAYMOB_PUBLIC_KEY: 'egy_pk_test_y',
        PAYMOB_HMAC_SECRET: HMAC_SECRET,
        PAYMOB_CARD_INTEGRATION_ID: String(CARD_ID),
      },
    });
    try {
      const shop = await seedShop(other);
      await storePaymentSetting(methodSettings(), other);
      const methods = (await other.app.inject('/api/settings/payment')).json().methods as {
        key: string;
        configured: boolean;
      }[];
      expect(Object.fromEntries(methods.map((m) => [m.key, m.configured]))).toEqual({
        card: true,
        wallet: false,
        instalments: false,
        apple_pay: false,
        kiosk: false,
      });
      const { browser } = await customerWithCart(other, [
        { productId: shop.untracked, quantity: 1 },
      ]);
      const res = await placeOrder(browser, undefined, {
        ...CHECKOUT_ADDRESS,
        paymentMethod: 'kiosk',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Aman / Masary kiosk is temporarily unavailable. Please choose another payment method.',
      );
      expect(lone.requests).toEqual([]);
    } finally {
      await other.app.close();
      await lone.close();
    }
  });
});
