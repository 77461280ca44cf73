import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { FakePaymob } from '../payments/fake-paymob';
import { paymentRefunds } from '../payments/tables';
import { returnLinePiastres, returnRefundPiastres } from '../pricing';
import { returnRequests } from './tables';
import { type Browser, deliveredCodOrder, orderRow, startShop, stockOf } from './test-fixtures';

/**
 * What two requests at once must never do (decision 046), on PGlite and on PostgreSQL: two
 * return requests of one order, two approvals, two receipts (the stock comes back once), two
 * refunds (the money goes back once). And the refund's arithmetic (pricing).
 */

let t: TestApp;
let fake: FakePaymob;
let admin: Browser;
let limited: string;

beforeAll(async () => {
  ({ t, fake, admin, limited } = await startShop());
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

describe('returns at the same time', () => {
  it('opens one request of two, approves, receives and refunds each once', async () => {
    const { browser, orderId } = await deliveredCodOrder(t, admin, [
      { productId: limited, quantity: 2 },
    ]);
    const lines = (await browser.get(`/api/orders/${orderId}/returns`)).json().lines;
    const body = {
      items: [{ orderItemId: lines[0].orderItemId, quantity: 2 }],
      reason: 'defective',
    };
    const asked = await Promise.all([
      browser.post(`/api/orders/${orderId}/returns`, body),
      browser.post(`/api/orders/${orderId}/returns`, body),
    ]);
    expect(asked.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    expect(rows).toHaveLength(1);
    const id = rows[0].id;

    const approvals = await Promise.all([
      admin.post(`/api/admin/returns/${id}/approve`, {}),
      admin.post(`/api/admin/returns/${id}/approve`, {}),
    ]);
    expect(approvals.map((res) => res.statusCode).sort()).toEqual([200, 409]);

    const stock = await stockOf(t, limited);
    const receipts = await Promise.all([
      admin.post(`/api/admin/returns/${id}/receive`),
      admin.post(`/api/admin/returns/${id}/receive`),
    ]);
    expect(receipts.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, limited)).toBe(stock! + 2);

    const refunds = await Promise.all([
      admin.post(`/api/admin/returns/${id}/refund`, { note: 'Cash at the door' }),
      admin.post(`/api/admin/returns/${id}/refund`, { note: 'Cash at the door' }),
    ]);
    // The same refund answered twice or the second refused: money back once either way.
    expect(refunds.map((res) => res.statusCode)).toContain(200);
    const money = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId));
    expect(money).toHaveLength(1);
    expect(await orderRow(t, orderId)).toMatchObject({ refundedPiastres: 20_000 });
  });
});

describe('what returned items are worth back', () => {
  it('shares a line’s total after discount by piece, the whole line giving back exactly it', () => {
    // 3 pieces for 100.00 with 10.01 off: 89.99 paid.
    const line = { totalPiastres: 10_000, discountPiastres: 1_001, quantity: 3 };
    const one = returnLinePiastres({ ...line, returnedBefore: 0, returning: 1 });
    const two = returnLinePiastres({ ...line, returnedBefore: 1, returning: 1 });
    const three = returnLinePiastres({ ...line, returnedBefore: 2, returning: 1 });
    expect([one, two, three]).toEqual([2_999, 3_000, 3_000]);
    expect(one + two + three).toBe(8_999);
    expect(returnLinePiastres({ ...line, returnedBefore: 0, returning: 3 })).toBe(8_999);
    expect(returnLinePiastres({ ...line, returnedBefore: 3, returning: 1 })).toBe(0);
    expect(
      returnRefundPiastres([
        { ...line, returnedBefore: 0, returning: 2 },
        { totalPiastres: 2_550, discountPiastres: 0, quantity: 1, returnedBefore: 0, returning: 1 },
      ]),
    ).toBe(5_999 + 2_550);
  });
});
