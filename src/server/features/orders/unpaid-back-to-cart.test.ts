import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { FakePaymob } from '../payments/fake-paymob';
import { customerWithCart, placeOrder } from '../payments/test-fixtures';
import { type Browser, codOrder, orderRow, startShop, stockOf } from '../returns/test-fixtures';

/**
 * Issue 24 item 3: back from the card provider's page without paying, the customer can cancel the
 * unpaid order and get its items back in the cart (the lifecycle's `cancel_by_customer` puts the
 * stock back; the cart's `putBackInCart` the lines). Only when nothing was paid.
 */

let t: TestApp;
let fake: FakePaymob;
let limited: string;
let untracked: string;

beforeAll(async () => {
  ({ t, fake, limited, untracked } = await startShop());
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const cartLines = async (browser: Browser) =>
  ((await browser.get('/api/cart')).json().items as { productId: string; quantity: number }[])
    .map(({ productId, quantity }) => ({ productId, quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));

describe('cancel an unpaid card order and return its items to the cart', () => {
  it('puts the lines back into the cart and the stock back on the shelf', async () => {
    const lines = [
      { productId: limited, quantity: 2 },
      { productId: untracked, quantity: 1 },
    ];
    const before = Number(await stockOf(t, limited));
    const { browser } = await customerWithCart(t, lines);
    const res = await placeOrder(browser);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order.id as string;
    expect(res.json().order.paymentStatus).toBe('pending');
    expect(await cartLines(browser)).toEqual([]);
    expect(await stockOf(t, limited)).toBe(before - 2);

    const cancelled = await browser.post(`/api/orders/${orderId}/cancel`, {
      reason: 'change_order',
      backToCart: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      refund: 'none',
      order: { paymentStatus: 'cancelled' },
    });
    expect((await orderRow(t, orderId)).paymentStatus).toBe('cancelled');
    expect(await cartLines(browser)).toEqual(
      [...lines].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    expect(await stockOf(t, limited)).toBe(before);
  });

  it('without backToCart the cart stays empty (the plain cancellation)', async () => {
    const { browser } = await customerWithCart(t, [{ productId: untracked, quantity: 1 }]);
    const orderId = (await placeOrder(browser)).json().order.id as string;
    const res = await browser.post(`/api/orders/${orderId}/cancel`, { reason: 'changed_mind' });
    expect(res.statusCode).toBe(200);
    expect(await cartLines(browser)).toEqual([]);
  });

  it('a cash order cancelled with backToCart also gets its lines back (nothing was paid)', async () => {
    const { browser, orderId } = await codOrder(t, [{ productId: untracked, quantity: 3 }]);
    const res = await browser.post(`/api/orders/${orderId}/cancel`, {
      reason: 'change_order',
      backToCart: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await cartLines(browser)).toEqual([{ productId: untracked, quantity: 3 }]);
  });
});
