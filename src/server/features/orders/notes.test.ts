import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { signedInAs } from '../../test/accounts';
import type { TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import type { FakePaymob } from '../payments/fake-paymob';
import {
  act,
  type Browser,
  codOrder,
  eventually,
  mailTo,
  noticesOf,
  startShop,
} from '../returns/test-fixtures';

/**
 * Notes on an order (issue 21, decision 046): staff notes stay with staff — never in the
 * customer's order answer, messages, notices or mails — and a note to the customer reaches them
 * on their order page, as a notice and as a mail in their language. The note of an order action
 * shows on the admin's timeline only (issue 25 item 2).
 */

let t: TestApp;
let fake: FakePaymob;
let sent: MailMessage[];
let admin: Browser;
let limited: string;

beforeAll(async () => {
  ({ t, fake, sent, admin, limited } = await startShop());
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const SECRET = 'Customer was rude on the phone, double-check the address';

describe('order notes', () => {
  it('keeps staff notes from the customer and delivers customer notes in their language', async () => {
    const { browser, user, orderId, email } = await codOrder(
      t,
      [{ productId: limited, quantity: 1 }],
      'ar',
    );

    const staff = await admin.post(`/api/admin/orders/${orderId}/notes`, {
      visibility: 'staff',
      body: `  ${SECRET}  `,
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().notes).toEqual([
      expect.objectContaining({
        visibility: 'staff',
        body: SECRET,
        author: expect.objectContaining({ name: 'admin T' }),
      }),
    ]);
    const message = 'Your battery is back in stock; we ship it tomorrow.';
    const toCustomer = await admin.post(`/api/admin/orders/${orderId}/notes`, {
      visibility: 'customer',
      body: message,
    });
    expect(toCustomer.statusCode).toBe(201);
    const listed = await admin.get(`/api/admin/orders/${orderId}/notes`);
    expect(listed.json().notes.map((n: { visibility: string }) => n.visibility)).toEqual([
      'staff',
      'customer',
    ]);

    // The customer's messages: the customer note only, no author.
    const messages = await browser.get(`/api/orders/${orderId}/notes`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json()).toEqual({
      messages: [{ id: expect.any(String), body: message, createdAt: expect.any(String) }],
    });

    // A notice and a mail in Arabic (the customer's language) carry the message.
    const notices = await eventually(async () => {
      const rows = await noticesOf(t, user.id);
      return rows.some((n) => n.messageAr === message) ? rows : null;
    });
    expect(notices.find((n) => n.messageAr === message)).toMatchObject({
      titleAr: expect.stringContaining('رسالة بخصوص طلبك'),
      titleEn: expect.stringContaining('A message about your order'),
      redirectUrl: `/orders/${orderId}`,
    });
    const mail = await mailTo(sent, email, /رسالة بخصوص طلبك/);
    expect(mail.text).toContain(message);

    // The staff note is nowhere the customer can read.
    await admin.post(`/api/admin/orders/${orderId}/actions`, {
      action: 'mark_out_for_delivery',
      note: SECRET,
    });
    await eventually(() => sent.find((m) => m.to === email && /الطريق/.test(m.subject)));
    const answers = [
      await browser.get(`/api/orders/${orderId}`),
      await browser.get(`/api/orders?page=1&pageSize=10`),
      await browser.get(`/api/orders/${orderId}/notes`),
      await browser.get('/api/notifications?page=1&pageSize=50'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('rude');
    }
    for (const mine of sent.filter((m) => m.to === email)) {
      expect(`${mine.subject} ${mine.text} ${mine.html}`).not.toContain('rude');
    }
    expect((await noticesOf(t, user.id)).map((n) => n.messageEn).join(' ')).not.toContain('rude');

    // The admin's timeline shows the action's note; the customer's order answer does not.
    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    expect(detail.json().events).toContainEqual(
      expect.objectContaining({ toStatus: 'out_for_delivery', note: SECRET }),
    );
    const own = await browser.get(`/api/orders/${orderId}`);
    expect(own.json().events.every((e: { note: string | null }) => e.note === null)).toBe(true);

    // Every note is audited.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.note_added')));
    expect(audited).toHaveLength(2);
  });

  it('refuses empty or overlong notes, unknown orders and customers', async () => {
    const { browser, orderId } = await codOrder(t, [{ productId: limited, quantity: 1 }]);
    const empty = await admin.post(`/api/admin/orders/${orderId}/notes`, {
      visibility: 'staff',
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'body', messages: ['This field is required'] }]);
    const long = await admin.post(`/api/admin/orders/${orderId}/notes`, {
      visibility: 'customer',
      body: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    const odd = await admin.post(`/api/admin/orders/${orderId}/notes`, {
      visibility: 'public',
      body: 'x',
    });
    expect(odd.statusCode).toBe(400);
    const unknown = await admin.post(`/api/admin/orders/${randomUUID()}/notes`, {
      visibility: 'staff',
      body: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await admin.get(`/api/admin/orders/${randomUUID()}/notes`)).statusCode).toBe(404);
    // Customers reach neither the admin notes nor another customer's messages.
    expect((await browser.get(`/api/admin/orders/${orderId}/notes`)).statusCode).toBe(403);
    const stranger = await signedInAs(t, `s-${randomUUID().slice(0, 6)}@example.com`, 'customer');
    expect((await stranger.get(`/api/orders/${orderId}/notes`)).statusCode).toBe(404);
    expect((await act(admin, orderId, 'cancel')).statusCode).toBe(200);
  });
});
