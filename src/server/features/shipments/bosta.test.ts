import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/harness';
import { FAKE_AIRWAY_BILL, type FakeBosta, startFakeBosta } from './fake-bosta';
import { BOSTA_TRACKING_PAGE, bostaDeliveryBody, createBostaProvider } from './providers/bosta';
import { CourierError, type DeliveryRequest } from './providers/types';
import { bostaStatus } from './status-map';
import { shipments } from './tables';
import { shipmentWorld } from './test-fixtures';

// Bosta against its fake on 127.0.0.1 (decision 044): the client, the app's create, timeout,
// errors, the webhook (accepted, duplicate, forged, unknown) and the polling job.
const SECRET = 'bosta-webhook-secret-0123456789';
const KEY = 'bosta-test-key';
let fake: FakeBosta;
let t: TestApp;
let w: Awaited<ReturnType<typeof shipmentWorld>>;
let admin: Awaited<ReturnType<typeof w.admin>>;

const webhook = (body: object, authorization: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shipments/webhooks/bosta',
    payload: body,
    headers: authorization === null ? {} : { authorization },
  });

async function shipWithBosta(values = {}) {
  const order = await w.makeOrder(values);
  const res = await admin.post(`/api/admin/orders/${order.id}/shipments`, {
    courier: 'bosta',
    parcels: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await w.shipmentsOf(order.id);
  return { order, row };
}

beforeAll(async () => {
  fake = await startFakeBosta(KEY);
  t = await createTestApp({
    config: {
      BOSTA_API_KEY: KEY,
      BOSTA_BASE_URL: fake.url,
      BOSTA_WEBHOOK_SECRET: SECRET,
      BOSTA_TIMEOUT_MS: '1000',
    },
  });
  t.app.ctx.mailer.send = async () => {};
  w = await shipmentWorld(t);
  admin = await w.admin();
});

afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

beforeEach(() => {
  fake.onWebhook((body, headers) => webhook(body, headers.authorization), SECRET);
});

describe('state mapping', () => {
  it('maps Bosta codes by the code, and the return leg apart', () => {
    expect(bostaStatus(10, 'SEND')).toBe('created');
    expect(bostaStatus(21, 'SEND')).toBe('picked_up');
    expect(bostaStatus(24, 'SEND')).toBe('in_transit');
    expect(bostaStatus(30)).toBe('in_transit');
    expect(bostaStatus(41, 'SEND')).toBe('out_for_delivery');
    expect(bostaStatus(41, 'RTO')).toBe('returning');
    expect(bostaStatus(41, { code: 20, value: 'Return to Origin' })).toBe('returning');
    expect(bostaStatus(45, { code: 10, value: 'Send' })).toBe('delivered');
    expect(bostaStatus(46, 'RTO')).toBe('returned');
    expect(bostaStatus(47)).toBe('exception');
    expect(bostaStatus(48)).toBe('cancelled');
    expect(bostaStatus(100)).toBe('exception');
    expect(bostaStatus(104)).toBeNull();
    expect(bostaStatus(999)).toBeNull();
  });
});

describe('the Bosta client', () => {
  const request: DeliveryRequest = {
    reference: '100042',
    receiver: { firstName: 'Mona', lastName: '', phone: '01112345678', email: null },
    address: { governorate: 'GZ', city: 'Dokki', line: '5 Tahrir St', country: 'EG' },
    parcels: 2,
    weightGrams: 1500,
    itemsCount: 3,
    description: 'Cells',
    codPiastres: 123_450,
    note: 'Call first',
  };

  it('builds the delivery as Bosta documents it, COD in EGP', () => {
    const body = bostaDeliveryBody(request, { webhookUrl: 'https://x/h', webhookSecret: SECRET });
    expect(body).toMatchObject({
      type: 10,
      cod: 1234.5,
      businessReference: '100042',
      specs: { packageType: 'Parcel', packageDetails: { itemsCount: 3, description: 'Cells' } },
      dropOffAddress: { city: 'Giza', firstLine: '5 Tahrir St', secondLine: 'Dokki' },
      receiver: { firstName: 'Mona', lastName: '-', phone: '01112345678' },
      notes: 'Call first · Parcels: 2 · Weight: 1.5 kg',
      webhookUrl: 'https://x/h',
      webhookCustomHeaders: { Authorization: SECRET },
    });
    expect(body.receiver).not.toHaveProperty('email');
  });

  it('refuses an address Bosta cannot take before calling it', () => {
    for (const address of [
      { ...request.address, country: 'SA' },
      { ...request.address, governorate: 'XX' },
      { ...request.address, line: 'short' },
    ]) {
      expect(() => bostaDeliveryBody({ ...request, address }, {})).toThrow(CourierError);
    }
  });

  it('creates, reads, prints and terminates against the fake', async () => {
    const client = createBostaProvider({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 1000 });
    const booked = await client.create({ ...request, reference: 'client-1' });
    expect(booked.trackingNumber).toMatch(/^\d+$/);
    expect(booked.update).toMatchObject({ code: '10', status: 'created' });
    expect(await client.findByReference!('client-1')).toMatchObject({
      trackingNumber: booked.trackingNumber,
    });
    expect(await client.findByReference!('nobody')).toBeNull();
    expect(await client.status(booked)).toMatchObject({ code: '10', status: 'created' });
    const pdf = await client.airwayBill(booked);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await client.cancel(booked);
    expect(await client.status(booked)).toMatchObject({ code: '48', status: 'cancelled' });
    // A terminated delivery is not found again by its reference.
    expect(await client.findByReference!('client-1')).toBeNull();
    expect(client.trackingUrl('123')).toBe(`${BOSTA_TRACKING_PAGE}123`);
    expect(fake.problems).toEqual([]);
  });

  it('tells a timeout, a 5xx and a refusal apart', async () => {
    const client = createBostaProvider({ baseUrl: fake.url, apiKey: KEY, timeoutMs: 200 });
    fake.stallNext(1500);
    await expect(client.create({ ...request, reference: 'slow' })).rejects.toMatchObject({
      kind: 'timeout',
    });
    fake.failNext(502);
    await expect(client.create(request)).rejects.toMatchObject({ kind: 'server' });
    fake.failNext(400, 'District is not covered');
    await expect(client.create(request)).rejects.toMatchObject({
      kind: 'refused',
      courierMessage: 'District is not covered',
    });
    const wrongKey = createBostaProvider({ baseUrl: fake.url, apiKey: 'x', timeoutMs: 500 });
    await expect(wrongKey.status({ externalId: null, trackingNumber: '1' })).rejects.toMatchObject({
      kind: 'refused',
      status: 401,
    });
    fake.problems.length = 0;
  });
});

describe('shipping with Bosta', () => {
  it('books the delivery (order number as reference) and records its tracking number', async () => {
    const { order, row } = await shipWithBosta();
    const sent = fake.requests.findLast(
      (r) => r.method === 'POST' && r.path.startsWith('/deliveries?'),
    );
    expect(sent?.body).toMatchObject({
      businessReference: String(order.orderNumber),
      cod: 250,
      dropOffAddress: { city: 'Cairo', firstLine: '12 Abbas El Akkad St' },
      receiver: { firstName: 'Mona', lastName: 'Adel', phone: '01112345678' },
      webhookUrl: `${t.config.appUrl}/api/shipments/webhooks/bosta`,
    });
    expect(fake.problems).toEqual([]);
    expect(row).toMatchObject({ courier: 'bosta', status: 'created', courierState: '10' });
    expect(fake.deliveries.get(row.trackingNumber!)?._id).toBe(row.externalId);
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
    const customer = await (await w.buyer()).get(`/api/orders/${order.id}/shipment`);
    expect(customer.json().shipment).toMatchObject({
      courier: 'bosta',
      trackingNumber: row.trackingNumber,
      trackingUrl: `${BOSTA_TRACKING_PAGE}${row.trackingNumber}`,
    });
  });

  it('writes nothing when Bosta does not answer in time, and a retry finds the delivery', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const order = await w.makeOrder();
      // The search answers; the create is booked but answers too late.
      fake.stallNext(2500, '/deliveries');
      const res = await admin.request({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/shipments`,
        payload: { courier: 'bosta' },
        headers: { 'accept-language': lang },
      });
      fake.stallNext(0); // whatever happened, nothing stays stalled for the next call
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({
        code: 'GATEWAY_TIMEOUT',
        message: translate(lang, 'shipments.courierTimeout', {
          courier: lang === 'ar' ? 'بوسطة' : 'Bosta',
        }),
      });
      expect(await w.shipmentsOf(order.id)).toEqual([]);
      expect((await w.orderRow(order.id)).deliveryStatus).toBe('in_progress');
      expect(await w.orderEventsOf(order.id)).toEqual([]);
      expect(await w.auditsOf(order.id)).toEqual([]);
      // Bosta did book it (the answer was late): the retry takes that delivery, books no other.
      const booked = [...fake.deliveries.values()].filter(
        (d) => d.businessReference === String(order.orderNumber),
      );
      expect(booked).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1800)); // the late answer is gone
      const before = fake.deliveries.size;
      const retry = await admin.post(`/api/admin/orders/${order.id}/shipments`, {
        courier: 'bosta',
      });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(fake.deliveries.size).toBe(before);
      const [row] = await w.shipmentsOf(order.id);
      expect(row.trackingNumber).toBe(booked[0].trackingNumber);
      expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
    }
  });

  it('says Bosta is unreachable (503) or refused (502), writing nothing', async () => {
    const order = await w.makeOrder();
    fake.failNext(500);
    const down = await admin.post(`/api/admin/orders/${order.id}/shipments`, { courier: 'bosta' });
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('UNAVAILABLE');
    expect(down.json().message).toBe(
      translate('en', 'shipments.courierUnavailable', { courier: 'Bosta' }),
    );
    // The search passes, the create is refused with Bosta's reason.
    fake.failNext(400, 'District is not covered', '/deliveries');
    const refused = await admin.post(`/api/admin/orders/${order.id}/shipments`, {
      courier: 'bosta',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('BAD_GATEWAY');
    expect(refused.json().message).toBe(
      translate('en', 'shipments.courierRefused', {
        courier: 'Bosta',
        reason: 'District is not covered',
      }),
    );
    await expect(w.shipmentsOf(order.id)).resolves.toEqual([]);
    const far = await w.makeOrder({
      shippingInfo: { ...order.shippingInfo, country: 'SA', state: 'Riyadh' },
    });
    const unsupported = await admin.post(`/api/admin/orders/${far.id}/shipments`, {
      courier: 'bosta',
    });
    expect(unsupported.statusCode).toBe(422);
    expect(await w.shipmentsOf(far.id)).toEqual([]);
  });

  it('cancels at Bosta (terminate) before recording it', async () => {
    const { order, row } = await shipWithBosta();
    fake.failNext(503);
    const failed = await admin.post(`/api/admin/shipments/${row.id}/cancel`, {});
    expect(failed.statusCode).toBe(503);
    expect((await w.shipmentsOf(order.id))[0].status).toBe('created');
    const res = await admin.post(`/api/admin/shipments/${row.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/deliveries/business/${row.trackingNumber}/terminate`,
    });
    expect((await w.shipmentsOf(order.id))[0].status).toBe('cancelled');
  });

  it("cancels when Bosta's report of the termination comes before its answer", async () => {
    const { order, row } = await shipWithBosta();
    fake.reportBeforeAnswering();
    const res = await admin.post(`/api/admin/shipments/${row.id}/cancel`, {
      note: 'customer called',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await w.shipmentsOf(order.id))[0].status).toBe('cancelled');
    // Both are kept: Bosta's report (48, Terminated) and the staff member's cancel.
    expect((await w.eventsOf(row.id)).map((e) => [e.source, e.code])).toEqual(
      expect.arrayContaining([
        ['webhook', '48'],
        ['staff', 'cancelled'],
      ]),
    );
    const audit = (await w.auditsOf(order.id)).find((a) => a.action === 'order.shipment_cancelled');
    expect(audit).toMatchObject({
      before: { status: 'created' },
      after: { status: 'cancelled', note: 'customer called' },
    });
  });

  it('prints the airway bill through our API, for admins only', async () => {
    const { row } = await shipWithBosta();
    const res = await admin.get(`/api/admin/shipments/${row.id}/airway-bill`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.toString('latin1')).toContain(FAKE_AIRWAY_BILL);
    const buyer = await w.buyer();
    expect((await buyer.get(`/api/admin/shipments/${row.id}/airway-bill`)).statusCode).toBe(403);
    // Staff do not settle Bosta's parcels by hand.
    expect((await admin.post(`/api/admin/shipments/${row.id}/delivered`, {})).statusCode).toBe(409);
  });
});

describe('the webhook', () => {
  it('records each state once and moves the order when delivered', async () => {
    const { order, row } = await shipWithBosta();
    const at = new Date(Date.now() + 60_000);
    fake.setState(row.trackingNumber!, 24, { at });
    await fake.webhooksDelivered();
    expect((await w.shipmentsOf(order.id))[0].status).toBe('in_transit');
    // Bosta sends it again: one row.
    const again = await webhook({
      trackingNumber: row.trackingNumber,
      state: 24,
      timeStamp: at.getTime(),
    });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await w.eventsOf(row.id)).filter((e) => e.code === '24')).toHaveLength(1);

    fake.setState(row.trackingNumber!, 45, { at: new Date(Date.now() + 120_000) });
    await fake.webhooksDelivered();
    expect((await w.shipmentsOf(order.id))[0].status).toBe('delivered');
    const placed = await w.orderRow(order.id);
    expect(placed.deliveryStatus).toBe('delivered');
    // Cash collected from the courier stays the admin's to record (collect_cash).
    expect(placed.paymentStatus).toBe('pending');
    const delivered = (await w.orderEventsOf(order.id)).find((e) => e.toStatus === 'delivered');
    expect(delivered).toMatchObject({ actorId: null });
    expect(delivered?.data).toMatchObject({ shipmentId: row.id, code: '45' });
    // A late, older report does not move it back.
    await webhook({ trackingNumber: row.trackingNumber, state: 41, timeStamp: at.getTime() + 1 });
    expect((await w.shipmentsOf(order.id))[0].status).toBe('delivered');
  });

  it('moves a returned parcel’s order to returned', async () => {
    const { order, row } = await shipWithBosta();
    fake.setState(row.trackingNumber!, 41, { type: 'RTO' });
    await fake.webhooksDelivered();
    expect((await w.shipmentsOf(order.id))[0].status).toBe('returning');
    fake.setState(row.trackingNumber!, 46, { type: 'RTO', at: new Date(Date.now() + 1000) });
    await fake.webhooksDelivered();
    expect((await w.shipmentsOf(order.id))[0].status).toBe('returned');
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('returned');
  });

  it('refuses a forged or unsigned webhook (401) and an unknown parcel (404), changing nothing', async () => {
    const { order, row } = await shipWithBosta();
    const before = await w.eventsOf(row.id);
    const forged = { trackingNumber: row.trackingNumber, state: 45, timeStamp: Date.now() };
    for (const authorization of ['wrong-secret', null, `${SECRET}x`, '']) {
      const res = await webhook(forged, authorization);
      expect(res.statusCode).toBe(401);
    }
    fake.setState(row.trackingNumber!, 45, { authorization: 'forged' });
    await fake.webhooksDelivered();
    const unknown = await webhook({
      trackingNumber: '999999999',
      state: 45,
      timeStamp: Date.now(),
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await webhook({ trackingNumber: 'bad number!', state: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(await w.eventsOf(row.id)).toEqual(before);
    expect((await w.shipmentsOf(order.id))[0].status).toBe('created');
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('out_for_delivery');
  });
});

describe('the polling job', () => {
  it('runs as the recurring job shipments.poll', async () => {
    await t.app.ctx.jobs.enqueueOnce('shipments.poll');
    // The app's own poller may take it first: wait until one of them has run it.
    for (let i = 0; i < 100; i += 1) {
      const rows = await t.database.db.execute(
        sql`select status from jobs where type = 'shipments.poll' order by created_at desc limit 1`,
      );
      const status = (rows as unknown as { rows: { status: string }[] }).rows[0]?.status;
      if (status === 'done') return;
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('shipments.poll never ran');
  });

  it('asks about open shipments oldest first, records what changed, and waits before asking again', async () => {
    const { order, row } = await shipWithBosta();
    // Every other open shipment was asked about just now: this one is the oldest.
    await t.database.db
      .update(shipments)
      .set({ lastPolledAt: new Date() })
      .where(eq(shipments.status, 'created'));
    await t.database.db
      .update(shipments)
      .set({ lastPolledAt: new Date('2020-01-01') })
      .where(eq(shipments.id, row.id));
    fake.onWebhook(() => undefined, SECRET); // the webhook is lost
    fake.setState(row.trackingNumber!, 21);
    const first = await t.app.ctx.services.shipments.poll(1);
    expect(first).toEqual({ asked: 1, recorded: 1 });
    const [polled] = await w.shipmentsOf(order.id);
    expect(polled.status).toBe('picked_up');
    expect(polled.lastPolledAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await w.eventsOf(row.id)).at(-1)).toMatchObject({ source: 'poll', code: '21' });
    // Asked again only after POLL_AGAIN_AFTER_MINUTES.
    fake.setState(row.trackingNumber!, 45);
    expect(await t.app.ctx.services.shipments.poll()).toMatchObject({ recorded: 0 });
    await t.database.db
      .update(shipments)
      .set({ lastPolledAt: new Date('2020-01-01') })
      .where(eq(shipments.id, row.id));
    expect(await t.app.ctx.services.shipments.poll(1)).toEqual({ asked: 1, recorded: 1 });
    expect((await w.shipmentsOf(order.id))[0].status).toBe('delivered');
    expect((await w.orderRow(order.id)).deliveryStatus).toBe('delivered');
  });
});
