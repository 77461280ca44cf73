import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { categories, products } from '../catalog/tables';
import { orderEvents, orderItems, orders } from '../orders/tables';
import { createUser, signIn } from '../users/test-fixtures';
import { shipmentEvents, shipments } from './tables';

type OrderValues = Partial<typeof orders.$inferInsert>;

/** An admin, two customers and a product; orders are written straight into the table. */
export async function shipmentWorld(t: TestApp) {
  const admin = await createUser(t, { email: 'boss@example.com', role: 'admin' });
  const buyer = await createUser(t, {
    email: 'mona@example.com',
    preferredLanguage: 'en',
    firstName: 'Mona',
  });
  await createUser(t, { email: 'other@example.com' });
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'cells', nameEn: 'Cells', nameAr: 'خلايا' })
    .returning();
  const [product] = await t.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'Cell', nameAr: 'خلية', pricePiastres: 10_000 })
    .returning();
  let next = 500_000;

  /** A 250 EGP order of two cells, cash on delivery in progress unless told. */
  async function makeOrder(values: OrderValues = {}) {
    next += 1;
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: buyer.id,
        orderNumber: next,
        // Placed in English, like the buyer's account: the mails speak the order's language.
        locale: 'en',
        subtotalPiastres: 20_000,
        shippingPiastres: 5_000,
        totalPiastres: 25_000,
        shippingInfo: {
          firstName: 'Mona',
          lastName: 'Adel',
          fullName: 'Mona Adel',
          email: 'mona@example.com',
          phone: '01112345678',
          address: '12 Abbas El Akkad St',
          city: 'Nasr City',
          state: 'C',
          postalCode: null,
          country: 'EG',
        },
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        deliveryStatus: 'in_progress',
        ...values,
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      nameEn: 'Cell',
      nameAr: 'خلية',
      unitPricePiastres: 10_000,
      quantity: 2,
      totalPiastres: 20_000,
    });
    return order;
  }

  const db = t.database.db;
  return {
    adminId: admin.id,
    buyerId: buyer.id,
    admin: () => signIn(t, 'boss@example.com'),
    buyer: () => signIn(t, 'mona@example.com'),
    other: () => signIn(t, 'other@example.com'),
    makeOrder,
    orderRow: async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0],
    orderEventsOf: (id: string) => db.select().from(orderEvents).where(eq(orderEvents.orderId, id)),
    shipmentsOf: (id: string) => db.select().from(shipments).where(eq(shipments.orderId, id)),
    eventsOf: (shipmentId: string) =>
      db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId))
        .orderBy(shipmentEvents.occurredAt),
    auditsOf: (id: string) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)))
        .orderBy(sql`${auditLog.createdAt}`),
  };
}
