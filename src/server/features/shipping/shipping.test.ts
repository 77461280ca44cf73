import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShippingZones } from '../../db/seed/shipping-zones';
import { signedInAs } from '../../test/accounts';
import { SHIPPING_INFO } from '../../test/addresses';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { users } from '../auth/tables';
import { orders } from '../orders/tables';
import { shippingZoneGovernorates, shippingZones } from './tables';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let adminAr: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'zones-admin@example.com', 'admin');
  adminAr = await signedInAs(t, 'zones-admin-ar@example.com', 'admin', 'ar');
  customer = await signedInAs(t, 'zones-customer@example.com', 'customer');
});

afterAll(async () => {
  await t.app.close();
});

const cairo = {
  nameEn: 'Greater Cairo',
  nameAr: 'القاهرة الكبرى',
  fee: 50,
  freeOver: 3000,
  daysMin: 1,
  daysMax: 2,
  governorates: ['C', 'GZ', 'KB'],
};

const send = (
  browser: ReturnType<typeof createBrowser>,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => browser.request({ method, url, payload: payload as never });

const zoneRows = async () => (await t.database.db.select({ n: count() }).from(shippingZones))[0].n;
const fieldErrors = (res: { json(): unknown }) =>
  Object.fromEntries(
    (res.json() as { errors: { field: string; messages: string[] }[] }).errors.map((e) => [
      e.field,
      e.messages,
    ]),
  );

describe('admin shipping zones', () => {
  let cairoId: string;

  it('creates a zone in EGP, lists it with its governorates, and audits it', async () => {
    const res = await send(admin, 'POST', '/api/admin/shipping-zones', {
      ...cairo,
      governorates: ['KB', 'C', 'GZ', 'C'],
    });
    expect(res.statusCode, res.body).toBe(201);
    cairoId = res.json().id;
    expect(res.json()).toMatchObject({ ...cairo, position: 1 });
    const [row] = await t.database.db
      .select()
      .from(shippingZones)
      .where(eq(shippingZones.id, cairoId));
    expect(row).toMatchObject({ feePiastres: 5000, freeOverPiastres: 300000 });

    const list = await admin.get('/api/admin/shipping-zones');
    expect(list.json().items).toEqual([expect.objectContaining({ ...cairo, id: cairoId })]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, cairoId));
    expect(entry).toMatchObject({
      action: 'shipping_zone.created',
      entityType: 'shipping_zone',
      after: { nameEn: 'Greater Cairo', fee: 50, governorates: 'C, GZ, KB' },
    });
  });

  it('refuses invalid input field by field in the caller’s language, writing nothing', async () => {
    const before = await zoneRows();
    const bad = {
      nameEn: ' ',
      nameAr: 'x',
      fee: -1,
      daysMin: 3,
      daysMax: 2,
      governorates: ['C', 'XX'],
    };
    const en = await send(admin, 'POST', '/api/admin/shipping-zones', bad);
    expect(en.statusCode).toBe(400);
    expect(fieldErrors(en)).toEqual({
      nameEn: ['This field is required'],
      fee: ['Price must be zero or positive.'],
      daysMax: ['The longest time must not be shorter than the shortest'],
      governorates: ['Choose a governorate from the list'],
    });
    const ar = await send(adminAr, 'POST', '/api/admin/shipping-zones', {
      ...bad,
      governorates: [],
    });
    expect(fieldErrors(ar)).toMatchObject({
      daysMax: ['يجب ألا تقل أطول مدة عن أقصر مدة'],
      governorates: ['اختر محافظة واحدة على الأقل'],
    });
    expect(await zoneRows()).toBe(before);
  });

  it('refuses a governorate another zone holds, naming both, and writes nothing', async () => {
    const before = await zoneRows();
    const delta = {
      nameEn: 'Delta',
      nameAr: 'الدلتا',
      fee: 65,
      daysMin: 2,
      daysMax: 3,
      governorates: ['ALX', 'GZ'],
    };
    const en = await send(admin, 'POST', '/api/admin/shipping-zones', delta);
    expect(en.statusCode).toBe(400);
    expect(fieldErrors(en)).toEqual({
      governorates: ['Giza is already in the zone “Greater Cairo”'],
    });
    const ar = await send(adminAr, 'POST', '/api/admin/shipping-zones', delta);
    expect(fieldErrors(ar)).toEqual({
      governorates: ['محافظة الجيزة تابعة بالفعل لمنطقة «القاهرة الكبرى»'],
    });
    expect(await zoneRows()).toBe(before);
    const [alex] = await t.database.db
      .select()
      .from(shippingZoneGovernorates)
      .where(eq(shippingZoneGovernorates.governorate, 'ALX'));
    expect(alex).toBeUndefined();
  });

  it('updates a zone, moving a governorate only within it, and refuses one held elsewhere', async () => {
    const alex = await send(admin, 'POST', '/api/admin/shipping-zones', {
      nameEn: 'Alexandria',
      nameAr: 'الإسكندرية',
      fee: 65,
      freeOver: null,
      daysMin: 2,
      daysMax: 3,
      governorates: ['ALX'],
    });
    expect(alex.json().position).toBe(2);
    const res = await send(admin, 'PUT', `/api/admin/shipping-zones/${cairoId}`, {
      ...cairo,
      fee: 55.5,
      governorates: ['C', 'GZ'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fee: 55.5, governorates: ['C', 'GZ'] });

    const taken = await send(admin, 'PUT', `/api/admin/shipping-zones/${cairoId}`, {
      ...cairo,
      governorates: ['C', 'ALX'],
    });
    expect(fieldErrors(taken)).toEqual({
      governorates: ['Alexandria is already in the zone “Alexandria”'],
    });
    const list = (await admin.get('/api/admin/shipping-zones')).json().items;
    expect(list.map((z: { governorates: string[] }) => z.governorates)).toEqual([
      ['C', 'GZ'],
      ['ALX'],
    ]);
    expect(list[0].fee).toBe(55.5);
  });

  it('lets one of two saves racing for a governorate win; the other gets the field error', async () => {
    const zone = (nameEn: string) => ({ ...cairo, nameEn, governorates: ['SUZ'] });
    const results = await Promise.all([
      send(admin, 'POST', '/api/admin/shipping-zones', zone('Suez A')),
      send(admin, 'POST', '/api/admin/shipping-zones', zone('Suez B')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const lost = results.find((r) => r.statusCode === 400)!;
    const won = results.find((r) => r.statusCode === 201)!.json();
    expect(fieldErrors(lost)).toEqual({
      governorates: [`Suez is already in the zone “${won.nameEn}”`],
    });
    await send(admin, 'DELETE', `/api/admin/shipping-zones/${won.id}`);
  });

  it('answers 404 for a zone that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await send(admin, 'PUT', `/api/admin/shipping-zones/${id}`, cairo)).statusCode).toBe(
      404,
    );
    expect((await send(admin, 'DELETE', `/api/admin/shipping-zones/${id}`)).statusCode).toBe(404);
  });

  it('deletes a zone with its governorates', async () => {
    const res = await send(admin, 'DELETE', `/api/admin/shipping-zones/${cairoId}`);
    expect(res.json()).toEqual({ success: true, message: 'Shipping zone deleted' });
    const left = await t.database.db
      .select()
      .from(shippingZoneGovernorates)
      .where(eq(shippingZoneGovernorates.zoneId, cairoId));
    expect(left).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shipping_zone.deleted'), eq(auditLog.entityId, cairoId)));
    expect(entry.before).toMatchObject({ nameEn: 'Greater Cairo' });
  });

  it('is for admins only', async () => {
    expect((await customer.get('/api/admin/shipping-zones')).statusCode).toBe(403);
    expect((await send(customer, 'POST', '/api/admin/shipping-zones', cairo)).statusCode).toBe(403);
    expect((await t.app.inject('/api/admin/shipping-zones')).statusCode).toBe(401);
  });
});

describe('delivery estimate', () => {
  beforeAll(async () => {
    await t.database.db.delete(shippingZones);
  });

  const estimate = async (browser: ReturnType<typeof createBrowser> | null, query = '') => {
    const url = `/api/shipping/estimate${query}`;
    const res = browser ? await browser.get(url) : await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json();
  };

  it('gives the fallback rule’s days while there are no zones', async () => {
    expect(await estimate(null)).toEqual({ governorate: null, zone: null, minDays: 3, maxDays: 7 });
  });

  it('gives the range over the zones, widened by the fallback while a governorate is left out', async () => {
    await seedShippingZones(t.database.db);
    // Every governorate is in a demo zone: the fallback rule (3–7) plays no part.
    expect(await estimate(null)).toEqual({ governorate: null, zone: null, minDays: 1, maxDays: 7 });
    await t.database.db
      .delete(shippingZoneGovernorates)
      .where(eq(shippingZoneGovernorates.governorate, 'JS'));
    await t.database.db
      .update(shippingZones)
      .set({ daysMax: 6 })
      .where(eq(shippingZones.daysMax, 7));
    expect(await estimate(null)).toMatchObject({ minDays: 1, maxDays: 7 });
    expect(await estimate(null, '?governorate=JS')).toEqual({
      governorate: 'JS',
      zone: null,
      minDays: 3,
      maxDays: 7,
    });
  });

  it('seeds the demo zones once, covering the 27 governorates', async () => {
    await t.database.db.delete(shippingZones);
    await seedShippingZones(t.database.db);
    await seedShippingZones(t.database.db);
    expect(await zoneRows()).toBe(5);
    const [{ n }] = await t.database.db.select({ n: count() }).from(shippingZoneGovernorates);
    expect(n).toBe(27);
  });

  it('names the asked governorate’s zone, and refuses an unknown code', async () => {
    expect(await estimate(null, '?governorate=ALX')).toEqual({
      governorate: 'ALX',
      zone: { nameEn: 'Alexandria & Delta', nameAr: 'الإسكندرية والدلتا' },
      minDays: 2,
      maxDays: 3,
    });
    expect((await t.app.inject('/api/shipping/estimate?governorate=XX')).statusCode).toBe(400);
  });

  it('uses the governorate of a signed-in customer’s newest order', async () => {
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'zones-customer@example.com'));
    const order = (state: string, day: number) => ({
      userId: user.id,
      subtotalPiastres: 10000,
      shippingPiastres: 0,
      totalPiastres: 10000,
      shippingInfo: { ...SHIPPING_INFO, state },
      paymentMethod: 'cod' as const,
      createdAt: new Date(Date.UTC(2025, 0, day, 12)),
    });
    expect(await estimate(customer)).toMatchObject({ governorate: null, minDays: 1, maxDays: 7 });
    await t.database.db.insert(orders).values([order('ASN', 2), order('ALX', 1)]);
    expect(await estimate(customer)).toEqual({
      governorate: 'ASN',
      zone: { nameEn: 'Upper Egypt', nameAr: 'الصعيد' },
      minDays: 3,
      maxDays: 5,
    });
    // The asked governorate wins; a guest gets the range.
    expect(await estimate(customer, '?governorate=C')).toMatchObject({
      governorate: 'C',
      minDays: 1,
      maxDays: 2,
    });
    expect(await estimate(null)).toMatchObject({ governorate: null });
  });
});
