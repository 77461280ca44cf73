import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEgp } from '../../../shared/money';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import { settings } from '../settings/tables';
import { createUser, signIn } from './test-fixtures';

let t: TestApp;
let admins: ReturnType<typeof createBrowser>[];
let customer: ReturnType<typeof createBrowser>;
let customerId: string;
let productId: string;

const checkout = CHECKOUT_ADDRESS;

type Listed = {
  notifications: {
    titleEn: string;
    titleAr: string;
    messageEn: string;
    type: string;
    priority: string;
    redirectUrl: string;
  }[];
  unreadCount: number;
};
const notes = async (browser: ReturnType<typeof createBrowser>) =>
  (await browser.get('/api/notifications')).json() as Listed;

async function placeOrder(paymentMethod: 'cod' | 'card', key = randomUUID()) {
  const [existing] = await t.database.db.select().from(carts).where(eq(carts.userId, customerId));
  const cartId =
    existing?.id ??
    (await t.database.db.insert(carts).values({ userId: customerId }).returning())[0].id;
  // A replayed submit (same key) answers the first order and leaves this line for the next one.
  await t.database.db
    .insert(cartItems)
    .values({ cartId, productId, quantity: 2 })
    .onConflictDoNothing();
  const res = await customer.request({
    method: 'POST',
    url: '/api/orders',
    payload: { ...checkout, paymentMethod },
    headers: { 'idempotency-key': key },
  });
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json().order as { id: string; orderNumber: number; total: number };
}

const act = (id: string, action: string) =>
  admins[0].request({
    method: 'POST',
    url: `/api/admin/orders/${id}/actions`,
    payload: { action },
  });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'boss1@example.com', 'admin');
  await createUser(t, 'boss2@example.com', 'admin');
  customerId = await createUser(t, 'omar@example.com');
  admins = [await signIn(t, 'boss1@example.com'), await signIn(t, 'boss2@example.com')];
  customer = await signIn(t, 'omar@example.com');
  await t.database.db
    .insert(settings)
    .values({ key: 'payment', value: { paymobEnabled: true } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { paymobEnabled: true } } });
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'b', nameEn: 'B', nameAr: 'ب' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'Cell', nameAr: 'خلية', pricePiastres: 125_050 })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

describe('notifications raised by orders', () => {
  it('tells every admin about a new cash order, once per order', async () => {
    const key = randomUUID();
    const order = await placeOrder('cod', key);
    for (const admin of admins) {
      const { notifications, unreadCount } = await notes(admin);
      expect(unreadCount).toBe(1);
      expect(notifications[0]).toMatchObject({
        type: 'order',
        titleEn: `New order #${order.orderNumber}`,
        titleAr: `طلب جديد رقم ${order.orderNumber}`,
        // The name isolated from the sentence around it (issue 24 item 10).
        messageEn: `\u2068Omar Farouk\u2069 placed an order of ${formatEgp(order.total, 'en')} (cash on delivery).`,
        redirectUrl: `/admin/orders/${order.id}`,
      });
    }
    // The same submit again (same Idempotency-Key) is the same order: no second notice.
    await placeOrder('cod', key);
    expect((await notes(admins[1])).unreadCount).toBe(1);
    // The customer is not told about their own order here (they get the mail and the page).
    expect((await notes(customer)).unreadCount).toBe(0);
  });

  it('tells every admin about a new card order too', async () => {
    const order = await placeOrder('card');
    const [latest] = (await notes(admins[1])).notifications;
    expect(latest).toMatchObject({
      titleEn: `New order #${order.orderNumber}`,
      redirectUrl: `/admin/orders/${order.id}`,
    });
    expect(latest.messageEn).toContain('(card payment)');
  });

  it('tells the customer about each status change an admin makes', async () => {
    const order = await placeOrder('cod');
    const n = order.orderNumber;
    const expected = [
      ['mark_out_for_delivery', `Order #${n} is out for delivery`],
      ['mark_paid', `Payment received for order #${n}`],
      ['mark_delivered', `Order #${n} was delivered`],
      ['undo_delivery', `Order #${n} is still on its way`],
    ] as const;
    for (const [action, title] of expected) {
      expect((await act(order.id, action)).statusCode).toBe(200);
      const [latest] = (await notes(customer)).notifications;
      expect(latest).toMatchObject({
        type: 'order',
        priority: 'normal',
        titleEn: title,
        redirectUrl: `/orders/${order.id}`,
      });
      expect(latest.titleAr).toContain(String(n));
    }
    expect((await notes(customer)).unreadCount).toBe(4);

    const other = await placeOrder('cod');
    expect((await act(other.id, 'cancel')).statusCode).toBe(200);
    const [cancelled] = (await notes(customer)).notifications;
    expect(cancelled).toMatchObject({
      titleEn: `Order #${other.orderNumber} was cancelled`,
      titleAr: `تم إلغاء الطلب رقم ${other.orderNumber}`,
      priority: 'high',
    });
  });

  it('keeps the order change when waking the streams fails (logged, not thrown)', async () => {
    const order = await placeOrder('cod');
    const bus = t.app.ctx.notificationBus;
    const publish = bus.publish;
    bus.publish = async () => {
      throw new Error('bus down');
    };
    try {
      const res = await act(order.id, 'mark_delivered');
      expect(res.statusCode).toBe(200);
      expect(res.json().deliveryStatus).toBe('delivered');
    } finally {
      bus.publish = publish;
    }
    // The row was committed before the wake-up failed; the next read shows it.
    expect((await notes(customer)).notifications[0].titleEn).toBe(
      `Order #${order.orderNumber} was delivered`,
    );
  });
});
