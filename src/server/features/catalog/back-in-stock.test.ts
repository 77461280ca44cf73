import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { signedInAs } from '../../test/accounts';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from '../notifications/tables';
import { restock, type StockKey } from './stock';
import {
  backInStockRequests,
  categories,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from './tables';

/**
 * "Tell me when it is back" (issue 22, decision 058): a signed-in customer asks about a product
 * or variant that is out of stock; once it is back they get one notice and one e-mail, in the
 * language they asked in, however often the job runs.
 */
let t: TestApp;
let mona: ReturnType<typeof createBrowser>; // asks in Arabic
let omar: ReturnType<typeof createBrowser>; // asks in English
let mails: MailMessage[];
const ids = { inverter: '', charger: '', battery: '', v12: '', v24: '', mona: '', omar: '' };

const url = (productId: string) => `/api/products/${productId}/back-in-stock`;
const run = () => t.app.ctx.services.catalogStock.runAlerts();
const back = (key: StockKey, n: number) =>
  t.database.db.transaction((tx) => restock(tx, key, n, { reason: 'manual' }));
const noticesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.redirectUrl, '/products/%')));
/** Mails are sent by the job queue after the claim commits. */
const mailsTo = async (to: string, n: number) => {
  await vi.waitFor(() => expect(mails.filter((m) => m.to === to).length).toBeGreaterThanOrEqual(n));
  await t.app.ctx.jobs.drain();
  return mails.filter((m) => m.to === to);
};
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async (message) => {
    mails.push(message);
  };
  const db = t.database.db;
  mona = await signedInAs(t, 'mona@example.com', 'customer', 'ar');
  omar = await signedInAs(t, 'omar@example.com', 'customer', 'en');
  ids.mona = await userId('mona@example.com');
  ids.omar = await userId('omar@example.com');
  await db.update(users).set({ firstName: 'Mona' }).where(eq(users.id, ids.mona));
  const [category] = await db
    .insert(categories)
    .values({ slug: 'power', nameEn: 'Power', nameAr: 'طاقة' })
    .returning();
  const [inverter, charger, battery] = await db
    .insert(products)
    .values([
      {
        categoryId: category.id,
        nameEn: 'Hybrid inverter',
        nameAr: 'عاكس هجين',
        pricePiastres: 9000_00,
        stockQuantity: 0,
      },
      {
        categoryId: category.id,
        nameEn: 'Charger',
        nameAr: 'شاحن',
        pricePiastres: 300_00,
        stockQuantity: 4,
      },
      {
        categoryId: category.id,
        nameEn: 'Lithium battery',
        nameAr: 'بطارية ليثيوم',
        pricePiastres: 1000_00,
      },
    ])
    .returning();
  ids.inverter = inverter.id;
  ids.charger = charger.id;
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
        stockQuantity: 5,
      },
      {
        productId: battery.id,
        sku: 'BAT-24',
        option1ValueId: v24.id,
        pricePiastres: 1500_00,
        stockQuantity: 0,
        position: 1,
      },
    ])
    .returning();
  ids.v12 = variants[0].id;
  ids.v24 = variants[1].id;
});

beforeEach(() => {
  mails = [];
});

afterAll(async () => {
  await t.app.close();
});

describe('asking to be told', () => {
  it('is for signed-in customers only', async () => {
    const guest = createBrowser(t.app, 'ar');
    const res = await guest.post(url(ids.inverter), {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: 'يجب تسجيل الدخول لتنفيذ هذا الإجراء',
    });
  });

  it('opens one request however often it is asked, and the product answers it', async () => {
    const first = await mona.post(url(ids.inverter), {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      productId: ids.inverter,
      variantId: null,
      requested: true,
      message: 'سنبلغك عندما يتوفر من جديد.',
    });
    const again = await mona.post(url(ids.inverter), {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ requested: true });
    const mine = await mona.get(url(ids.inverter));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([{ variantId: null, createdAt: expect.any(String) }]);
    // Another customer sees only their own.
    expect((await omar.get(url(ids.inverter))).json()).toEqual({ items: [] });
    const rows = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, ids.inverter));
    expect(rows).toMatchObject([{ userId: ids.mona, locale: 'ar', notifiedAt: null }]);
  });

  it('refuses what is in stock, with a clear message in the caller’s language', async () => {
    const product = await omar.post(url(ids.charger), {});
    expect(product.statusCode).toBe(409);
    expect(product.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This item is in stock: you can order it now.',
    });
    const variant = await mona.post(url(ids.battery), { variantId: ids.v12 });
    expect(variant.statusCode).toBe(409);
    expect(variant.json().message).toBe('هذا المنتج متوفر الآن، يمكنك طلبه مباشرة.');
  });

  it('needs the variant of a product sold as variants, and one of its own', async () => {
    const none = await omar.post(url(ids.battery), {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      errors: [{ field: 'variantId', messages: ['Choose the option you want to be told about.'] }],
    });
    const foreign = await omar.post(url(ids.inverter), { variantId: ids.v24 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This option is not available for this product.');
    const missing = await omar.post(url('00000000-0000-4000-8000-000000000000'), {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');
  });

  it('can be withdrawn (twice is fine) and asked again', async () => {
    const ask = await omar.post(url(ids.battery), { variantId: ids.v24 });
    expect(ask.statusCode).toBe(201);
    const undo = await omar.request({
      method: 'DELETE',
      url: `${url(ids.battery)}?variantId=${ids.v24}`,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ variantId: ids.v24, requested: false });
    expect((await omar.get(url(ids.battery))).json()).toEqual({ items: [] });
    const twice = await omar.request({
      method: 'DELETE',
      url: `${url(ids.battery)}?variantId=${ids.v24}`,
    });
    expect(twice.statusCode).toBe(200);
    expect((await omar.post(url(ids.battery), { variantId: ids.v24 })).statusCode).toBe(201);
    expect((await omar.get(url(ids.battery))).json().items).toEqual([
      { variantId: ids.v24, createdAt: expect.any(String) },
    ]);
  });
});

describe('being told', () => {
  it('tells nobody while it is still out of stock', async () => {
    expect(await run()).toMatchObject({ back: 0 });
    expect(await noticesOf(ids.mona)).toEqual([]);
  });

  it('tells the customer once, in the app and by e-mail in the language they asked in', async () => {
    await back({ productId: ids.inverter, variantId: null }, 3);
    expect(await run()).toMatchObject({ back: 1 });
    const notices = await noticesOf(ids.mona);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      titleEn: 'Hybrid inverter is back in stock',
      titleAr: 'عاكس هجين متوفر من جديد',
      redirectUrl: `/products/${ids.inverter}`,
    });
    const sent = await mailsTo('mona@example.com', 1);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^عاكس هجين متوفر من جديد \| /);
    expect(sent[0].text).toContain('مرحبًا Mona،');
    expect(sent[0].link).toBe(`${t.config.appUrl}/products/${ids.inverter}`);

    // Running again tells nobody again.
    expect(await run()).toMatchObject({ back: 0 });
    await t.app.ctx.jobs.drain();
    expect(await noticesOf(ids.mona)).toHaveLength(1);
    expect(mails.filter((m) => m.to === 'mona@example.com')).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.userId, ids.mona));
    expect(row.notifiedAt).toBeInstanceOf(Date);
    // Nothing is open any more.
    expect((await mona.get(url(ids.inverter))).json()).toEqual({ items: [] });
  });

  it('tells about the variant asked for, by its name, when that variant is back', async () => {
    await back({ productId: ids.battery, variantId: ids.v24 }, 2);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.back + b.back).toBe(1);
    const notices = await noticesOf(ids.omar);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      titleEn: 'Lithium battery — 24 V is back in stock',
      titleAr: 'بطارية ليثيوم — ٢٤ فولت متوفر من جديد',
      redirectUrl: `/products/${ids.battery}?variant=${ids.v24}`,
    });
    const sent = await mailsTo('omar@example.com', 1);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Lithium battery — 24 V is back in stock \| /);
    expect(sent[0].text).toContain('is available again');
  });
});
