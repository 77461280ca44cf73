import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { products } from '../catalog/tables';
import { notifications } from '../notifications/tables';
import { orders } from '../orders/tables';
import {
  checkout,
  customerWithCart,
  placeOrder,
  startPaymobTestApp,
} from '../payments/test-fixtures';

/**
 * What the notes, cancellation and returns tests share (decision 046): an app with a fake Paymob
 * and a seeded shop, an admin, and orders placed by customers through the API.
 */

export type Browser = ReturnType<typeof createBrowser>;

export async function startShop() {
  const shop = await startPaymobTestApp();
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const admin = await signedInAs(shop.t, email, 'admin');
  const [row] = await shop.t.database.db.select().from(users).where(eq(users.email, email));
  return { ...shop, admin, adminId: row.id };
}

/** Polls until `check` answers something truthy (mails go out through the job queue). */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const mailTo = (sent: MailMessage[], to: string, subject: RegExp) =>
  eventually(() => sent.find((mail) => mail.to === to && subject.test(mail.subject)));

/** A cash-on-delivery order of `lines` by a new customer (the checkout's e-mail: `email`). */
export async function codOrder(
  t: TestApp,
  lines: { productId: string; quantity: number }[],
  lang = 'en',
) {
  const { browser, user } = await customerWithCart(t, lines, lang);
  const email = `${user.email}`;
  const res = await placeOrder(browser, randomUUID(), { ...checkout, email, paymentMethod: 'cod' });
  expect(res.statusCode, res.body).toBe(201);
  return { browser, user, orderId: res.json().order.id as string, email };
}

export const act = (admin: Browser, orderId: string, action: string, note?: string) =>
  admin.post(`/api/admin/orders/${orderId}/actions`, { action, ...(note ? { note } : {}) });

/** A delivered, paid cash order (the admin ships it, marks it delivered and paid). */
export async function deliveredCodOrder(
  t: TestApp,
  admin: Browser,
  lines: { productId: string; quantity: number }[],
  lang = 'en',
) {
  const placed = await codOrder(t, lines, lang);
  for (const action of ['mark_out_for_delivery', 'mark_delivered', 'mark_paid']) {
    const res = await act(admin, placed.orderId, action);
    expect(res.statusCode, res.body).toBe(200);
  }
  return placed;
}

export const stockOf = async (t: TestApp, productId: string) =>
  (
    await t.database.db
      .select({ n: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
  )[0].n;

export const orderRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

export const noticesOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
