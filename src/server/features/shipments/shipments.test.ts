import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { shipmentWorld } from './test-fixtures';

// Shipments through the API with the manual courier (decision 044): every action and refusal.
let t: TestApp;
let w: Awaited<ReturnType<typeof shipmentWorld>>;
let admin: Awaited<ReturnType<typeof w.admin>>;
const sent: MailMessage[] = [];

const manual = { courier: 'manual', courierName: 'Aramex', trackingNumber: 'ARX-1234567' };
const create = (orderId: string, body: object = manual, as = admin) =>
  as.post(`/api/admin/orders/${orderId}/shipments`, body);

/** Nothing written: the order as it was, no shipment, no event, no audit row. */
async function expectUntouched(order: Awaited<ReturnType<typeof w.makeOrder>>) {
  expect(await w.orderRow(order.id)).toEqual(order);
  expect(await w.shipmentsOf(order.id)).toEqual([]);
  expect(await w.orderEventsOf(order.id)).toEqual([]);
  expect(await w.auditsOf(order.id)).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  w = await shipmentWorld(t);
  admin = await w.admin();
});

afterAll(async () => {
  await t.app.close();
});

beforeEach(() => {
  sent.length = 0;
});

describe('create with the manual courier', () => {
  it('ships the order: row, first event, out for delivery, audit, and the mail names the courier', async () => {
    const order = await w.makeOrder();
    const res = await create(order.id, { ...manual, parcels: 2, weightKg: 3.5, note: 'Fragile' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.canShip).toBe(false);
    expect(body.blockedReason).toBe(translate('en', 'shipments.alreadyShipped'));
    expect(body.shipments).toHaveLength(1);
    expect(body.shipments[0]).toMatchObject({
      courier: 'manual',
      courierName: 'Aramex',
      trackingNumber: 'ARX-1234567',
      trackingUrl: null,
      parcels: 2,
      weightKg: 3.5,
      // Cash on delivery not collected yet: the courier collects the total by default.
      cod: 250,
      note: 'Fragile',
      status: 'out_for_delivery',
      createdBy: { id: w.adminId },
    });
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
    const [row] = await w.shipmentsOf(order.id);
    expect(row).toMatchObject({ weightGrams: 3500, codPiastres: 25_000 });
    expect(await w.eventsOf(row.id)).toMatchObject([
      { source: 'staff', status: 'out_for_delivery' },
    ]);
    const events = await w.orderEventsOf(order.id);
    expect(events).toMatchObject([
      {
        type: 'delivery',
        fromStatus: 'in_progress',
        toStatus: 'out_for_delivery',
        actorId: w.adminId,
      },
    ]);
    expect(events[0].data).toMatchObject({ shipmentId: row.id, trackingNumber: 'ARX-1234567' });
    const audits = (await w.auditsOf(order.id)).map((a) => a.action).sort();
    expect(audits).toEqual(['order.shipment_created', 'order.status_changed']);
    await t.app.ctx.jobs.drain();
    const mail = sent.find((m) => m.subject.includes('out for delivery'));
    expect(mail?.text).toContain('Courier: Aramex');
    expect(mail?.text).toContain('Tracking number: ARX-1234567');
    // One out-for-delivery mail, not a second one without the tracking number.
    expect(sent.filter((m) => m.subject.includes('out for delivery'))).toHaveLength(1);
  });

  it('lets the customer read their shipment, and nobody else', async () => {
    const order = await w.makeOrder();
    expect((await create(order.id)).statusCode).toBe(201);
    const buyer = await w.buyer();
    const mine = await buyer.get(`/api/orders/${order.id}/shipment`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().shipment).toMatchObject({
      courier: 'manual',
      courierName: 'Aramex',
      trackingNumber: 'ARX-1234567',
      status: 'out_for_delivery',
      events: [{ status: 'out_for_delivery' }],
    });
    expect(mine.json().shipment).not.toHaveProperty('note');
    const other = await (await w.other()).get(`/api/orders/${order.id}/shipment`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(translate('en', 'orders.notFound'));
    // A customer is not staff.
    expect((await buyer.get(`/api/admin/orders/${order.id}/shipments`)).statusCode).toBe(403);
    expect((await create(order.id, manual, buyer)).statusCode).toBe(403);
  });

  it('answers null before the order is shipped', async () => {
    const order = await w.makeOrder();
    const res = await (await w.buyer()).get(`/api/orders/${order.id}/shipment`);
    expect(res.json()).toEqual({ shipment: null });
  });

  it('takes an online order once paid, collecting nothing', async () => {
    const order = await w.makeOrder({ paymentMethod: 'card', paymentStatus: 'paid' });
    const res = await create(order.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().shipments[0].cod).toBe(0);
  });
});

describe('refusals write nothing', () => {
  it.each([
    ['a cancelled order', { paymentStatus: 'cancelled' as const }, 'shipments.orderCancelled'],
    [
      'an unpaid card order',
      { paymentMethod: 'card' as const, paymentStatus: 'pending' as const },
      'shipments.orderUnpaid',
    ],
    [
      'a declined wallet order',
      { paymentMethod: 'wallet' as const, paymentStatus: 'failed' as const },
      'shipments.orderUnpaid',
    ],
    [
      'an order awaiting confirmation',
      { deliveryStatus: 'awaiting_confirmation' as const },
      'shipments.awaitingConfirmation',
    ],
    ['a delivered order', { deliveryStatus: 'delivered' as const }, 'shipments.notShippable'],
  ] as const)('%s (409)', async (_, values, key) => {
    const order = await w.makeOrder(values);
    for (const lang of ['en', 'ar'] as const) {
      const res = await admin.request({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/shipments`,
        payload: manual,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: translate(lang, key) });
    }
    await expectUntouched(order);
  });

  it.each([
    ['a tab', 'ARX\t123'],
    ['a line break', 'ARX-123\n'],
    ['a NUL', 'ARX\u0000123'],
    ['a bidi override', '\u202eARX123'],
    ['65 characters', 'A'.repeat(65)],
    ['only spaces', '   '],
  ])('a tracking number with %s (400)', async (_, trackingNumber) => {
    const order = await w.makeOrder();
    const res = await create(order.id, { ...manual, trackingNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('trackingNumber');
    await expectUntouched(order);
  });

  it('takes a 64-character tracking number, trimmed', async () => {
    const order = await w.makeOrder();
    const res = await create(order.id, { ...manual, trackingNumber: ` ${'7'.repeat(64)} ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().shipments[0].trackingNumber).toBe('7'.repeat(64));
  });

  it.each([
    ['more cash than owed', { cod: 250.01 }, 'cod'],
    ['cash on a paid order', { cod: 1 }, 'cod', { paymentStatus: 'paid' as const }],
    ['no parcel', { parcels: 0 }, 'parcels'],
    ['100 parcels', { parcels: 100 }, 'parcels'],
    ['no courier name', { courierName: '' }, 'courierName'],
    ['no tracking number', { trackingNumber: undefined }, 'trackingNumber'],
    ['a negative weight', { weightKg: -1 }, 'weightKg'],
  ] as [string, object, string, object?][])('%s (400)', async (_, change, field, values = {}) => {
    const order = await w.makeOrder(values);
    const res = await create(order.id, { ...manual, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    await expectUntouched(order);
  });

  it('names what is owed when the cash is too much', async () => {
    const order = await w.makeOrder();
    const res = await create(order.id, { ...manual, cod: 300 });
    expect(res.json().errors[0].messages[0]).toBe(
      translate('en', 'shipments.codAboveOwed', { owed: { egp: 250 } }),
    );
  });

  it('refuses Bosta when it is not configured (503)', async () => {
    const order = await w.makeOrder();
    const res = await create(order.id, { courier: 'bosta' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(translate('en', 'shipments.courierNotConfigured'));
    expect((await admin.get(`/api/admin/orders/${order.id}/shipments`)).json().couriers).toEqual([
      'manual',
    ]);
    await expectUntouched(order);
  });

  it('refuses a second live shipment, also when two are created at once', async () => {
    const order = await w.makeOrder();
    const results = await Promise.all([create(order.id), create(order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await w.shipmentsOf(order.id)).toHaveLength(1);
    const again = await create(order.id, { ...manual, trackingNumber: 'OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('en', 'shipments.alreadyShipped'));
    expect(await w.orderEventsOf(order.id)).toHaveLength(1);
  });
});

describe('staff actions on a shipment', () => {
  async function shipped() {
    const order = await w.makeOrder();
    const res = await create(order.id);
    expect(res.statusCode).toBe(201);
    return { order, shipmentId: res.json().shipments[0].id as string };
  }

  it('cancels it (audited); the order stays out for delivery and can be shipped again', async () => {
    const { order, shipmentId } = await shipped();
    sent.length = 0;
    const res = await admin.post(`/api/admin/shipments/${shipmentId}/cancel`, {
      note: 'Wrong number',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ canShip: true, shipments: [{ status: 'cancelled' }] });
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
    expect((await w.auditsOf(order.id)).map((a) => a.action)).toContain('order.shipment_cancelled');
    expect((await (await w.buyer()).get(`/api/orders/${order.id}/shipment`)).json()).toEqual({
      shipment: null,
    });
    // Cancelled twice: refused.
    expect((await admin.post(`/api/admin/shipments/${shipmentId}/cancel`, {})).statusCode).toBe(
      409,
    );
    // A new shipment joins the order already out for delivery (no second transition), and the
    // customer hears the new tracking number.
    const again = await create(order.id, { ...manual, trackingNumber: 'ARX-2' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().shipments.map((s: { status: string }) => s.status)).toEqual([
      'out_for_delivery',
      'cancelled',
    ]);
    expect(await w.orderEventsOf(order.id)).toHaveLength(1);
    await t.app.ctx.jobs.drain();
    expect(sent.at(-1)?.text).toContain('ARX-2');
  });

  it('marks it delivered through the admin transition', async () => {
    const { order, shipmentId } = await shipped();
    const res = await admin.post(`/api/admin/shipments/${shipmentId}/delivered`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipments[0].status).toBe('delivered');
    const row = await w.orderRow(order.id);
    expect(row.deliveryStatus).toBe('delivered');
    expect(row.deliveredAt).not.toBeNull();
    const audits = (await w.auditsOf(order.id)).map((a) => a.action);
    expect(audits).toContain('order.shipment_delivered');
    expect((await admin.post(`/api/admin/shipments/${shipmentId}/returned`, {})).statusCode).toBe(
      409,
    );
    expect((await admin.post(`/api/admin/shipments/${shipmentId}/cancel`, {})).statusCode).toBe(
      409,
    );
  });

  it('marks it returned in the manual courier’s name, the staff member kept', async () => {
    const { order, shipmentId } = await shipped();
    const res = await admin.post(`/api/admin/shipments/${shipmentId}/returned`, {
      note: 'Refused at the door',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('returned');
    const events = await w.orderEventsOf(order.id);
    const returned = events.find((e) => e.toStatus === 'returned')!;
    expect(returned.actorId).toBeNull();
    expect(returned.data).toMatchObject({ shipmentId, staffId: w.adminId });
    expect(returned.note).toBe('Refused at the door');
    expect((await w.auditsOf(order.id)).map((a) => a.action)).toContain('order.shipment_returned');

    // The parcel is back: the order can go out again with a new shipment (the returned one no
    // longer holds it), and moves back to out for delivery.
    const again = await create(order.id, { ...manual, trackingNumber: 'ARX-RETRY' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().shipments.map((s: { status: string }) => s.status)).toEqual([
      'out_for_delivery',
      'returned',
    ]);
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
  });

  it('refuses an unknown shipment (404) and a manual airway bill (409)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/shipments/${unknown}/cancel`, {})).statusCode).toBe(404);
    const { shipmentId } = await shipped();
    const bill = await admin.get(`/api/admin/shipments/${shipmentId}/airway-bill`);
    expect(bill.statusCode).toBe(409);
  });
});
