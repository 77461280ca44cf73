import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartQuoteSchema } from '../../../shared/schemas/cart';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCustomer, logIn, seedCatalog, visitor } from './test-fixtures';

// POST /api/cart/quote: the caller's cart priced for the checkout summary (issue 19), in EGP.
// The test app runs on the default shipping rule: EGP 75 flat, free from EGP 5,000.

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
type Browser = Awaited<ReturnType<typeof visitor>>;

const quoteOf = (browser: Browser, body: Record<string, unknown> = {}) =>
  browser.post('/api/cart/quote', body);

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedCatalog(t);
});

afterAll(async () => {
  await t.app.close();
});

describe('POST /api/cart/quote', () => {
  it('an empty cart (no cart at all) costs nothing and tells the rule', async () => {
    const res = await quoteOf(await visitor(t));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lines: [],
      subtotal: 0,
      discounts: [],
      discount: 0,
      coupon: null,
      shipping: {
        fee: 0,
        basis: 'empty',
        flatFee: 75,
        freeShippingThreshold: 5000,
        zone: null,
        estimate: { minDays: 3, maxDays: 7 },
      },
      codFee: 0,
      // Prices include VAT at 14 % unless the admin says it does not apply (the default).
      vat: { ratePercent: 14, included: 0 },
      total: 0,
      count: 0,
    });
  });

  it("prices a guest's cart (the cookie's), with the flat fee below the threshold", async () => {
    const browser = await visitor(t);
    await browser.post('/api/cart/items', { productId: catalog.ids.battery, quantity: 2 });
    const res = await quoteOf(browser, { governorate: 'ASN', paymentMethod: 'cod' });
    expect(res.statusCode).toBe(200);
    const body = cartQuoteSchema.parse(res.json());
    expect(body).toMatchObject({
      lines: [
        {
          productId: catalog.ids.battery,
          colorId: null,
          nameEn: 'Battery',
          unitPrice: 1500.5,
          compareAtPrice: null,
          quantity: 2,
          lineTotal: 3001,
          discount: 0,
        },
      ],
      subtotal: 3001,
      discounts: [],
      // No zones in this shop: Aswan gets the fallback rule and its estimate.
      shipping: {
        fee: 75,
        basis: 'flat',
        flatFee: 75,
        freeShippingThreshold: 5000,
        zone: null,
        estimate: { minDays: 3, maxDays: 7 },
      },
      codFee: 0,
      vat: { ratePercent: 14, included: 377.75 },
      total: 3076,
      count: 2,
    });
    // The same amounts as the cart answer, and nothing written.
    const cart = (await browser.get('/api/cart')).json();
    expect([cart.subtotal, cart.shipping, cart.total]).toEqual([3001, 75, 3076]);
  });

  it("prices a signed-in customer's cart; shipping is free once the threshold is reached", async () => {
    await createCustomer(t, 'quote@example.com');
    const browser = await visitor(t);
    await logIn(browser, 'quote@example.com');
    await browser.post('/api/cart/items', {
      productId: catalog.ids.scooter,
      colorId: catalog.colors.red,
      quantity: 1,
    });
    const res = await quoteOf(browser, { couponCode: 'WELCOME10' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lines: [{ productId: catalog.ids.scooter, colorId: catalog.colors.red, lineTotal: 20000 }],
      subtotal: 20000,
      // No such code in this shop: refused with its reason, nothing taken off.
      discounts: [],
      coupon: {
        code: 'WELCOME10',
        applied: false,
        message: 'This code does not exist. Check how it is written.',
      },
      shipping: { fee: 0, basis: 'free-over-threshold' },
      total: 20000,
      count: 1,
    });
    // Another browser (no cookie, not signed in) does not see that cart.
    expect((await quoteOf(await visitor(t))).json().count).toBe(0);
  });

  it('refuses a bad body with the error envelope, in English', async () => {
    const res = await quoteOf(await visitor(t), {
      governorate: 'Atlantis',
      paymentMethod: 'cheque',
      couponCode: 'x'.repeat(65),
      price: 1,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message: expect.any(String) });
    const byField = Object.fromEntries(
      (body.errors as { field: string; messages: string[] }[]).map((e) => [e.field, e.messages]),
    );
    expect(byField).toEqual({
      governorate: ['Choose a governorate from the list'],
      paymentMethod: ['Choose a payment method from the list'],
      couponCode: ['Must be at most 64 characters'],
      price: ['Unknown field'],
    });
  });

  it('refuses a bad body in Arabic for an Arabic caller', async () => {
    const res = await quoteOf(await visitor(t, 'ar'), { governorate: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'governorate', messages: ['اختر محافظة من القائمة'] },
    ]);
  });
});
