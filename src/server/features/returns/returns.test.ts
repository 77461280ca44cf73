import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { signedInAs } from '../../test/accounts';
import type { TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { auditLog } from '../audit/tables';
import { orders } from '../orders/tables';
import type { FakePaymob } from '../payments/fake-paymob';
import { paymentRefunds } from '../payments/tables';
import { returnRequests } from './tables';
import {
  act,
  type Browser,
  codOrder,
  deliveredCodOrder,
  eventually,
  mailTo,
  noticesOf,
  orderRow,
  startShop,
  stockOf,
} from './test-fixtures';

/**
 * Returns (issue 21, decision 046), through the API: the window, the lines and how many, the one
 * open request, photos, each step of the admin with its notices and mails, the restock on
 * receipt and the refund (recorded by hand for cash on delivery). Races in returns-race.test.ts.
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
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

async function linesOf(browser: Browser, orderId: string) {
  const res = await browser.get(`/api/orders/${orderId}/returns`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a return from request to refund', () => {
  it('goes requested → approved → received (restocked) → refunded, both sides seeing it', async () => {
    // Placed in Arabic: every mail about the order and its return speaks it (issue 24 item 7).
    const { browser, user, orderId, email } = await deliveredCodOrder(
      t,
      admin,
      [
        { productId: limited, quantity: 2 },
        { productId: untracked, quantity: 1 },
      ],
      'ar',
    );
    const stock = await stockOf(t, limited);

    const before = await linesOf(browser, orderId);
    expect(before).toMatchObject({ eligible: true, block: null, windowDays: 14, returns: [] });
    const battery = before.lines.find((l: { nameEn: string }) => l.nameEn === 'Limited Battery');
    expect(battery).toMatchObject({ quantity: 2, returnable: 2 });

    const created = await browser.post(`/api/orders/${orderId}/returns`, {
      items: [{ orderItemId: battery.orderItemId, quantity: 1 }],
      reason: 'damaged',
      details: 'The case is cracked',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      details: 'The case is cracked',
      estimatedRefund: 100,
      refundAmount: null,
      items: [{ quantity: 1, nameEn: 'Limited Battery', refund: 100 }],
    });
    // The admins hear of it; the customer gets a receipt by mail.
    const adminNotices = await noticesOf(t, adminId);
    expect(adminNotices.map((n) => n.titleEn)).toContainEqual(
      expect.stringContaining(`Return request ${request.reference}`),
    );
    await mailTo(sent, user.email, /استلمنا طلب الإرجاع/);

    // One open request per order.
    const second = await browser.post(`/api/orders/${orderId}/returns`, {
      items: [{ orderItemId: battery.orderItemId, quantity: 1 }],
      reason: 'changed_mind',
    });
    expect(second.statusCode).toBe(409);
    expect((await linesOf(browser, orderId)).block).toBe('open_request');

    // Photos: up to three, images only.
    const photo = multipart([{ filename: 'a.png', contentType: 'image/png', data: await png() }]);
    const up = await browser.request({
      method: 'POST',
      url: `/api/returns/${request.id}/photos`,
      ...photo,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().photos).toEqual([expect.stringMatching(/^\/uploads\/returns\/.+\.webp$/)]);
    const three = multipart(
      await Promise.all(
        [1, 2, 3].map(async (n) => ({
          filename: `${n}.png`,
          contentType: 'image/png',
          data: await png(),
        })),
      ),
    );
    const tooMany = await browser.request({
      method: 'POST',
      url: `/api/returns/${request.id}/photos`,
      ...three,
    });
    expect(tooMany.statusCode).toBe(400);
    const text = multipart([
      { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not an image') },
    ]);
    const bad = await browser.request({
      method: 'POST',
      url: `/api/returns/${request.id}/photos`,
      ...text,
    });
    expect(bad.statusCode).toBe(415);

    // The admin's list and the order's panel.
    const listed = await admin.get('/api/admin/returns?status=requested');
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({ id: request.id, orderId, customer: expect.any(Object) }),
    );
    const panel = await admin.get(`/api/admin/orders/${orderId}/returns`);
    expect(panel.json().returns[0]).toMatchObject({ id: request.id, photos: [expect.any(String)] });

    // Receiving before approval is refused; approval fixes the refund.
    expect((await admin.post(`/api/admin/returns/${request.id}/receive`)).statusCode).toBe(409);
    const approved = await admin.post(`/api/admin/returns/${request.id}/approve`, {
      message: 'Please hand it to our courier on Sunday.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', refundAmount: 100 });
    expect((await admin.post(`/api/admin/returns/${request.id}/approve`, {})).statusCode).toBe(409);
    const approvedMail = await mailTo(sent, user.email, /تمت الموافقة/);
    expect(approvedMail.text).toContain('Please hand it to our courier on Sunday.');
    // The customer can no longer add photos or withdraw.
    expect((await browser.post(`/api/returns/${request.id}/cancel`)).statusCode).toBe(409);

    const received = await admin.post(`/api/admin/returns/${request.id}/receive`);
    expect(received.statusCode).toBe(200);
    expect(received.json().status).toBe('received');
    expect(await stockOf(t, limited)).toBe(stock! + 1);
    expect((await admin.post(`/api/admin/returns/${request.id}/receive`)).statusCode).toBe(409);
    expect(await stockOf(t, limited)).toBe(stock! + 1);
    await mailTo(sent, user.email, /استلمنا منتجات الإرجاع/);

    // Cash on delivery: a refund recorded by hand, with how the money went back.
    const noNote = await admin.post(`/api/admin/returns/${request.id}/refund`, {});
    expect(noNote.statusCode).toBe(400);
    const refunded = await admin.post(`/api/admin/returns/${request.id}/refund`, {
      note: 'Cash handed back by the courier',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().request).toMatchObject({ status: 'refunded', refundAmount: 100 });
    expect(await orderRow(t, orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 10_000,
    });
    const again = await admin.post(`/api/admin/returns/${request.id}/refund`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    const money = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId));
    expect(money).toEqual([
      expect.objectContaining({ mode: 'manual', amountPiastres: 10_000, status: 'succeeded' }),
    ]);
    await mailTo(sent, email, /استرداد/);

    // The customer sees the state; the other battery can still come back.
    const after = await linesOf(browser, orderId);
    expect(after.returns[0]).toMatchObject({ id: request.id, status: 'refunded', customer: null });
    expect(
      after.lines.find((l: { nameEn: string }) => l.nameEn === 'Limited Battery'),
    ).toMatchObject({ returnable: 1 });
    expect(after.eligible).toBe(true);

    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, orderId));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'order.return_approved',
        'order.return_received',
        'order.return_refunded',
      ]),
    );
  });

  it('refuses with a message; a refused request holds no items', async () => {
    const { browser, user, orderId } = await deliveredCodOrder(t, admin, [
      { productId: untracked, quantity: 1 },
    ]);
    const { lines } = await linesOf(browser, orderId);
    const ask = () =>
      browser.post(`/api/orders/${orderId}/returns`, {
        items: [{ orderItemId: lines[0].orderItemId, quantity: 1 }],
        reason: 'changed_mind',
      });
    const first = (await ask()).json();
    expect(
      (await admin.post(`/api/admin/returns/${first.id}/refuse`, { message: '' })).statusCode,
    ).toBe(400);
    const refused = await admin.post(`/api/admin/returns/${first.id}/refuse`, {
      message: 'The seal is broken: we cannot take it back.',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', refundAmount: null });
    const notice = await eventually(async () =>
      (await noticesOf(t, user.id)).find((n) => n.titleEn.includes('was not accepted')),
    );
    expect(notice.messageEn).toContain('The seal is broken');
    // Asked again: allowed, then withdrawn by the customer.
    const second = await ask();
    expect(second.statusCode).toBe(201);
    const withdrawn = await browser.post(`/api/returns/${second.json().id}/cancel`);
    expect(withdrawn.json().status).toBe('cancelled');
  });
});

describe('refusals', () => {
  it('refuses an order not delivered, someone else’s, cancelled, or outside the window', async () => {
    const { browser, orderId } = await codOrder(t, [{ productId: untracked, quantity: 2 }]);
    const { lines, block } = await linesOf(browser, orderId);
    expect(block).toBe('not_delivered');
    const body = {
      items: [{ orderItemId: lines[0].orderItemId, quantity: 1 }],
      reason: 'defective',
    };
    const early = await browser.post(`/api/orders/${orderId}/returns`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Items can be returned only once the order is delivered.');

    const stranger = await signedInAs(t, `r-${randomUUID().slice(0, 6)}@example.com`, 'customer');
    expect((await stranger.post(`/api/orders/${orderId}/returns`, body)).statusCode).toBe(404);
    expect((await stranger.get(`/api/orders/${orderId}/returns`)).statusCode).toBe(404);

    for (const action of ['mark_out_for_delivery', 'mark_delivered']) {
      expect((await act(admin, orderId, action)).statusCode).toBe(200);
    }
    // Fifteen days after delivery: outside the 14-day window…
    await t.database.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '15 days'` })
      .where(eq(orders.id, orderId));
    const late = await browser.post(`/api/orders/${orderId}/returns`, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The return period for this order has ended.');
    // …until the admin widens it.
    const setting = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/returns',
      payload: { windowDays: 30 },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json()).toMatchObject({ windowDays: 30, updatedAt: expect.any(String) });
    expect(
      (
        await admin.request({
          method: 'PUT',
          url: '/api/admin/settings/returns',
          payload: { windowDays: 2.5 },
        })
      ).statusCode,
    ).toBe(400);

    // More than bought, nothing, an unknown line, "other" without words.
    const tooMany = await browser.post(`/api/orders/${orderId}/returns`, {
      ...body,
      items: [{ orderItemId: lines[0].orderItemId, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { field: 'items.0.quantity', messages: ['You can return at most 2 of this item.'] },
    ]);
    const none = await browser.post(`/api/orders/${orderId}/returns`, { ...body, items: [] });
    expect(none.statusCode).toBe(400);
    const zero = await browser.post(`/api/orders/${orderId}/returns`, {
      ...body,
      items: [{ orderItemId: lines[0].orderItemId, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    const unknown = await browser.post(`/api/orders/${orderId}/returns`, {
      ...body,
      items: [{ orderItemId: randomUUID(), quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await browser.post(`/api/orders/${orderId}/returns`, { ...body, reason: 'other' }))
        .statusCode,
    ).toBe(400);
    expect((await browser.post(`/api/orders/${orderId}/returns`, body)).statusCode).toBe(201);

    await admin.request({
      method: 'PUT',
      url: '/api/admin/settings/returns',
      payload: { windowDays: 14 },
    });
  });

  it('refuses a cancelled order', async () => {
    const { browser, orderId } = await deliveredCodOrder(t, admin, [
      { productId: untracked, quantity: 1 },
    ]);
    const { lines } = await linesOf(browser, orderId);
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'cancelled' })
      .where(eq(orders.id, orderId));
    const res = await browser.post(`/api/orders/${orderId}/returns`, {
      items: [{ orderItemId: lines[0].orderItemId, quantity: 1 }],
      reason: 'defective',
    });
    expect(res.statusCode).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, orderId))),
    ).toEqual([]);
  });
});
