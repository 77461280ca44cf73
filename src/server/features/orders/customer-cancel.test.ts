import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { signedInAs } from '../../test/accounts';
import { SHIPPING_INFO } from '../../test/addresses';
import type { TestApp } from '../../test/harness';
import type { FakePaymob } from '../payments/fake-paymob';
import { signProcessedCallback } from '../payments/hmac';
import { paymentAttempts, paymentRefunds } from '../payments/tables';
import { customerWithCart, HMAC_SECRET, placeOrder, transaction } from '../payments/test-fixtures';
import {
  act,
  type Browser,
  codOrder,
  eventually,
  mailTo,
  noticesOf,
  orderRow,
  startShop,
  stockOf,
} from '../returns/test-fixtures';
import { orders } from './tables';

/**
 * The customer cancels their own order before it leaves (issue 21, decision 046): cash on
 * delivery at once, stock back and the admins told; paid online with a provider refund of the
 * whole amount (once), a failed one left for staff; kiosk refunded by hand; never someone else's
 * order or one already shipped.
 */

let t: TestApp;
let fake: FakePaymob;
let sent: MailMessage[];
let admin: Browser;
let adminId: string;
let limited: string;
let untracked: string;

beforeAll(async () => {
  ({ t, fake, sent, admin, adminId, limited, untracked } = await startShop());
  fake.onCallback(
    (body, hmac) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/paymob/webhook?hmac=${hmac}`,
        payload: { type: 'TRANSACTION', obj: body.obj },
      }),
    HMAC_SECRET,
  );
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const cancel = (browser: Browser, orderId: string, body: object = { reason: 'changed_mind' }) =>
  browser.post(`/api/orders/${orderId}/cancel`, body);

/** A card order paid through Paymob's signed callback. */
async function paidCardOrder() {
  const { browser, user } = await customerWithCart(t, [{ productId: limited, quantity: 1 }]);
  const res = await placeOrder(browser);
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.id as string;
  const [attempt] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  const paid = transaction(attempt);
  const hook = await t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/webhook?hmac=${signProcessedCallback(paid, HMAC_SECRET)}`,
    payload: { type: 'TRANSACTION', obj: paid },
  });
  expect(hook.statusCode).toBe(200);
  fake.setTransaction(attempt.providerOrderId!, paid);
  expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
  return { browser, user, orderId, total: attempt.amountPiastres };
}

describe('the customer cancels their own order', () => {
  it('cancels an unshipped cash order at once: stock back, admins told, a mail about the money', async () => {
    const before = await stockOf(t, limited);
    const { browser, orderId, email } = await codOrder(t, [{ productId: limited, quantity: 2 }]);
    expect(await stockOf(t, limited)).toBe(before! - 2);

    const res = await cancel(browser, orderId, {
      reason: 'other',
      details: 'I will buy it in the shop',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refund: 'none',
      message: 'Your order is cancelled. Nothing was charged.',
      order: { id: orderId, paymentStatus: 'cancelled', deliveryStatus: 'in_progress' },
    });
    expect(await stockOf(t, limited)).toBe(before);
    const notices = await noticesOf(t, adminId);
    expect(notices.map((n) => n.titleEn)).toContainEqual(
      expect.stringMatching(/was cancelled by the customer/),
    );
    // In the language the order was placed in (English, this browser's; issue 24 item 7).
    const mail = await mailTo(sent, email, /Your order #\d+ is cancelled/);
    expect(mail.text).toContain('As you asked, we cancelled your order');
    expect(mail.text).toContain('Nothing was charged for this order.');
    // The generic "if you did not expect this" mail is not sent as well.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.filter((m) => m.to === email && /cancelled/.test(m.subject))).toHaveLength(1);

    // Staff read the reason on the timeline; the second cancel is refused.
    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    expect(detail.json().events).toContainEqual(
      expect.objectContaining({
        toStatus: 'cancelled',
        note: 'سبب آخر / Another reason — I will buy it in the shop',
      }),
    );
    const again = await cancel(browser, orderId);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t, limited)).toBe(before);
  });

  it('refuses once the order left, for someone else, and bad reasons', async () => {
    const { browser, orderId } = await codOrder(t, [{ productId: untracked, quantity: 1 }], 'ar');
    const stranger = await signedInAs(t, `x-${randomUUID().slice(0, 6)}@example.com`, 'customer');
    expect((await cancel(stranger, orderId)).statusCode).toBe(404);
    expect((await cancel(browser, randomUUID())).statusCode).toBe(404);

    const other = await cancel(browser, orderId, { reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'details', messages: ['هذا الحقل مطلوب'] }]);
    expect((await cancel(browser, orderId, { reason: 'bored' })).statusCode).toBe(400);
    const long = await cancel(browser, orderId, { reason: 'other', details: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);

    expect((await act(admin, orderId, 'mark_out_for_delivery')).statusCode).toBe(200);
    const late = await cancel(browser, orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('لم يعد ممكنًا إلغاء هذا الطلب');
    expect((await orderRow(t, orderId)).paymentStatus).toBe('pending');
  });

  it('gives a paid card order back in full through Paymob, once', async () => {
    const before = await stockOf(t, limited);
    const { browser, orderId, total } = await paidCardOrder();
    const res = await cancel(browser, orderId, { reason: 'found_better_price' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 'refunded', order: { paymentStatus: 'cancelled' } });
    const refunds = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId));
    expect(refunds).toEqual([
      expect.objectContaining({
        mode: 'provider',
        status: 'succeeded',
        amountPiastres: total,
        idempotencyKey: `customer-cancel-${orderId}`,
      }),
    ]);
    expect(await orderRow(t, orderId)).toMatchObject({
      paymentStatus: 'cancelled',
      refundedPiastres: total,
    });
    expect(await stockOf(t, limited)).toBe(before);
  });

  it('leaves a refund Paymob refused for staff: the customer reads "pending"', async () => {
    const { browser, orderId } = await paidCardOrder();
    fake.failNextRefund(500);
    const res = await cancel(browser, orderId, { reason: 'changed_mind' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund: 'pending', order: { paymentStatus: 'cancelled' } });
    const [refund] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId));
    expect(refund.status).toBe('failed');
    const notices = await noticesOf(t, adminId);
    expect(notices.map((n) => n.titleEn)).toContainEqual(
      expect.stringMatching(/Refund failed for cancelled order/),
    );
  });

  it('records a paid kiosk order for a refund by hand and tells the admins', async () => {
    const { browser, user } = await customerWithCart(t, []);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: user.id,
        subtotalPiastres: 20_000,
        shippingPiastres: 0,
        totalPiastres: 20_000,
        shippingInfo: SHIPPING_INFO,
        paymentMethod: 'kiosk',
        paymentStatus: 'paid',
        deliveryStatus: 'in_progress',
        paidAt: new Date(),
      })
      .returning();
    const res = await cancel(browser, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refund: 'manual',
      message: expect.stringMatching(
        /^Your order is cancelled\. We will contact you to refund EGP\s200\.$/,
      ),
    });
    const refunds = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toEqual([]);
    const notices = await eventually(async () => {
      const rows = await noticesOf(t, adminId);
      return rows.some((n) => n.titleEn.includes(`Refund order #${order.orderNumber} by hand`))
        ? rows
        : null;
    });
    expect(notices.length).toBeGreaterThan(0);
  });

  it('races the admin shipping the order: exactly one wins, the stock comes back at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const before = await stockOf(t, limited);
      const { browser, orderId } = await codOrder(t, [{ productId: limited, quantity: 1 }]);
      const [mine, theirs] = await Promise.all([
        cancel(browser, orderId),
        act(admin, orderId, 'mark_out_for_delivery'),
      ]);
      expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
      const row = await orderRow(t, orderId);
      if (mine.statusCode === 200) {
        expect(row).toMatchObject({ paymentStatus: 'cancelled', deliveryStatus: 'in_progress' });
        expect(await stockOf(t, limited)).toBe(before);
      } else {
        expect(row).toMatchObject({ paymentStatus: 'pending', deliveryStatus: 'out_for_delivery' });
        expect(await stockOf(t, limited)).toBe(before! - 1);
        expect((await act(admin, orderId, 'cancel')).statusCode).toBe(200);
      }
    }
  });
});
