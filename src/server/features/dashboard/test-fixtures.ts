import type { TestApp } from '../../test/harness';
import { categories, products } from '../catalog/tables';
import { orderItems, orders } from '../orders/tables';
import { supportThreads } from '../support/tables';
import { createUser } from '../users/test-fixtures';

/**
 * A fixed shop history around NOW (Wednesday 15 January 2025, 12:00 in Cairo, UTC+2 in winter).
 * Every expected figure in dashboard.test.ts is worked out by hand from this list.
 */
export const NOW = new Date('2025-01-15T10:00:00Z');

type Payment = 'pending' | 'paid' | 'failed' | 'cancelled';
type Delivery = 'in_progress' | 'out_for_delivery' | 'delivered';
interface OrderSpec {
  key: string;
  createdAt: string;
  paidAt?: string;
  method?: 'cod' | 'card';
  payment: Payment;
  delivery?: Delivery;
  /** Lines as [product key or a gone product's name, quantity, unit price in EGP]. */
  lines: [string, number, number][];
  shipping?: number;
}

// Keys name the orders in the test's comments; "Cairo" is the local time of createdAt.
export const ORDERS: OrderSpec[] = [
  // Current period, 9–15 January (Cairo days).
  {
    key: 'A',
    createdAt: '2025-01-09T08:00:00Z',
    paidAt: '2025-01-09T08:00:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P1', 1, 90]],
    shipping: 10,
  },
  // 22:30 UTC on the 8th is 00:30 on the 9th in Cairo: inside the current period.
  {
    key: 'L',
    createdAt: '2025-01-08T22:30:00Z',
    paidAt: '2025-01-08T22:30:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P4', 1, 50]],
  },
  // Placed on the 10th, paid on delivery late on the 14th (23:59 Cairo).
  {
    key: 'F',
    createdAt: '2025-01-10T12:00:00Z',
    paidAt: '2025-01-14T21:59:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P2', 1, 150]],
  },
  // 22:30 UTC on the 11th is 00:30 on the 12th in Cairo: the 11th stays empty.
  {
    key: 'B',
    createdAt: '2025-01-11T22:30:00Z',
    paidAt: '2025-01-11T22:30:00Z',
    method: 'card',
    payment: 'paid',
    delivery: 'out_for_delivery',
    lines: [['P2', 2, 150]],
  },
  { key: 'C', createdAt: '2025-01-12T09:00:00Z', payment: 'pending', lines: [['P1', 2, 100]] },
  // Paid, then cancelled: neither an order nor revenue any more.
  {
    key: 'D',
    createdAt: '2025-01-13T10:00:00Z',
    paidAt: '2025-01-13T10:00:00Z',
    payment: 'cancelled',
    lines: [['P5', 1, 500]],
  },
  {
    key: 'I',
    createdAt: '2025-01-13T15:00:00Z',
    method: 'card',
    payment: 'failed',
    lines: [['P3', 1, 80]],
  },
  // A product deleted since: the line keeps its copied name, the product id is gone.
  {
    key: 'N',
    createdAt: '2025-01-13T12:00:00Z',
    paidAt: '2025-01-13T12:00:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['Retired charger', 1, 60]],
  },
  {
    key: 'E',
    createdAt: '2025-01-14T07:00:00Z',
    paidAt: '2025-01-14T07:05:00Z',
    method: 'card',
    payment: 'paid',
    lines: [['P3', 1, 400]],
  },
  // Card payments still pending 30 and 10 minutes after checkout.
  {
    key: 'G',
    createdAt: '2025-01-15T09:30:00Z',
    method: 'card',
    payment: 'pending',
    lines: [['P1', 1, 250]],
  },
  {
    key: 'H',
    createdAt: '2025-01-15T09:50:00Z',
    method: 'card',
    payment: 'pending',
    lines: [['P1', 1, 120]],
  },
  // Previous period, 2–8 January.
  {
    key: 'J',
    createdAt: '2025-01-05T10:00:00Z',
    paidAt: '2025-01-05T10:00:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P1', 2, 100]],
  },
  // 21:30 UTC on the 8th is 23:30 on the 8th in Cairo: still the previous period.
  {
    key: 'K',
    createdAt: '2025-01-08T21:30:00Z',
    paidAt: '2025-01-08T21:30:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P2', 1, 100]],
  },
  {
    key: 'O',
    createdAt: '2025-01-07T10:00:00Z',
    method: 'card',
    payment: 'pending',
    lines: [['P3', 1, 70]],
  },
  // Before both periods (only the 30-day view reaches it).
  {
    key: 'M',
    createdAt: '2025-01-01T10:00:00Z',
    paidAt: '2025-01-01T10:00:00Z',
    payment: 'paid',
    delivery: 'delivered',
    lines: [['P2', 1, 1000]],
  },
];

const PRODUCTS = [
  { key: 'P1', stockQuantity: 0 },
  { key: 'P2', stockQuantity: 5 },
  { key: 'P3', stockQuantity: 6 },
  { key: 'P4', stockQuantity: null },
  { key: 'P5', stockQuantity: 2, isActive: false },
  { key: 'P6', stockQuantity: 1, deletedAt: new Date('2025-01-01T00:00:00Z') },
];

/** Inserts the history; answers ids by key (products P1–P6, orders A–O, support threads). */
export async function seedDashboardHistory(t: TestApp) {
  const { db } = t.database;
  const buyer = await createUser(t, {
    email: 'buyer@example.com',
    firstName: 'Sara',
    lastName: 'Ali',
  });
  // New customers: two in the current period (one at 00:15 Cairo on the 9th), one before it.
  await createUser(t, { email: 'new1@example.com', createdAt: new Date('2025-01-10T10:00:00Z') });
  await createUser(t, { email: 'new2@example.com', createdAt: new Date('2025-01-08T22:15:00Z') });
  await createUser(t, { email: 'old1@example.com', createdAt: new Date('2025-01-03T10:00:00Z') });
  // An admin is not a customer.
  await createUser(t, {
    email: 'staff@example.com',
    role: 'admin',
    createdAt: new Date('2025-01-12T10:00:00Z'),
  });

  const [category] = await db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  const productIds: Record<string, string> = {};
  for (const p of PRODUCTS) {
    const [row] = await db
      .insert(products)
      .values({
        categoryId: category.id,
        nameEn: `Product ${p.key}`,
        nameAr: `منتج ${p.key}`,
        pricePiastres: 10_000,
        ...p,
      })
      .returning({ id: products.id });
    productIds[p.key] = row.id;
  }

  const orderIds: Record<string, string> = {};
  for (const spec of ORDERS) {
    const subtotal = spec.lines.reduce((sum, [, qty, unit]) => sum + qty * unit * 100, 0);
    const shipping = (spec.shipping ?? 0) * 100;
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.id,
        subtotalPiastres: subtotal,
        shippingPiastres: shipping,
        totalPiastres: subtotal + shipping,
        shippingInfo: {
          firstName: 'Sara',
          lastName: 'Ali',
          fullName: `Customer ${spec.key}`,
          email: 'buyer@example.com',
          phone: '01012345678',
          address: 'x',
          city: 'Cairo',
          state: 'C',
          postalCode: null,
          country: 'EG',
        },
        paymentMethod: spec.method ?? 'cod',
        paymentStatus: spec.payment,
        deliveryStatus: spec.delivery ?? 'in_progress',
        paidAt: spec.paidAt ? new Date(spec.paidAt) : null,
        createdAt: new Date(spec.createdAt),
        updatedAt: new Date(spec.createdAt),
      })
      .returning({ id: orders.id });
    orderIds[spec.key] = order.id;
    await db.insert(orderItems).values(
      spec.lines.map(([product, quantity, unit]) => ({
        orderId: order.id,
        productId: productIds[product] ?? null,
        nameEn: productIds[product] ? `Product ${product}` : product,
        nameAr: productIds[product] ? `منتج ${product}` : 'شاحن قديم',
        unitPricePiastres: unit * 100,
        quantity,
        totalPiastres: unit * quantity * 100,
      })),
    );
  }

  const thread = (
    subject: string,
    status: 'open' | 'pending' | 'closed',
    lastMessageAt: string,
  ) => ({
    userId: buyer.id,
    requesterName: 'Sara Ali',
    requesterEmail: 'buyer@example.com',
    subject,
    status,
    lastMessageAt: new Date(lastMessageAt),
  });
  const threads = await db
    .insert(supportThreads)
    .values([
      thread('Battery swelling', 'open', '2025-01-14T09:00:00Z'),
      thread('Invoice copy', 'open', '2025-01-15T08:00:00Z'),
      thread('Thanks', 'closed', '2025-01-15T09:00:00Z'),
      thread('Where is my order', 'pending', '2025-01-15T09:10:00Z'),
    ])
    .returning({ id: supportThreads.id, subject: supportThreads.subject });
  return { buyerId: buyer.id, productIds, orderIds, threads };
}
