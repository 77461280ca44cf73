import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { type Browser, guest, signedIn } from '../blog/test-fixtures';
import { categories, products } from '../catalog/tables';
import { coupons } from './tables';

let t: TestApp;
let admin: Browser;
let customer: Browser;
let categoryId: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@example.com', 'admin');
  customer = await signedIn(t, 'customer@example.com', 'customer');
  const db = t.database.db;
  [{ id: categoryId }] = await db
    .insert(categories)
    .values({ slug: 'batteries-c', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  [{ id: productId }] = await db
    .insert(products)
    .values({ categoryId, nameEn: 'Lithium 48V', nameAr: 'ليثيوم 48 فولت', pricePiastres: 100 })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'SAVE10',
  kind: 'percentage',
  percent: 10,
  ...overrides,
});
const URL = '/api/admin/coupons';
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, lang = 'en') =>
  admin.request({ method, url, payload, headers: { 'accept-language': lang } });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', URL, coupon(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const rows = async () => (await t.database.db.select({ n: count() }).from(coupons))[0].n;
const audits = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0].n;
const fieldErrors = (body: { errors?: { field: string; messages: string[] }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.messages[0]]));
const setUsed = (id: string, usedCount: number) =>
  t.database.db.update(coupons).set({ usedCount }).where(eq(coupons.id, id));

describe('coupons (admin)', () => {
  it('are managed by admins only: guests 401, customers 403, nothing written', async () => {
    const anonymous = await guest(t);
    const { id } = await create({ code: 'GUARDED' });
    const [before, auditBefore] = [await rows(), await audits()];
    const calls: [string, string, unknown?][] = [
      ['GET', URL],
      ['GET', `${URL}/${id}`],
      ['POST', URL, coupon({ code: 'SNEAKY' })],
      ['PUT', `${URL}/${id}`, coupon({ code: 'SNEAKY' })],
      ['PATCH', `${URL}/${id}`, { isActive: false }],
      ['DELETE', `${URL}/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const options = { method: method as 'GET', url, payload: payload as object };
      expect([method, url, (await anonymous.request(options)).statusCode]).toEqual([
        method,
        url,
        401,
      ]);
      expect([method, url, (await customer.request(options)).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
    }
    expect([await rows(), await audits()]).toEqual([before, auditBefore]);
  });

  it('creates, reads, lists, updates, switches off and on, and audits each change', async () => {
    const created = await create({
      code: 'Welcome10',
      minSubtotal: 500,
      oncePerCustomer: true,
      startsAt: '2026-01-10T09:30',
      endsAt: '2099-07-01T00:00',
      usageLimit: 100,
      productIds: [productId],
      categoryIds: [categoryId],
    });
    expect(created).toMatchObject({
      code: 'Welcome10',
      kind: 'percentage',
      percent: 10,
      amount: null,
      minSubtotal: 500,
      startsAt: '2026-01-10T09:30',
      endsAt: '2099-07-01T00:00',
      usageLimit: 100,
      usedCount: 0,
      oncePerCustomer: true,
      isActive: true,
      status: 'active',
      products: [{ id: productId, nameEn: 'Lithium 48V', nameAr: 'ليثيوم 48 فولت' }],
      categories: [{ id: categoryId, nameEn: 'Batteries', nameAr: 'بطاريات' }],
    });
    // Cairo wall-clock times: winter is UTC+2, summer (daylight saving since 2023) UTC+3.
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, created.id));
    expect(stored.startsAt?.toISOString()).toBe('2026-01-10T07:30:00.000Z');
    expect(stored.endsAt?.toISOString()).toBe('2099-06-30T21:00:00.000Z');
    expect(stored).toMatchObject({ codeKey: 'welcome10', minSubtotalPiastres: 50_000 });

    expect((await admin.get(`${URL}/${created.id}`)).json()).toEqual(created);

    const updated = await send('PUT', `${URL}/${created.id}`, {
      code: 'WELCOME-200',
      kind: 'fixed',
      amount: 200.5,
      percent: 10, // left over from the form's other kind: dropped
      usageLimit: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 'WELCOME-200',
      kind: 'fixed',
      percent: null,
      amount: 200.5,
      minSubtotal: null,
      startsAt: null,
      usageLimit: null,
      productIds: [],
      products: [],
    });

    const off = await send('PATCH', `${URL}/${created.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, status: 'inactive', amount: 200.5 });
    const on = await send('PATCH', `${URL}/${created.id}`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true, status: 'active' });

    const log = (await admin.get(`/api/admin/audit-log?entityType=coupon&entityId=${created.id}`))
      .json()
      .items.map((e: { action: string; entity: { label: { en: string } } }) => [
        e.action,
        e.entity.label?.en,
      ]);
    expect(log).toEqual([
      ['coupon.activated', 'WELCOME-200'],
      ['coupon.deactivated', 'WELCOME-200'],
      ['coupon.updated', 'WELCOME-200'],
      ['coupon.created', 'WELCOME-200'],
    ]);
  });

  it('lists a page at a time with each coupon’s status, filtered and searched', async () => {
    const db = t.database.db;
    const scheduled = await create({ code: 'LATER', startsAt: '2099-01-01T00:00' });
    const expired = await create({ code: 'SUMMER2025', kind: 'free_shipping', percent: null });
    await db
      .update(coupons)
      .set({ startsAt: new Date('2025-06-01'), endsAt: new Date('2025-09-01') })
      .where(eq(coupons.id, expired.id));
    const usedUp = await create({ code: 'ONLY2', usageLimit: 2 });
    await setUsed(usedUp.id, 2);
    const off = await create({ code: 'PAUSED', isActive: false });
    const arabic = await create({ code: 'رمضان٢٠', kind: 'fixed', amount: 200, percent: null });

    const statusOf = async (id: string) =>
      (await admin.get(`${URL}/${id}`)).json().status as string;
    expect(await statusOf(scheduled.id)).toBe('scheduled');
    expect(await statusOf(expired.id)).toBe('expired');
    expect(await statusOf(usedUp.id)).toBe('used_up');
    expect(await statusOf(off.id)).toBe('inactive');
    expect(await statusOf(arabic.id)).toBe('active');

    const codes = async (query: string) =>
      (await admin.get(`${URL}?${query}`)).json().items.map((c: { code: string }) => c.code);
    expect(await codes('status=expired')).toEqual(['SUMMER2025']);
    expect(await codes('status=used_up')).toEqual(['ONLY2']);
    expect(await codes('active=false')).toEqual(['PAUSED']);
    expect(await codes('search=summer')).toEqual(['SUMMER2025']);
    // Arabic letter forms and digits fold: "رمضان20" finds "رمضان٢٠".
    expect(await codes(`search=${encodeURIComponent('رمضان20')}`)).toEqual(['رمضان٢٠']);

    const page = (await admin.get(`${URL}?pageSize=2&page=2`)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: await rows() });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ usedCount: expect.any(Number) });
    expect((await admin.get(`${URL}?status=gone`)).statusCode).toBe(400);
  });

  it('deletes an unused coupon, and refuses (409) to delete one orders used', async () => {
    const unused = await create({ code: 'TEMP' });
    const gone = await admin.request({ method: 'DELETE', url: `${URL}/${unused.id}` });
    expect(gone.json()).toEqual({ success: true, message: 'Coupon deleted.' });
    expect((await admin.get(`${URL}/${unused.id}`)).statusCode).toBe(404);

    const used = await create({ code: 'POPULAR' });
    await setUsed(used.id, 3);
    const before = await audits();
    for (const [lang, message] of [
      [
        'en',
        'This coupon has been used in orders, so it cannot be deleted. Deactivate it instead.',
      ],
      ['ar', 'هذا الكوبون مستخدم في طلبات، لذلك لا يمكن حذفه. يمكنك إيقافه بدلًا من ذلك.'],
    ]) {
      const res = await admin.request({
        method: 'DELETE',
        url: `${URL}/${used.id}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await admin.get(`${URL}/${used.id}`)).json()).toMatchObject({ usedCount: 3 });
    expect(await audits()).toBe(before);
  });

  describe('validation, in the caller’s language, writing nothing', () => {
    const refused = async (
      payload: object,
      lang: 'en' | 'ar',
      method: 'POST' | 'PUT' = 'POST',
      url = URL,
    ) => {
      const [before, auditBefore] = [await rows(), await audits()];
      const res = await send(method, url, payload, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().success).toBe(false);
      expect([await rows(), await audits()]).toEqual([before, auditBefore]);
      return fieldErrors(res.json());
    };

    it('a percentage over 100, or none', async () => {
      expect(await refused(coupon({ percent: 150 }), 'en')).toEqual({
        percent: 'Enter a whole percentage from 1 to 100',
      });
      expect(await refused(coupon({ percent: 150 }), 'ar')).toEqual({
        percent: 'أدخل نسبة مئوية بعدد صحيح من 1 إلى 100',
      });
      expect(await refused(coupon({ percent: 12.5 }), 'en')).toEqual({
        percent: 'Enter a whole percentage from 1 to 100',
      });
      expect(await refused(coupon({ percent: null }), 'en')).toEqual({
        percent: 'This field is required',
      });
    });

    it('a fixed amount of zero', async () => {
      const payload = coupon({ kind: 'fixed', percent: null, amount: 0 });
      expect(await refused(payload, 'en')).toEqual({ amount: 'Enter an amount above zero' });
      expect(await refused(payload, 'ar')).toEqual({ amount: 'أدخل مبلغًا أكبر من صفر' });
    });

    it('an end before the start', async () => {
      const payload = coupon({ startsAt: '2026-05-02T10:00', endsAt: '2026-05-01T10:00' });
      expect(await refused(payload, 'en')).toEqual({ endsAt: 'The end must be after the start' });
      expect(await refused(payload, 'ar')).toEqual({
        endsAt: 'يجب أن يكون موعد الانتهاء بعد موعد البدء',
      });
      expect(await refused(coupon({ startsAt: '2026-02-30T10:00' }), 'en')).toEqual({
        startsAt: 'Enter a date and time',
      });
    });

    it('a code with spaces or emoji, or too short', async () => {
      const en = 'Use 3 to 32 letters, digits, - or _ (no spaces or emoji)';
      const ar = 'استخدم من 3 إلى 32 حرفًا أو رقمًا أو - أو _ (بدون مسافات أو رموز تعبيرية)';
      for (const code of ['SAVE 10', 'SAVE🎉', 'AB', 'x'.repeat(33)]) {
        expect(await refused(coupon({ code }), 'en')).toEqual({ code: en });
        expect(await refused(coupon({ code }), 'ar')).toEqual({ code: ar });
      }
    });

    it('a code another coupon has, however it is typed', async () => {
      await create({ code: 'TAKEN10' });
      await create({ code: 'خصم٢٠' });
      for (const code of ['taken10', 'Taken١٠', 'خصم20', 'خصم۲۰']) {
        expect(await refused(coupon({ code }), 'en')).toEqual({
          code: 'Another coupon already uses this code',
        });
      }
      expect(await refused(coupon({ code: 'TAKEN10' }), 'ar')).toEqual({
        code: 'هذا الكود مستخدم لكوبون آخر',
      });
      // Renaming another coupon to it is refused too; saving a coupon under its own code is not.
      const other = await create({ code: 'OTHER' });
      expect(await refused(coupon({ code: 'taken10' }), 'en', 'PUT', `${URL}/${other.id}`)).toEqual(
        { code: 'Another coupon already uses this code' },
      );
      expect((await send('PUT', `${URL}/${other.id}`, coupon({ code: 'other' }))).statusCode).toBe(
        200,
      );
    });

    it('two saves racing for one code: one wins, the other gets the field error', async () => {
      const answers = await Promise.all([
        send('POST', URL, coupon({ code: 'RACE' })),
        send('POST', URL, coupon({ code: 'race' })),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const loser = answers.find((r) => r.statusCode === 400)!;
      expect(fieldErrors(loser.json())).toEqual({ code: 'Another coupon already uses this code' });
    });

    it('products and categories the catalog does not know', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(
        await refused(
          coupon({ code: 'SCOPED', productIds: [missing], categoryIds: [missing] }),
          'en',
        ),
      ).toEqual({
        productIds: 'Some of the chosen products no longer exist',
        categoryIds: 'Some of the chosen categories no longer exist',
      });
    });

    it('a usage limit that is not a positive whole number, or below the uses made', async () => {
      expect(await refused(coupon({ usageLimit: 0 }), 'en')).toEqual({
        usageLimit: 'Enter 1 or more, or leave it empty for no limit',
      });
      const used = await create({ code: 'USED5' });
      await setUsed(used.id, 5);
      const url = `${URL}/${used.id}`;
      expect(await refused(coupon({ code: 'USED5', usageLimit: 4 }), 'en', 'PUT', url)).toEqual({
        usageLimit: 'This coupon has already been used 5 times; the limit cannot be lower',
      });
      expect(await refused(coupon({ code: 'USED5', usageLimit: 4 }), 'ar', 'PUT', url)).toEqual({
        usageLimit: 'عدد مرات استخدام هذا الكوبون حتى الآن ٥؛ لا يمكن أن يكون الحد أقل من ذلك',
      });
    });

    it('unknown fields and kinds', async () => {
      expect(await refused({ ...coupon(), usedCount: 0 }, 'en')).toEqual({
        usedCount: 'Unknown field',
      });
      expect(Object.keys(await refused(coupon({ kind: 'bogo' }), 'en'))).toEqual(['kind']);
    });
  });

  it('accepts Arabic codes and answers 404 for an unknown coupon', async () => {
    const arabic = await create({ code: 'عيد_الفطر' });
    expect(arabic).toMatchObject({ code: 'عيد_الفطر', status: 'active' });
    const missing = '00000000-0000-4000-8000-000000000001';
    const res = await admin.request({
      method: 'PATCH',
      url: `${URL}/${missing}`,
      payload: { isActive: false },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('الكوبون غير موجود');
  });
});
