import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ShippingInfo } from '../../features/orders/tables';
import { quote, storedQuoteOf } from '../../features/pricing';
import { DEFAULT_SHIPPING, DEFAULT_VAT } from '../../features/settings/service';
import { zoneOf } from '../../features/shipping';
import type { Db } from '../client';
import { orderEvents, orderItems, orders, products, users } from '../schema';
import type { DemoUsers } from './users';

const ADDRESSES = [
  // States are governorate codes (src/shared/egypt.ts), as checkout stores them.
  { address: '12 Abbas El Akkad St, Nasr City', city: 'Cairo', state: 'C' },
  { address: '5 Gamal Abdel Nasser Axis, Sheikh Zayed', city: 'Giza', state: 'GZ' },
  { address: '44 Fouad St, Raml Station', city: 'Alexandria', state: 'ALX' },
  { address: '٩ شارع الجمهورية، وسط البلد', city: 'المنصورة', state: 'DK' },
  { address: '٢٣ شارع الجيش', city: 'طنطا', state: 'GH' },
];

/** Small deterministic PRNG (mulberry32) so every seed makes the same demo history. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Orders spread over the last 14 days so the admin dashboard has something to show. */
export async function seedDemoOrders(db: Db, demo: DemoUsers): Promise<void> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, demo.customers));
  if (count > 0) return;

  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, demo.customers));
  // Golf cars would dwarf every other figure on the dashboard; keep the demo history everyday.
  const catalog = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.pricePiastres,
    })
    .from(products)
    .where(
      and(
        isNotNull(products.seedKey),
        eq(products.inStock, true),
        sql`${products.pricePiastres} < 10000000`,
      ),
    );
  if (catalog.length === 0 || people.length === 0) return;

  const next = random(20_261_122);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)];
  const now = Date.now();

  for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
    const perDay = 2 + Math.floor(next() * 4);
    for (let n = 0; n < perDay; n++) {
      const createdAt = new Date(now - daysAgo * 86_400_000 - Math.floor(next() * 10) * 3_600_000);
      const person = pick(people);
      const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        product: pick(catalog),
        quantity: 1 + Math.floor(next() * 2),
      }));
      const method = next() < 0.6 ? ('cod' as const) : ('card' as const);
      const roll = next();
      const settled = daysAgo > 3;
      const cancelled = roll < 0.08;
      const failedCard = method === 'card' && !cancelled && roll < 0.16;
      const paymentStatus = cancelled
        ? 'cancelled'
        : failedCard
          ? 'failed'
          : settled || method === 'card'
            ? 'paid'
            : 'pending';
      const deliveryStatus =
        cancelled || failedCard
          ? 'in_progress'
          : settled
            ? 'delivered'
            : daysAgo > 1
              ? 'out_for_delivery'
              : 'in_progress';
      const place = pick(ADDRESSES);
      const shippingInfo: ShippingInfo = {
        firstName: person.firstName,
        lastName: person.lastName,
        fullName: `${person.firstName} ${person.lastName}`,
        email: person.email,
        phone: person.phone ?? '01000000000',
        ...place,
        postalCode: null,
        country: 'EG',
      };
      // Priced as the checkout prices (no randomness drawn here): the governorate's zone, VAT.
      const priced = quote({
        lines: lines.map((l) => ({
          ...l,
          productId: l.product.id,
          unitPricePiastres: l.product.price,
        })),
        shipping: DEFAULT_SHIPPING,
        zone: await zoneOf(db, place.state),
        vat: DEFAULT_VAT,
        paymentMethod: method,
      });
      const paidAt = paymentStatus === 'paid' ? createdAt : null;
      const deliveredAt =
        deliveryStatus === 'delivered' ? new Date(createdAt.getTime() + 2 * 86_400_000) : null;
      const [order] = await db
        .insert(orders)
        .values({
          userId: person.id,
          subtotalPiastres: priced.subtotalPiastres,
          shippingPiastres: priced.shipping.feePiastres,
          codFeePiastres: priced.codFeePiastres,
          vatPiastres: priced.vat?.includedPiastres ?? 0,
          totalPiastres: priced.totalPiastres,
          quote: storedQuoteOf(priced),
          shippingInfo,
          paymentMethod: method,
          paymentStatus,
          deliveryStatus,
          transactionId:
            method === 'card' && paymentStatus === 'paid'
              ? `demo-${Math.floor(next() * 1e9)}`
              : null,
          paidAt,
          deliveredAt,
          cancelledAt: cancelled ? createdAt : null,
          createdAt,
          updatedAt: deliveredAt ?? createdAt,
        })
        .returning({ id: orders.id });
      await db.insert(orderItems).values(
        priced.lines.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          nameEn: line.product.nameEn,
          nameAr: line.product.nameAr,
          unitPricePiastres: line.unitPricePiastres,
          quantity: line.quantity,
          totalPiastres: line.lineTotalPiastres,
        })),
      );
      const events: (typeof orderEvents.$inferInsert)[] = [
        { orderId: order.id, type: 'created', toStatus: 'pending', createdAt },
      ];
      if (paidAt)
        events.push({
          orderId: order.id,
          type: 'payment',
          fromStatus: 'pending',
          toStatus: 'paid',
          createdAt: paidAt,
        });
      if (paymentStatus === 'failed' || paymentStatus === 'cancelled') {
        events.push({
          orderId: order.id,
          type: 'payment',
          fromStatus: 'pending',
          toStatus: paymentStatus,
          createdAt,
        });
      }
      if (deliveredAt) {
        events.push({
          orderId: order.id,
          type: 'delivery',
          fromStatus: 'in_progress',
          toStatus: 'delivered',
          createdAt: deliveredAt,
        });
      }
      await db.insert(orderEvents).values(events);
    }
  }
}
