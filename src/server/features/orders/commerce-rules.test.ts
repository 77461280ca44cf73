import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCodeKey } from '../../../shared/coupon-code';
import { formatEgp } from '../../../shared/money';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import { coupons } from '../discounts/tables';
import { shippingZoneGovernorates, shippingZones } from '../shipping/tables';
import { orderCoupons, orders } from './tables';

// Issue 19 end to end through the API: a governorate's zone, a coupon on the cart, the COD fee
// and VAT — the checkout summary, the order and its stored quote say the same numbers; refusals
// speak the customer's language and write nothing; the last use of a code goes to one order.

let t: TestApp;
let battery: string; // 1,500 EGP, stock 50
let cable: string; // 25.50 EGP, another category
let admin: ReturnType<typeof createBrowser>;
let n = 0;
const sent: MailMessage[] = [];

async function customer(lines: { productId: string; quantity: number }[], lang = 'en') {
  const email = `rules${n++}@example.com`;
  const passwordHash = await hashPassword('password1');
  const [user] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'C', lastName: 'T', passwordHash, emailConfirmedAt: new Date() })
    .returning();
  const [cart] = await t.database.db.insert(carts).values({ userId: user.id }).returning();
  if (lines.length > 0) {
    await t.database.db.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: cart.id })));
  }
  const browser = createBrowser(t.app, lang);
  await browser.post('/api/auth/login', { email, password: 'password1' });
  return { user, browser };
}

type Browser = ReturnType<typeof createBrowser>;
const applyCode = (browser: Browser, code: string) =>
  browser.request({ method: 'PUT', url: '/api/cart/coupon', payload: { code } });
const placeOrder = (browser: Browser, body: object) =>
  browser.request({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': randomUUID() },
  });
const aswanCod = { ...CHECKOUT_ADDRESS, state: 'ASN', paymentMethod: 'cod' };

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({ kind: 'percentage', percent: 10, ...values, codeKey: couponCodeKey(values.code) })
    .returning();
  return row;
}
const couponRow = async (id: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  const [batteries, parts] = await t.database.db
    .insert(categories)
    .values([
      { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
      { slug: 'parts', nameEn: 'Parts', nameAr: 'قطع' },
    ])
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: batteries.id,
        nameEn: 'Battery',
        nameAr: 'بطارية',
        pricePiastres: 150_000,
        stockQuantity: 50,
      },
      { categoryId: parts.id, nameEn: 'Cable', nameAr: 'كابل', pricePiastres: 2_550 },
    ])
    .returning();
  [battery, cable] = rows.map((r) => r.id);
  const [upper, cairo] = await t.database.db
    .insert(shippingZones)
    .values([
      {
        nameEn: 'Upper Egypt',
        nameAr: 'الصعيد',
        feePiastres: 9000,
        daysMin: 3,
        daysMax: 5,
        position: 1,
      },
      {
        nameEn: 'Greater Cairo',
        nameAr: 'القاهرة الكبرى',
        feePiastres: 5000,
        freeOverPiastres: 300_000,
        daysMin: 1,
        daysMax: 2,
        position: 0,
      },
    ])
    .returning();
  await t.database.db.insert(shippingZoneGovernorates).values([
    { governorate: 'ASN', zoneId: upper.id },
    { governorate: 'C', zoneId: cairo.id },
  ]);
  // A COD fee of 15 EGP on the shop's fallback rule (75 EGP flat, free from 5,000, 3–7 days).
  await t.app.ctx.services.settings.write('shipping', {
    flatFeePiastres: 7500,
    freeShippingThresholdPiastres: 500_000,
    daysMin: 3,
    daysMax: 7,
    codFeePiastres: 1500,
  });
  const passwordHash = await hashPassword('password1');
  await t.database.db.insert(users).values({
    email: 'boss@example.com',
    firstName: 'B',
    lastName: 'A',
    role: 'admin',
    passwordHash,
    emailConfirmedAt: new Date(),
  });
  admin = createBrowser(t.app);
  await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'password1' });
});

afterAll(async () => {
  await t.app.close();
});

describe('checkout summary, order and stored quote agree', () => {
  it('Aswan → its zone fee and estimate; a code → its discount; COD → its fee; VAT shown', async () => {
    const welcome = await addCoupon({ code: 'WELCOME10' });
    const { user, browser } = await customer([
      { productId: battery, quantity: 2 },
      { productId: cable, quantity: 1 },
    ]);
    const cairoQuote = (
      await browser.post('/api/cart/quote', { governorate: 'C', paymentMethod: 'card' })
    ).json();
    expect(cairoQuote.shipping).toMatchObject({
      fee: 0,
      basis: 'free-over-threshold',
      zone: { nameEn: 'Greater Cairo' },
      estimate: { minDays: 1, maxDays: 2 },
    });

    const applied = await applyCode(browser, 'welcome10');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      subtotal: 3025.5,
      discount: 302.55,
      coupon: { code: 'welcome10', applied: true, message: null },
      discounts: [{ code: 'WELCOME10', type: 'percentage', appliesTo: 'items', amount: 302.55 }],
    });

    const summary = (
      await browser.post('/api/cart/quote', { governorate: 'ASN', paymentMethod: 'cod' })
    ).json();
    expect(summary).toMatchObject({
      subtotal: 3025.5,
      discount: 302.55,
      shipping: {
        fee: 90,
        zone: { nameEn: 'Upper Egypt', nameAr: 'الصعيد' },
        estimate: { minDays: 3, maxDays: 5 },
      },
      codFee: 15,
      total: 2827.95,
      vat: { ratePercent: 14, included: 347.29 },
    });
    const shares = summary.lines.map((l: { nameEn: string; discount: number }) => [
      l.nameEn,
      l.discount,
    ]);
    expect(Object.fromEntries(shares)).toEqual({ Battery: 300, Cable: 2.55 });

    const placed = await placeOrder(browser, aswanCod);
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({
      subtotal: 3025.5,
      shipping: 90,
      discount: 302.55,
      codFee: 15,
      total: 2827.95,
      vat: { ratePercent: 14, included: 347.29 },
      discounts: [{ code: 'WELCOME10', amount: 302.55 }],
      shippingZone: { nameEn: 'Upper Egypt', nameAr: 'الصعيد' },
      deliveryEstimate: { minDays: 3, maxDays: 5 },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      discountPiastres: 30_255,
      codFeePiastres: 1500,
      vatPiastres: 34_729,
      totalPiastres: 282_795,
    });
    expect(row.quote.discounts[0]).toMatchObject({ couponId: welcome.id, amountPiastres: 30_255 });
    expect((await couponRow(welcome.id)).usedCount).toBe(1);
    const [used] = await t.database.db
      .select()
      .from(orderCoupons)
      .where(eq(orderCoupons.orderId, order.id));
    expect(used).toMatchObject({ couponId: welcome.id, userId: user.id, onceKey: null });
    // The 'placed' e-mail (in the language the order was placed in: English, this browser's)
    // says the same.
    await expect
      .poll(() => sent.find((m) => m.subject.includes(String(order.orderNumber)))?.text)
      .toContain('WELCOME10');
    const mail = sent.find((m) => m.subject.includes(String(order.orderNumber)))!;
    for (const amount of [302.55, 2827.95, 347.29, 15, 90]) {
      expect(mail.text).toContain(formatEgp(amount, 'en'));
    }
    expect(mail.text).toContain('Includes VAT');
    expect(mail.text).toContain('Upper Egypt');
    // The order took the code off the cart with its lines.
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.coupon).toBeNull();
  });

  it('a price change during checkout: the order charges the price at the moment it is placed', async () => {
    const { browser } = await customer([{ productId: cable, quantity: 2 }]);
    const before = (await browser.post('/api/cart/quote', { governorate: 'C' })).json();
    expect(before.total).toBe(101);
    await t.database.db
      .update(products)
      .set({ pricePiastres: 3_000 })
      .where(eq(products.id, cable));
    const placed = await placeOrder(browser, { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' });
    expect(placed.statusCode).toBe(201);
    // 2 × 30 + Cairo's 50 + the 15 COD fee: the new price, and the success page shows it.
    expect(placed.json().order).toMatchObject({
      subtotal: 60,
      shipping: 50,
      codFee: 15,
      total: 125,
    });
    await t.database.db
      .update(products)
      .set({ pricePiastres: 2_550 })
      .where(eq(products.id, cable));
  });
});

describe('refused codes', () => {
  it('answer the reason in the customer language and store nothing', async () => {
    await addCoupon({
      code: 'BIG',
      kind: 'fixed',
      percent: null,
      amountPiastres: 20_000,
      minSubtotalPiastres: 500_000,
    });
    await addCoupon({ code: 'OLD', endsAt: new Date('2025-01-01T00:00:00Z') });
    await addCoupon({ code: 'SOON', startsAt: new Date(Date.now() + 86_400_000) });
    await addCoupon({ code: 'PARTS', categoryIds: [], productIds: [cable] });
    const en = await customer([{ productId: battery, quantity: 1 }]);
    const ar = await customer([{ productId: battery, quantity: 1 }], 'ar');
    const cases: [string, string, string][] = [
      [
        'NOPE',
        'This code does not exist. Check how it is written.',
        'هذا الكود غير موجود. تأكد من كتابته بشكل صحيح.',
      ],
      ['old', 'This code has expired.', 'انتهت صلاحية هذا الكود.'],
      [
        'soon',
        'This code is not valid yet. Try again when the offer starts.',
        'هذا الكود غير صالح بعد. جرّبه عند بدء العرض.',
      ],
      [
        'parts',
        'This code is not valid for the items in your cart.',
        'هذا الكود غير صالح للمنتجات الموجودة في سلتك.',
      ],
      [
        'big',
        `This code needs an order of ${formatEgp(5000, 'en')}: add ${formatEgp(3500, 'en')} more.`,
        `هذا الكود يتطلب طلبًا بقيمة ${formatEgp(5000, 'ar')}: أضف ${formatEgp(3500, 'ar')} أخرى.`,
      ],
    ];
    for (const [code, english, arabic] of cases) {
      const refusedEn = await applyCode(en.browser, code);
      expect(refusedEn.statusCode).toBe(422);
      expect(refusedEn.json().message).toBe(english);
      expect(refusedEn.json().errors).toEqual([{ field: 'code', messages: [english] }]);
      const refusedAr = await applyCode(ar.browser, code);
      expect(refusedAr.json().message).toBe(arabic);
    }
    const cart = (await en.browser.get('/api/cart')).json();
    expect(cart.coupon).toBeNull();
    expect(cart.discount).toBe(0);
  });

  it('a code with spaces, emoji or too long is refused as unknown or invalid, never stored', async () => {
    const { browser } = await customer([{ productId: battery, quantity: 1 }]);
    expect((await applyCode(browser, 'WEL COME')).statusCode).toBe(422);
    expect((await applyCode(browser, '🎉🎉🎉')).statusCode).toBe(422);
    const long = await applyCode(browser, 'x'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect((await browser.get('/api/cart')).json().coupon).toBeNull();
  });

  it('an Arabic code typed with other letter forms and Arabic digits is the same code', async () => {
    await addCoupon({ code: 'رمضان٢٠', kind: 'fixed', percent: null, amountPiastres: 20_000 });
    const { browser } = await customer([{ productId: battery, quantity: 1 }], 'ar');
    const applied = await applyCode(browser, ' رمضان20 ');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().discount).toBe(200);
  });

  it('a code that stops applying before the order is placed fails the order, nothing written', async () => {
    const flash = await addCoupon({ code: 'FLASH' });
    const { user, browser } = await customer([{ productId: battery, quantity: 1 }]);
    expect((await applyCode(browser, 'flash')).statusCode).toBe(200);
    await t.database.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, flash.id));
    const cart = (await browser.get('/api/cart')).json();
    // The cart keeps the coupon itself and names it by its own code.
    expect(cart.coupon).toMatchObject({ code: 'FLASH', applied: false });
    expect(cart.coupon.message).toBe('This code does not exist. Check how it is written.');
    const stockBefore = (
      await t.database.db.select().from(products).where(eq(products.id, battery))
    )[0].stockQuantity;
    const refused = await placeOrder(browser, aswanCod);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: 'couponCode', messages: ['This code does not exist. Check how it is written.'] },
    ]);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const stockAfter = (
      await t.database.db.select().from(products).where(eq(products.id, battery))
    )[0].stockQuantity;
    expect(stockAfter).toBe(stockBefore);
    // Removing the code lets the order through at full price.
    const removed = await browser.request({ method: 'DELETE', url: '/api/cart/coupon' });
    expect(removed.json().coupon).toBeNull();
    expect((await placeOrder(browser, aswanCod)).statusCode).toBe(201);
  });
});

describe('coupon uses', () => {
  it('once per customer: the second order of the same customer is refused', async () => {
    await addCoupon({ code: 'ONCE', oncePerCustomer: true });
    const { user, browser } = await customer([{ productId: cable, quantity: 1 }]);
    await applyCode(browser, 'ONCE');
    expect((await placeOrder(browser, aswanCod)).statusCode).toBe(201);
    await t.database.db.insert(cartItems).values({
      cartId: (await t.database.db.select().from(carts).where(eq(carts.userId, user.id)))[0].id,
      productId: cable,
      quantity: 1,
    });
    const again = await applyCode(browser, 'once');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already used this code.');
  });

  it('cancelling an order gives its use back', async () => {
    const single = await addCoupon({ code: 'SINGLE', usageLimit: 1 });
    const { browser } = await customer([{ productId: cable, quantity: 1 }]);
    await applyCode(browser, 'single');
    const { order } = (await placeOrder(browser, aswanCod)).json();
    expect((await couponRow(single.id)).usedCount).toBe(1);
    const cancelled = await admin.request({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      payload: { action: 'cancel' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await couponRow(single.id)).usedCount).toBe(0);
    expect(
      await t.database.db.select().from(orderCoupons).where(eq(orderCoupons.orderId, order.id)),
    ).toEqual([]);
  });

  it('customers racing for the last use of a code: exactly one order gets it', async () => {
    const last = await addCoupon({ code: 'LASTONE', usageLimit: 3, usedCount: 2 });
    const buyers = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await customer([{ productId: cable, quantity: 1 }]);
      expect((await applyCode(buyer.browser, 'lastone')).statusCode).toBe(200);
      buyers.push(buyer);
    }
    const results = await Promise.all(buyers.map((b) => placeOrder(b.browser, aswanCod)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode === 409);
    expect(lost).toHaveLength(7);
    for (const r of lost) {
      expect(r.json().message).toBe('This code has been used the maximum number of times.');
    }
    expect((await couponRow(last.id)).usedCount).toBe(3);
    expect(
      await t.database.db.select().from(orderCoupons).where(eq(orderCoupons.couponId, last.id)),
    ).toHaveLength(1);
  }, 120_000);
});
