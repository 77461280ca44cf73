import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../lib/jobs-table';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { categories, products } from '../catalog/tables';
import { orderEvents, orderItems, orders } from '../orders/tables';
import { cancelUnpaidCardOrders } from './reconcile';

let t: TestApp;
let userId: string;
let productId: string;

async function cardOrder(
  hoursAgo: number,
  paymentStatus: 'pending' | 'paid' | 'failed' = 'pending',
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      subtotalPiastres: 100,
      shippingPiastres: 0,
      totalPiastres: 100,
      paymentMethod: 'card',
      paymentStatus,
      shippingInfo: {
        firstName: 'a',
        lastName: 'b',
        fullName: 'a b',
        email: 'a@example.com',
        phone: '01000000000',
        address: 'x',
        city: 'c',
        state: 'C',
        postalCode: null,
        country: 'EG',
      },
      createdAt: sql`now() - ${`${hoursAgo} hours`}::interval`,
    })
    .returning();
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    nameEn: 'P',
    nameAr: 'م',
    unitPricePiastres: 100,
    quantity: 2,
    totalPiastres: 200,
  });
  return order.id;
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0].paymentStatus;

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async () => {};
  [{ id: userId }] = await t.database.db
    .insert(users)
    .values({
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    })
    .returning();
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'k', nameEn: 'K', nameAr: 'ك' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'P',
      nameAr: 'م',
      pricePiastres: 100,
      stockQuantity: 1,
    })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

it('cancels card orders still unpaid (pending or declined) after 24 hours and gives their stock back, nothing else', async () => {
  const stale = await cardOrder(25);
  const recent = await cardOrder(1);
  const paid = await cardOrder(30, 'paid');
  const declined = await cardOrder(26, 'failed');
  expect(await cancelUnpaidCardOrders(t.app.ctx)).toBe(2);
  expect(await statusOf(declined)).toBe('cancelled');
  expect(await statusOf(stale)).toBe('cancelled');
  expect(await statusOf(recent)).toBe('pending');
  expect(await statusOf(paid)).toBe('paid');
  const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
  expect(product.stockQuantity).toBe(5);
  const events = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, stale));
  expect(events.map((e) => e.toStatus)).toEqual(['cancelled']);
  expect(await cancelUnpaidCardOrders(t.app.ctx)).toBe(0);
});

it('queues the recurring job only once', async () => {
  await t.app.ctx.jobs.stop();
  await t.app.ctx.jobs.enqueueOnce('payments.reconcile');
  await t.app.ctx.jobs.enqueueOnce('payments.reconcile');
  const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, 'payments.reconcile'));
  expect(queued).toHaveLength(1);
  expect(await t.app.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
  const [done] = await t.database.db.select().from(jobs).where(eq(jobs.type, 'payments.reconcile'));
  expect(done.status).toBe('done');
});
