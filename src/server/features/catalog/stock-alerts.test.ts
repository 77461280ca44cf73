import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { StockHistory } from '../../../shared/schemas/stock-alerts';
import { jobs } from '../../lib/jobs-table';
import { signedInAs } from '../../test/accounts';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from '../notifications/tables';
import { restock, type StockCause, type StockKey, setStock, takeStock } from './stock';
import { lowStockNotice, MAX_SEPARATE_ALERTS } from './stock-alerts';
import {
  categories,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from './tables';

/**
 * Stock alerts (issue 22, decision 058): the staff who manage the catalog are told once per
 * crossing of a low-stock threshold (their own or the shop's default), the dashboard lists the
 * products and variants at or below theirs, and every stock change is in the stock history.
 */
let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
const ids = {
  category: '',
  panel: '',
  battery: '',
  v12: '',
  v24: '',
  admin: '',
  manager: '',
  handler: '',
  customer: '',
};

const panelKey = (): StockKey => ({ productId: ids.panel, variantId: null });
const v24Key = (): StockKey => ({ productId: ids.battery, variantId: ids.v24 });
const manual: StockCause = { reason: 'manual' };

const move = (door: typeof takeStock | typeof restock, key: StockKey, n: number, cause = manual) =>
  t.database.db.transaction((tx) => door(tx, key, n, cause));
const run = () => t.app.ctx.services.catalogStock.runAlerts();

/** The low-stock notices a staff member has, oldest first. */
const alertsOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), like(notifications.redirectUrl, '/admin/products/%')),
    )
    .orderBy(notifications.createdAt);

/** Waits until no stock-alerts job is waiting or running (an admin's write queues one). */
const settled = () =>
  vi.waitFor(async () => {
    const open = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.type, 'catalog.stockAlerts'), inArray(jobs.status, ['queued', 'running'])),
      );
    expect(open).toEqual([]);
  });

const saveThreshold = (lowStockThreshold: number) =>
  admin.request({
    method: 'PUT',
    url: '/api/admin/stock/settings',
    payload: { lowStockThreshold },
  });

const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signedInAs(t, 'owner@example.com', 'admin');
  await signedInAs(t, 'manager@example.com', 'manager');
  await signedInAs(t, 'handler@example.com', 'order_handler');
  customer = await signedInAs(t, 'buyer@example.com', 'customer');
  ids.admin = await userId('owner@example.com');
  ids.manager = await userId('manager@example.com');
  ids.handler = await userId('handler@example.com');
  ids.customer = await userId('buyer@example.com');
  await db
    .update(users)
    .set({ firstName: 'Hoda', lastName: 'Samir' })
    .where(eq(users.id, ids.admin));

  const [category] = await db
    .insert(categories)
    .values({ slug: 'solar', nameEn: 'Solar', nameAr: 'طاقة شمسية' })
    .returning();
  ids.category = category.id;
  const [panel] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Solar panel',
      nameAr: 'لوح شمسي',
      pricePiastres: 5000_00,
      stockQuantity: 10,
      sku: 'PANEL-1',
    })
    .returning();
  ids.panel = panel.id;
  const [battery] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Lithium battery',
      nameAr: 'بطارية ليثيوم',
      pricePiastres: 1000_00,
    })
    .returning();
  ids.battery = battery.id;
  const [option] = await db
    .insert(productOptions)
    .values({ productId: battery.id, position: 1, nameEn: 'Voltage', nameAr: 'الجهد' })
    .returning();
  const [v12, v24] = await db
    .insert(productOptionValues)
    .values([
      { optionId: option.id, valueEn: '12 V', valueAr: '١٢ فولت', position: 0 },
      { optionId: option.id, valueEn: '24 V', valueAr: '٢٤ فولت', position: 1 },
    ])
    .returning();
  const variants = await db
    .insert(productVariants)
    .values([
      {
        productId: battery.id,
        sku: 'BAT-12',
        option1ValueId: v12.id,
        pricePiastres: 1000_00,
        stockQuantity: 10,
        position: 0,
      },
      {
        productId: battery.id,
        sku: 'BAT-24',
        option1ValueId: v24.id,
        pricePiastres: 1500_00,
        stockQuantity: 3,
        // Its own threshold: 2, below the shop's default of 5.
        lowStockThreshold: 2,
        position: 1,
      },
    ])
    .returning();
  ids.v12 = variants[0].id;
  ids.v24 = variants[1].id;
});

afterAll(async () => {
  await t.app.close();
});

describe('low-stock alerts', () => {
  it('tells the catalog staff once when stock crosses the default threshold', async () => {
    await move(takeStock, panelKey(), 5); // 10 → 5: at the default threshold
    expect(await run()).toMatchObject({ low: 1 });
    const [notice] = await alertsOf(ids.manager);
    expect(notice).toMatchObject({
      type: 'system',
      titleEn: 'Low stock: Solar panel',
      titleAr: 'مخزون منخفض: لوح شمسي',
      redirectUrl: `/admin/products/${ids.panel}`,
    });
    expect(notice.messageEn).toBe('5 pieces left (alert at 5 or fewer). SKU PANEL-1.');
    expect(notice.messageAr).toBe('المتبقي 5 قطع (التنبيه عند 5 أو أقل). رمز المنتج PANEL-1.');
    // The owner too (every permission); an order handler does not manage the catalog.
    expect(await alertsOf(ids.admin)).toHaveLength(1);
    expect(await alertsOf(ids.handler)).toHaveLength(0);

    // Running again, or taking more below the threshold, tells nobody again.
    expect(await run()).toMatchObject({ low: 0 });
    await move(takeStock, panelKey(), 1); // 5 → 4
    expect(await run()).toMatchObject({ low: 0 });
    expect(await alertsOf(ids.manager)).toHaveLength(1);
  });

  it('re-arms when stock rises above the threshold: the next crossing is told again', async () => {
    await move(restock, panelKey(), 3, { reason: 'return' }); // 4 → 7
    expect(await run()).toMatchObject({ low: 0 });
    await move(takeStock, panelKey(), 7); // 7 → 0
    await run();
    const notices = await alertsOf(ids.manager);
    expect(notices).toHaveLength(2);
    expect(notices[1]).toMatchObject({
      titleEn: 'Out of stock: Solar panel',
      titleAr: 'نفد المخزون: لوح شمسي',
      priority: 'high',
    });
    await move(restock, panelKey(), 20);
  });

  it('uses a variant’s own threshold and names the variant', async () => {
    // 24 V has 3, its own threshold is 2 (the default, 5, would have told already).
    expect(await run()).toMatchObject({ low: 0 });
    await move(takeStock, v24Key(), 1); // 3 → 2
    await run();
    const notices = await alertsOf(ids.manager);
    expect(notices).toHaveLength(3);
    expect(notices[2]).toMatchObject({
      titleEn: 'Low stock: Lithium battery — 24 V',
      titleAr: 'مخزون منخفض: بطارية ليثيوم — ٢٤ فولت',
      redirectUrl: `/admin/products/${ids.battery}`,
    });
    expect(notices[2].messageEn).toContain('SKU BAT-24');
  });

  it('tells one instance’s run only, when two run at once', async () => {
    await move(takeStock, { productId: ids.battery, variantId: ids.v12 }, 6); // 10 → 4
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.low + b.low).toBe(1);
    const notices = await alertsOf(ids.manager);
    expect(notices).toHaveLength(4);
    expect(notices[3].titleEn).toBe('Low stock: Lithium battery — 12 V');
  });
});

describe('many crossings at once', () => {
  it('sends one summary instead of a notice per item (the first run on a catalog)', async () => {
    await t.database.db.insert(products).values(
      Array.from({ length: MAX_SEPARATE_ALERTS + 2 }, (_, i) => ({
        categoryId: ids.category,
        nameEn: `Cable ${i}`,
        nameAr: `كابل ${i}`,
        pricePiastres: 100_00,
        stockQuantity: 1,
      })),
    );
    expect(await run()).toMatchObject({ low: MAX_SEPARATE_ALERTS + 2 });
    const summaries = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.manager), eq(notifications.redirectUrl, '/admin')));
    expect(summaries).toMatchObject([
      { titleEn: '12 products are low on stock', titleAr: '12 منتجًا مخزونها منخفض' },
    ]);
    expect(await alertsOf(ids.manager)).toHaveLength(4);
    await t.database.db.delete(products).where(like(products.nameEn, 'Cable %'));
  });

  it('counts pieces the Arabic way', () => {
    const item = (stockQuantity: number) =>
      lowStockNotice({
        id: ids.panel,
        variantId: null,
        nameEn: 'Panel',
        nameAr: 'لوح',
        variantNameEn: null,
        variantNameAr: null,
        sku: null,
        stockQuantity,
        threshold: 20,
      });
    expect(item(1).messageAr).toBe('المتبقي قطعة واحدة (التنبيه عند 20 أو أقل).');
    expect(item(1).messageEn).toBe('1 piece left (alert at 20 or fewer).');
    expect(item(2).messageAr).toBe('المتبقي قطعتان (التنبيه عند 20 أو أقل).');
    expect(item(11).messageAr).toBe('المتبقي 11 قطعة (التنبيه عند 20 أو أقل).');
    expect(item(0).messageAr).toBe('لم تتبقَّ أي قطعة.');
  });
});

describe('the dashboard’s low-stock list', () => {
  it('lists variants of products sold as variants, each at its own threshold', async () => {
    const res = await admin.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const { lowStock } = res.json() as Dashboard;
    expect(lowStock.threshold).toBe(5);
    expect(lowStock.items).toEqual([
      {
        id: ids.battery,
        variantId: ids.v24,
        nameEn: 'Lithium battery',
        nameAr: 'بطارية ليثيوم',
        variantNameEn: '24 V',
        variantNameAr: '٢٤ فولت',
        sku: 'BAT-24',
        stockQuantity: 2,
        threshold: 2,
      },
      {
        id: ids.battery,
        variantId: ids.v12,
        nameEn: 'Lithium battery',
        nameAr: 'بطارية ليثيوم',
        variantNameEn: '12 V',
        variantNameAr: '١٢ فولت',
        sku: 'BAT-12',
        stockQuantity: 4,
        threshold: 5,
      },
    ]);
    // The panel (20 left) is above the default; the battery itself is not listed.
    expect(lowStock.total).toBe(2);
  });

  it('follows the default threshold set in the admin, which tells about new crossings', async () => {
    expect((await admin.get('/api/admin/stock/settings')).json()).toEqual({
      lowStockThreshold: 5,
      updatedAt: null,
    });
    const saved = await saveThreshold(25);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lowStockThreshold: 25 });
    await settled();
    await run();
    // The panel (20) is at or below 25 now: told, and listed.
    const notices = await alertsOf(ids.manager);
    expect(notices.at(-1)?.titleEn).toBe('Low stock: Solar panel');
    const { lowStock } = (await admin.get('/api/admin/dashboard')).json() as Dashboard;
    expect(lowStock.threshold).toBe(25);
    expect(lowStock.items.map((item) => item.sku)).toEqual(['BAT-24', 'BAT-12', 'PANEL-1']);

    // Back to 5: the panel is above it again, so its next crossing is told again.
    await saveThreshold(5);
    await settled();
    const [panel] = await t.database.db.select().from(products).where(eq(products.id, ids.panel));
    expect(panel.lowStockAlerted).toBe(false);
  });

  it('refuses a threshold that is no whole number from 0, in the admin’s language', async () => {
    const res = await admin.request({
      method: 'PUT',
      url: '/api/admin/stock/settings',
      payload: { lowStockThreshold: -1 },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: [{ field: 'lowStockThreshold', messages: ['يجب ألا يقل عن 0'] }],
    });
    expect((await customer.get('/api/admin/stock/settings')).statusCode).toBe(403);
  });
});

describe('the stock history', () => {
  it('records orders, cancellations and manual edits with who and which order', async () => {
    await customer.post('/api/cart/items', { productId: ids.panel, quantity: 2 });
    const placed = await customer.request({
      method: 'POST',
      url: '/api/orders',
      payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { id: string; orderNumber: number };
    const cancelled = await customer.post(`/api/orders/${order.id}/cancel`, {
      reason: 'changed_mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.database.db.transaction((tx) =>
      setStock(tx, panelKey(), 30, { reason: 'manual', actorId: ids.admin }),
    );

    const res = await admin.get(`/api/admin/products/${ids.panel}/stock-history?pageSize=3`);
    expect(res.statusCode).toBe(200);
    const history = res.json() as StockHistory;
    expect(history).toMatchObject({ page: 1, pageSize: 3, total: 8, totalPages: 3 });
    const [edit, cancellation, sale] = history.items;
    expect(edit).toMatchObject({
      reason: 'manual',
      reasonLabel: { en: 'Manual edit', ar: 'تعديل يدوي' },
      delta: 10,
      stockAfter: 30,
      actor: { id: ids.admin, name: 'Hoda Samir' },
      order: null,
      variantId: null,
      variantName: null,
    });
    expect(cancellation).toMatchObject({
      reason: 'cancellation',
      reasonLabel: { en: 'Order cancelled', ar: 'إلغاء طلب' },
      delta: 2,
      stockAfter: 20,
      order: { id: order.id, number: `#${order.orderNumber}` },
    });
    expect(sale).toMatchObject({
      reason: 'order',
      reasonLabel: { en: 'Order', ar: 'طلب' },
      delta: -2,
      stockAfter: 18,
      order: { id: order.id, number: `#${order.orderNumber}` },
    });
    // The earliest movement is on the last page.
    const last = (
      await admin.get(`/api/admin/products/${ids.panel}/stock-history?pageSize=3&page=3`)
    ).json() as StockHistory;
    expect(last.items.at(-1)).toMatchObject({ delta: -5, stockAfter: 5, reason: 'manual' });
  });

  it('shows one variant’s history with its name and SKU', async () => {
    const res = await admin.get(
      `/api/admin/products/${ids.battery}/stock-history?variantId=${ids.v24}`,
    );
    const history = res.json() as StockHistory;
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      variantId: ids.v24,
      variantName: { en: '24 V', ar: '٢٤ فولت' },
      sku: 'BAT-24',
      delta: -1,
      stockAfter: 2,
      actor: null,
    });
    const all = (await admin.get(`/api/admin/products/${ids.battery}/stock-history`)).json();
    expect(all.total).toBe(2);
  });

  it('answers 404 for an unknown product and 403 to a customer', async () => {
    const missing = await admin.get(`/api/admin/products/${randomUUID()}/stock-history`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Product not found' });
    const forbidden = await customer.get(`/api/admin/products/${ids.panel}/stock-history`);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('an admin’s stock edit', () => {
  it('is told at once, without waiting for the minute, and recorded as a bulk edit', async () => {
    const before = (await alertsOf(ids.manager)).length;
    const res = await admin.post('/api/admin/products/bulk', {
      ids: [ids.panel],
      action: { kind: 'stock', quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await alertsOf(ids.manager)).toHaveLength(before + 1));
    await settled();
    expect((await alertsOf(ids.manager)).at(-1)).toMatchObject({
      titleEn: 'Low stock: Solar panel',
      messageEn: '1 piece left (alert at 5 or fewer). SKU PANEL-1.',
    });
    const history = (
      await admin.get(`/api/admin/products/${ids.panel}/stock-history?pageSize=1`)
    ).json() as StockHistory;
    expect(history.items[0]).toMatchObject({
      reason: 'bulk',
      reasonLabel: { en: 'Bulk edit', ar: 'تعديل جماعي' },
      delta: -29,
      stockAfter: 1,
      actor: { id: ids.admin, name: 'Hoda Samir' },
    });
  });
});
