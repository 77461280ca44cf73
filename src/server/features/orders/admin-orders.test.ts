import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, type OrderAction } from '../../../shared/schemas/orders-admin';
import { hashPassword } from '../../lib/passwords';
import { SHIPPING_INFO } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { categories, products } from '../catalog/tables';
import { orderEvents, orderItems, orders } from './tables';
import { type OrderState, TRANSITIONS } from './transitions';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let buyerId: string;
let productId: string;

async function makeOrder(
  state: Partial<OrderState> & {
    paymentMethod?: 'cod' | 'card';
    daysAgo?: number;
    locale?: 'ar' | 'en';
  } = {},
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: buyerId,
      subtotalPiastres: 10_000,
      shippingPiastres: 0,
      totalPiastres: 10_000,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: state.paymentMethod ?? 'cod',
      paymentStatus: state.paymentStatus ?? 'pending',
      deliveryStatus: state.deliveryStatus ?? 'in_progress',
      locale: state.locale ?? 'ar',
      createdAt: sql`now() - ${`${state.daysAgo ?? 0} days`}::interval`,
    })
    .returning();
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    nameEn: 'P',
    nameAr: 'م',
    unitPricePiastres: 10_000,
    quantity: 2,
    totalPiastres: 20_000,
  });
  return order;
}

const act = (id: string, action: OrderAction) =>
  admin.request({ method: 'POST', url: `/api/admin/orders/${id}/actions`, payload: { action } });

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('password1');
  const [boss, buyer] = await t.database.db
    .insert(users)
    .values([
      {
        email: 'boss@example.com',
        firstName: 'B',
        lastName: 'A',
        role: 'admin',
        passwordHash,
        emailConfirmedAt: new Date(),
      },
      {
        email: 'mona@example.com',
        firstName: 'Mona',
        lastName: 'Adel',
        passwordHash,
        emailConfirmedAt: new Date(),
      },
    ])
    .returning();
  buyerId = buyer.id;
  admin = createBrowser(t.app);
  await admin.post('/api/auth/login', { email: boss.email, password: 'password1' });
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'x', nameEn: 'X', nameAr: 'س' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'P',
      nameAr: 'م',
      pricePiastres: 10_000,
      stockQuantity: 3,
    })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

describe('order state machine', () => {
  const states: OrderState[] = [];
  for (const paymentStatus of ['pending', 'paid', 'failed', 'cancelled'] as const) {
    for (const deliveryStatus of ['in_progress', 'out_for_delivery', 'delivered'] as const) {
      states.push({ paymentStatus, deliveryStatus });
    }
  }

  it.each(ORDER_ACTIONS)(
    '%s: allowed transitions apply, forbidden ones answer 409 and change nothing',
    async (action) => {
      for (const state of states) {
        const order = await makeOrder(state);
        const res = await act(order.id, action);
        const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
        if (TRANSITIONS[action].allowed(state)) {
          expect(res.statusCode, `${action} from ${JSON.stringify(state)}`).toBe(200);
          expect({
            paymentStatus: after.paymentStatus,
            deliveryStatus: after.deliveryStatus,
          }).toEqual({ ...state, ...TRANSITIONS[action].apply(state) });
          const events = await t.database.db
            .select()
            .from(orderEvents)
            .where(eq(orderEvents.orderId, order.id));
          expect(events).toHaveLength(1);
          expect(events[0].actorId).not.toBeNull();
        } else {
          expect(res.statusCode, `${action} from ${JSON.stringify(state)}`).toBe(409);
          expect({
            paymentStatus: after.paymentStatus,
            deliveryStatus: after.deliveryStatus,
          }).toEqual(state);
        }
      }
    },
  );

  it('follows the expected path for a cash-on-delivery order', () => {
    const allowed = (s: OrderState) => ORDER_ACTIONS.filter((a) => TRANSITIONS[a].allowed(s));
    expect(allowed({ paymentStatus: 'pending', deliveryStatus: 'in_progress' })).toEqual([
      'mark_paid',
      'mark_out_for_delivery',
      'mark_delivered',
      'cancel',
    ]);
    expect(allowed({ paymentStatus: 'paid', deliveryStatus: 'delivered' })).toEqual([
      'undo_delivery',
    ]);
    expect(allowed({ paymentStatus: 'cancelled', deliveryStatus: 'in_progress' })).toEqual([]);
  });

  it('tells the customer, in their language, when the order is delivered', async () => {
    const sent: string[] = [];
    t.app.ctx.mailer.send = async (message) => {
      sent.push(message.subject);
    };
    // The order's own language, not the account's (issue 24 item 7).
    const order = await makeOrder({ deliveryStatus: 'out_for_delivery', locale: 'en' });
    await act(order.id, 'mark_delivered');
    await t.app.ctx.jobs.drain();
    expect(sent).toContain(`Order #${order.orderNumber} was delivered | GreenVolt`);
  });

  it('cancelling restores the stock', async () => {
    const before = (
      await t.database.db.select().from(products).where(eq(products.id, productId))
    )[0].stockQuantity!;
    const order = await makeOrder();
    expect((await act(order.id, 'cancel')).json()).toMatchObject({ paymentStatus: 'cancelled' });
    const after = (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]
      .stockQuantity;
    expect(after).toBe(before + 2);
  });
});

describe('admin order list and clean-up', () => {
  it('filters by status and finds by number, name or phone', async () => {
    const order = await makeOrder({ paymentStatus: 'paid' });
    const byNumber = (await admin.get(`/api/admin/orders?search=${order.orderNumber}`)).json();
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await admin.get('/api/admin/orders?search=0111234')).json().total).toBeGreaterThan(0);
    const paid = (await admin.get('/api/admin/orders?paymentStatus=paid&pageSize=100')).json();
    expect(paid.items.every((o: { paymentStatus: string }) => o.paymentStatus === 'paid')).toBe(
      true,
    );
    expect((await admin.get('/api/admin/orders?from=2000-01-01&to=2000-01-02')).json().total).toBe(
      0,
    );
    expect((await createBrowser(t.app).get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('removes only failed card orders older than the chosen age', async () => {
    const [{ stockQuantity }] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId));
    const stockBefore = stockQuantity!;
    const old = await makeOrder({ paymentStatus: 'failed', paymentMethod: 'card', daysAgo: 10 });
    const recent = await makeOrder({ paymentStatus: 'failed', paymentMethod: 'card', daysAgo: 1 });
    const res = await admin.post('/api/admin/orders/cleanup-failed', { olderThanDays: 7 });
    expect(res.json()).toMatchObject({ deleted: 1, message: '1 failed orders removed.' });
    expect((await admin.get(`/api/admin/orders/${old.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/orders/${recent.id}`)).statusCode).toBe(200);
    // The removed order's stock (2 pieces) came back.
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product.stockQuantity).toBe(stockBefore + 2);
    expect(
      (await admin.post('/api/admin/orders/cleanup-failed', { olderThanDays: 0 })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await act(randomUUID(), 'mark_paid')).statusCode).toBe(404);
  });
});
