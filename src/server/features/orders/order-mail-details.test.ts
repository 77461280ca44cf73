import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import type { FakePaymob } from '../payments/fake-paymob';
import { act, type Browser, codOrder, mailTo, startShop } from '../returns/test-fixtures';
import { orders } from './tables';

/**
 * Issue 24 item 7: every order mail carries the lines, the totals, the address, the payment
 * method and a link, in the language the customer placed the order in (`orders.locale`, set at
 * checkout from the request's language), not the account's.
 */

let t: TestApp;
let fake: FakePaymob;
let sent: MailMessage[];
let admin: Browser;
let limited: string;
let untracked: string;

beforeAll(async () => {
  ({ t, fake, sent, admin, limited, untracked } = await startShop());
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const flat = (text: string) => text.replace(/[^\S\n]+/g, ' ');

describe('order mails', () => {
  it('come in the language the order was placed in, with lines, totals, address, method, link', async () => {
    const { user, orderId, email } = await codOrder(
      t,
      [
        { productId: limited, quantity: 2 },
        { productId: untracked, quantity: 1 },
      ],
      'en',
    );
    // The account speaks Arabic; the order was placed in English.
    await t.database.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, user.id));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.locale).toBe('en');

    const placed = flat((await mailTo(sent, email, /order/i)).text);
    expect(placed).toContain('Limited Battery × 2: EGP 200');
    expect(placed).toContain('Cable × 1: EGP 25.50');
    expect(placed).toMatch(/Total: EGP [\d,.]+/);
    expect(placed).toContain('Delivery address: ');
    expect(placed).toContain('Egypt');
    expect(placed).toMatch(/Payment method: cash on delivery/i);
    expect(placed).toContain(`/orders/${orderId}`);
    expect(placed).not.toMatch(/[\u0600-\u06FF]{3}/);

    // A later mail (the account's language changed meanwhile): still English, still complete.
    expect((await act(admin, orderId, 'cancel')).statusCode).toBe(200);
    const cancelled = flat((await mailTo(sent, email, /cancelled/i)).text);
    expect(cancelled).toContain('Limited Battery × 2: EGP 200');
    expect(cancelled).toMatch(/Total: EGP [\d,.]+/);
    expect(cancelled).toContain('Delivery address: ');
    expect(cancelled).toMatch(/Payment method: cash on delivery/i);
    expect(cancelled).toContain(`/orders/${orderId}`);
  });

  it('an order placed in Arabic gets Arabic mails', async () => {
    const { orderId, email } = await codOrder(t, [{ productId: untracked, quantity: 1 }], 'ar');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.locale).toBe('ar');
    const placed = flat((await mailTo(sent, email, /./)).text);
    expect(placed).toContain('كابل × ١');
    expect(placed).toContain('عنوان التوصيل: ');
    expect(placed).toContain('طريقة الدفع: ');
  });
});
