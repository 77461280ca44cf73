import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/schemas/audit';
import { signedInAs } from '../../test/accounts';
import { SHIPPING_INFO } from '../../test/addresses';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { users } from '../auth/tables';
import { categories } from '../catalog/tables';
import { orders } from '../orders/tables';
import { auditLog } from './tables';

type Browser = ReturnType<typeof createBrowser>;
let t: TestApp;
let admin: Browser;
let otherAdmin: Browser;
let customer: Browser;
let adminId: string;
let customerId: string;
let categoryId: string;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

const put = (browser: Browser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as never });
const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });

/** The entries a step added, oldest first. */
async function recorded(step: () => Promise<unknown>) {
  const before = new Set((await t.database.db.select().from(auditLog)).map((r) => r.id));
  await step();
  const rows = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
  return rows.filter((r) => !before.has(r.id));
}

/** Exactly one entry, and the step's own answer was a success. */
async function one(step: () => Promise<{ statusCode: number; body: string }>) {
  let status = 0;
  const rows = await recorded(async () => {
    const res = await step();
    status = res.statusCode;
    if (status >= 300) throw new Error(`${status}: ${res.body}`);
  });
  expect(rows).toHaveLength(1);
  return rows[0];
}

const product = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Smart Charger 20A',
  nameAr: 'شاحن ذكي',
  price: 2499.5,
  categoryId,
  stockQuantity: 12,
  ...overrides,
});

async function makeOrder(paymentStatus: 'pending' | 'failed' = 'pending', daysAgo = 0) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customerId,
      subtotalPiastres: 10_000,
      shippingPiastres: 0,
      totalPiastres: 10_000,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: paymentStatus === 'failed' ? 'card' : 'cod',
      paymentStatus,
      createdAt: sql`now() - ${`${daysAgo} days`}::interval`,
    })
    .returning();
  return order;
}

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/audit-log${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: AuditEntry[]; total: number; totalPages: number; page: number };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'boss@example.com', 'admin');
  otherAdmin = await signedInAs(t, 'second@example.com', 'admin');
  customer = await signedInAs(t, 'mona@example.com', 'customer');
  adminId = await idOf('boss@example.com');
  customerId = await idOf('mona@example.com');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' })
    .returning();
  categoryId = category.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('the audit log', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject('/api/admin/audit-log')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/audit-log')).statusCode).toBe(403);
  });

  it('records an order status change with who did it and the status before and after', async () => {
    const order = await makeOrder();
    const row = await one(() =>
      admin.post(`/api/admin/orders/${order.id}/actions`, { action: 'mark_paid', note: 'Cash' }),
    );
    expect(row).toMatchObject({
      actorId: adminId,
      actorEmail: 'boss@example.com',
      action: 'order.status_changed',
      entityType: 'order',
      entityId: order.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid', note: 'Cash' },
    });
    const [entry] = (await list(`?entityId=${order.id}`)).items;
    expect(entry.actor).toEqual({ id: adminId, email: 'boss@example.com', name: 'admin T' });
    expect(entry.entity).toEqual({
      type: 'order',
      id: order.id,
      label: { en: `#${order.orderNumber}`, ar: `#${order.orderNumber}` },
      link: { kind: 'order', id: order.id },
    });
  });

  it('records nothing for a refused change', async () => {
    const order = await makeOrder();
    const rows = await recorded(async () => {
      const res = await admin.post(`/api/admin/orders/${order.id}/actions`, {
        action: 'undo_delivery',
      });
      expect(res.statusCode).toBe(409);
      const bad = await admin.post('/api/admin/products', product({ categoryId: order.id }));
      expect(bad.statusCode).toBe(400);
    });
    expect(rows).toEqual([]);
  });

  it('writes in the transaction of the change: an entry that cannot be written undoes it', async () => {
    const target = await idOf('mona@example.com');
    await t.database.db.execute(
      sql`alter table audit_log add constraint no_roles check (action <> 'user.role_changed')`,
    );
    try {
      const res = await put(admin, `/api/admin/users/${target}/role`, { role: 'admin' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint no_roles`);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.id, target));
    expect(user.role).toBe('customer');
  });

  it('records product creation in full, then only the changed fields, deletion in full', async () => {
    let id = '';
    const created = await one(async () => {
      const res = await admin.post('/api/admin/products', product());
      id = res.json().id;
      return res;
    });
    expect(created).toMatchObject({ action: 'product.created', entityId: id, before: null });
    expect(created.after).toMatchObject({
      nameEn: 'Smart Charger 20A',
      price: 2499.5,
      stockQuantity: 12,
      categoryId,
      isActive: true,
    });

    const updated = await one(() =>
      put(admin, `/api/admin/products/${id}`, product({ price: 2200, stockQuantity: 3 })),
    );
    expect(updated).toMatchObject({
      action: 'product.updated',
      before: { price: 2499.5, stockQuantity: 12 },
      after: { price: 2200, stockQuantity: 3 },
    });
    expect(Object.keys(updated.after!).sort()).toEqual(['price', 'stockQuantity']);

    // Saving the form unchanged is no change.
    const same = await recorded(() =>
      put(admin, `/api/admin/products/${id}`, product({ price: 2200, stockQuantity: 3 })),
    );
    expect(same).toEqual([]);

    let copyId = '';
    const cloned = await one(async () => {
      const res = await admin.post(`/api/admin/products/${id}/clone`);
      copyId = res.json().id;
      return res;
    });
    expect(cloned).toMatchObject({
      action: 'product.cloned',
      entityId: copyId,
      after: { clonedFromId: id, isActive: false, nameEn: 'Smart Charger 20A (copy)' },
    });

    const deleted = await one(() => del(admin, `/api/admin/products/${copyId}`));
    expect(deleted).toMatchObject({ action: 'product.deleted', entityId: copyId, after: null });
    expect(deleted.before).toMatchObject({ nameEn: 'Smart Charger 20A (copy)', price: 2200 });
    const [entry] = (await list(`?entityId=${copyId}&action=product.deleted`)).items;
    // Gone from the shop: still named from its snapshot, no longer linked.
    expect(entry.entity.label).toEqual({
      en: 'Smart Charger 20A (copy)',
      ar: 'شاحن ذكي (نسخة)',
    });
    expect(entry.entity.link).toBeNull();
  });

  it('records a product in orders being deactivated instead of deleted', async () => {
    const res = await admin.post('/api/admin/products', product({ nameEn: 'Sold one' }));
    const id = res.json().id;
    const order = await makeOrder();
    await t.database.db.execute(
      sql`insert into order_items (order_id, product_id, name_en, name_ar, unit_price_piastres, quantity, total_piastres)
          values (${order.id}, ${id}, 'Sold one', 'م', 100, 1, 100)`,
    );
    const row = await one(() => del(admin, `/api/admin/products/${id}`));
    expect(row).toMatchObject({
      action: 'product.deactivated',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('records images and colors of a product, colors linking to their product', async () => {
    const id = (await admin.post('/api/admin/products', product({ nameEn: 'Scooter' }))).json().id;
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#166534' },
    })
      .png()
      .toBuffer();
    const file = { filename: 'a.png', contentType: 'image/png', data: png };
    let images: { id: string; url: string }[] = [];
    const added = await one(async () => {
      const res = await admin.request({
        method: 'POST',
        url: `/api/admin/products/${id}/images`,
        ...multipart([file, { ...file, filename: 'b.png' }]),
      });
      images = res.json().images;
      return res;
    });
    expect(added).toMatchObject({ action: 'product.images_added', entityId: id });
    expect(added.after).toEqual({ images: images.map((i) => i.url) });

    const ids = images.map((i) => i.id).reverse();
    const reordered = await one(() =>
      put(admin, `/api/admin/products/${id}/images/order`, { ids }),
    );
    expect(reordered).toMatchObject({
      action: 'product.images_reordered',
      before: { order: [...ids].reverse() },
      after: { order: ids },
    });
    const removed = await one(() => del(admin, `/api/admin/products/${id}/images/${ids[0]}`));
    expect(removed).toMatchObject({
      action: 'product.image_deleted',
      before: { image: images[1].url },
    });

    let colorId = '';
    const color = { name: 'Red', nameAr: 'أحمر', colorCode: '#FF0000' };
    const created = await one(async () => {
      const res = await admin.post(`/api/admin/products/${id}/colors`, color);
      colorId = res.json().id;
      return res;
    });
    expect(created).toMatchObject({
      action: 'color.created',
      entityType: 'color',
      entityId: colorId,
      after: { productId: id, name: 'Red', colorCode: '#ff0000', isActive: true },
    });
    const updated = await one(() =>
      put(admin, `/api/admin/products/${id}/colors/${colorId}`, { ...color, isActive: false }),
    );
    expect(updated).toMatchObject({
      action: 'color.updated',
      before: { isActive: true },
      after: { isActive: false },
    });
    const deleted = await one(() => del(admin, `/api/admin/products/${id}/colors/${colorId}`));
    expect(deleted).toMatchObject({
      action: 'color.deleted',
      before: { name: 'Red', productId: id },
    });
    const entries = (await list(`?entityType=color&entityId=${colorId}`)).items;
    expect(entries.map((e) => e.action)).toEqual([
      'color.deleted',
      'color.updated',
      'color.created',
    ]);
    for (const entry of entries) {
      expect(entry.entity.link).toEqual({ kind: 'product', id });
      expect(entry.entity.label).toEqual({ en: 'Red', ar: 'أحمر' });
    }
  });

  it('records categories created, changed and deleted', async () => {
    let id = '';
    const input = { nameEn: 'Solar', nameAr: 'طاقة شمسية' };
    const created = await one(async () => {
      const res = await admin.post('/api/admin/categories', input);
      id = res.json().id;
      return res;
    });
    expect(created).toMatchObject({
      action: 'category.created',
      entityType: 'category',
      after: { slug: 'solar', nameEn: 'Solar', isActive: true },
    });
    const updated = await one(() =>
      put(admin, `/api/admin/categories/${id}`, { ...input, nameEn: 'Solar systems' }),
    );
    expect(updated).toMatchObject({
      before: { nameEn: 'Solar' },
      after: { nameEn: 'Solar systems' },
    });
    const deleted = await one(() => del(admin, `/api/admin/categories/${id}`));
    expect(deleted).toMatchObject({ action: 'category.deleted', before: { slug: 'solar' } });
  });

  it('records settings changes', async () => {
    const payment = await one(() =>
      put(admin, '/api/admin/settings/payment', { paymobEnabled: true }),
    );
    expect(payment).toMatchObject({
      action: 'settings.updated',
      entityType: 'settings',
      entityId: 'payment',
      after: { paymobEnabled: true },
    });
    const shipping = await one(() =>
      put(admin, '/api/admin/settings/shipping', { flatFee: 50, freeShippingThreshold: 1000 }),
    );
    expect(shipping).toMatchObject({
      entityId: 'shipping',
      after: { flatFeePiastres: 5000, freeShippingThresholdPiastres: 100_000 },
    });
    const noThreshold = await one(() =>
      put(admin, '/api/admin/settings/shipping', { flatFee: 50, freeShippingThreshold: null }),
    );
    expect(noThreshold).toMatchObject({
      before: { freeShippingThresholdPiastres: 100_000 },
      after: { freeShippingThresholdPiastres: null },
    });
    expect(Object.keys(noThreshold.after!)).toEqual(['freeShippingThresholdPiastres']);
  });

  it('never stores a secret, only that it changed', async () => {
    const { settings } = t.app.ctx.services;
    const secrets = { paymobApiKey: 'sk_live_111', hmacSecret: 'hmac-111' };
    const first = await recorded(() =>
      settings.write(
        'paymob_keys',
        { ...secrets, integration: { secretKey: 'int-111', id: 7 } },
        adminId,
      ),
    );
    const second = await recorded(() =>
      settings.write(
        'paymob_keys',
        {
          paymobApiKey: 'sk_live_222',
          hmacSecret: 'hmac-111',
          integration: { secretKey: 'int-222', id: 7 },
        },
        adminId,
      ),
    );
    expect(first[0].after).toEqual({
      paymobApiKey: '[changed]',
      hmacSecret: '[changed]',
      integration: { secretKey: '[changed]', id: 7 },
    });
    expect(second[0]).toMatchObject({
      before: { paymobApiKey: '[changed]', integration: { secretKey: '[changed]', id: 7 } },
      after: { paymobApiKey: '[changed]', integration: { secretKey: '[changed]', id: 7 } },
    });
    expect(second[0].after).not.toHaveProperty('hmacSecret');
    const stored = await t.database.db.execute(
      sql`select before::text || after::text as t from audit_log`,
    );
    const text = JSON.stringify(stored);
    for (const secret of ['sk_live', 'hmac-111', 'int-111', 'int-222', '$argon2']) {
      expect(text).not.toContain(secret);
    }
  });

  it('records role changes and disabling and enabling an account', async () => {
    const role = await one(() =>
      put(admin, `/api/admin/users/${customerId}/role`, { role: 'admin' }),
    );
    expect(role).toMatchObject({
      action: 'user.role_changed',
      entityType: 'user',
      entityId: customerId,
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
    await one(() => put(admin, `/api/admin/users/${customerId}/role`, { role: 'customer' }));
    const disabled = await one(() =>
      put(admin, `/api/admin/users/${customerId}/disabled`, { disabled: true }),
    );
    expect(disabled).toMatchObject({ action: 'user.disabled', before: { disabledAt: null } });
    expect(Date.parse(String(disabled.after?.disabledAt))).not.toBeNaN();
    const enabled = await one(() =>
      put(admin, `/api/admin/users/${customerId}/disabled`, { disabled: false }),
    );
    expect(enabled).toMatchObject({ action: 'user.enabled', after: { disabledAt: null } });
    const [entry] = (await list(`?entityId=${customerId}&action=user.enabled`)).items;
    expect(entry.entity.label).toEqual({ en: 'mona@example.com', ar: 'mona@example.com' });
    expect(entry.entity.link).toEqual({ kind: 'user', id: customerId });
  });

  it('records each failed order removed by the clean-up', async () => {
    const [a, b] = [await makeOrder('failed', 40), await makeOrder('failed', 45)];
    const rows = await recorded(async () => {
      const res = await admin.post('/api/admin/orders/cleanup-failed', { olderThanDays: 30 });
      expect(res.json().deleted).toBe(2);
    });
    expect(rows.map((r) => r.action)).toEqual(['order.deleted', 'order.deleted']);
    expect(rows.map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort());
    const row = rows.find((r) => r.entityId === a.id)!;
    expect(row.before).toMatchObject({
      orderNumber: a.orderNumber,
      total: 100,
      paymentStatus: 'failed',
    });
    const [entry] = (await list(`?entityId=${a.id}`)).items;
    expect(entry.entity).toMatchObject({ label: { en: `#${a.orderNumber}` }, link: null });
  });

  it('filters by entity type, action, actor, entity and Cairo day, newest first, in pages', async () => {
    const res = await otherAdmin.post('/api/admin/categories', { nameEn: 'Spare', nameAr: 'قطع' });
    expect(res.statusCode).toBe(201);

    const all = await list('?pageSize=100');
    expect(all.total).toBeGreaterThan(10);
    const times = all.items.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(all.items[0]).toMatchObject({
      action: 'category.created',
      actor: { email: 'second@example.com' },
    });

    const byActor = await list('?actor=SECOND@');
    expect(byActor.total).toBe(1);
    expect(byActor.items[0].entity.label).toEqual({ en: 'Spare', ar: 'قطع' });

    const users = await list('?entityType=user');
    expect(users.items.every((e) => e.entity.type === 'user')).toBe(true);
    expect(users.total).toBe(4);
    const paid = await list('?action=order.status_changed');
    expect(paid.items.every((e) => e.action === 'order.status_changed')).toBe(true);

    const pageOne = await list('?pageSize=3');
    const pageTwo = await list('?pageSize=3&page=2');
    expect(pageTwo.page).toBe(2);
    expect(pageTwo.totalPages).toBe(Math.ceil(all.total / 3));
    expect(pageTwo.items.map((e) => e.id)).toEqual(all.items.slice(3, 6).map((e) => e.id));
    expect(pageOne.items.map((e) => e.id)).toEqual(all.items.slice(0, 3).map((e) => e.id));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list(`?from=${tomorrow}`)).total).toBe(0);
    expect((await list(`?to=2000-01-01`)).total).toBe(0);
    expect((await admin.get('/api/admin/audit-log?entityType=planet')).statusCode).toBe(400);
  });
});
