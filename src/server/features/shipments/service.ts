import { and, count, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Courier,
  isOnlinePaymentMethod,
  type Language,
  type ShipmentStatus,
} from '../../../shared/constants';
import { toEgp, toPiastres } from '../../../shared/money';
import type {
  AdminOrderShipments,
  AdminShipment,
  CustomerShipment,
  createShipmentInputSchema,
  OrderShipment,
} from '../../../shared/schemas/shipments';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { translate } from '../../lib/i18n';
import type { MessageKey } from '../../lib/messages';
import { recordAudit } from '../audit';
import { userContact } from '../auth';
import {
  type Actor,
  applyTransition,
  lockOrder,
  type OrderEffect,
  type OrderRow,
  orderWithLines,
  queueShipmentMail,
  runOrderEffects,
} from '../orders';
import {
  CourierError,
  type CourierProvider,
  type CourierProviders,
  type CourierUpdate,
  couriersFrom,
} from './providers';
import type { BookedDelivery, DeliveryRequest } from './providers/types';
import { ENDED_UNSHIPPED } from './reads';
import { isFinalShipmentStatus } from './status-map';
import { shipmentEvents, shipments } from './tables';

/**
 * Shipments (docs/decisions/044-shipments-and-couriers.md): staff ship an order with a courier,
 * which moves it to "out for delivery" through the lifecycle in the same transaction as the
 * shipment's row; the courier's word (webhook or polling) is kept on the shipment's timeline and,
 * for a delivered or returned parcel, moves the order through the lifecycle too. A courier call
 * happens before the transaction: when it fails or never answers, nothing is written.
 */

type CreateInput = z.output<typeof createShipmentInputSchema>;
type ShipmentRow = typeof shipments.$inferSelect;
type EventSource = (typeof shipmentEvents.$inferInsert)['source'];

/** Shipments the polling job asks about per run, and how long before one is asked again. */
export const POLL_BATCH = 50;
export const POLL_AGAIN_AFTER_MINUTES = 30;

const conflict = (key: MessageKey) => new AppError('CONFLICT', 409, key);
const notFound = () => AppError.notFound('shipments.notFound');

/** What the order still owes the shop: the cash a courier may collect (decision 044). */
export const owedPiastres = (order: OrderRow) =>
  order.paymentMethod === 'cod' && order.paymentStatus === 'pending' ? order.totalPiastres : 0;

/** Why the order cannot be shipped now (a live shipment aside), or null. */
export function shipRefusal(order: OrderRow): MessageKey | null {
  if (order.paymentStatus === 'cancelled') return 'shipments.orderCancelled';
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  if (isOnlinePaymentMethod(order.paymentMethod) && !paid) return 'shipments.orderUnpaid';
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'failed') {
    return 'shipments.notShippable';
  }
  if (order.deliveryStatus === 'awaiting_confirmation') return 'shipments.awaitingConfirmation';
  // In progress, or back from a courier; out for delivery only after its shipment was cancelled
  // (or when it was marked so by hand): the shipment then joins it (no second transition).
  if (
    order.deliveryStatus !== 'in_progress' &&
    order.deliveryStatus !== 'returned' &&
    order.deliveryStatus !== 'out_for_delivery'
  ) {
    return 'shipments.notShippable';
  }
  return null;
}

/** A courier's failure as the admin reads it: nothing was written, and whether to retry. */
export function courierFailure(error: unknown, provider: CourierProvider, lang: Language = 'ar') {
  if (!(error instanceof CourierError)) return error;
  const courier = provider.name[lang];
  switch (error.kind) {
    case 'timeout':
      return new AppError('GATEWAY_TIMEOUT', 504, 'shipments.courierTimeout', {
        params: { courier },
        cause: error,
      });
    case 'unreachable':
    case 'server':
    case 'invalid':
      return new AppError('UNAVAILABLE', 503, 'shipments.courierUnavailable', {
        params: { courier },
        cause: error,
      });
    case 'unsupported':
      return new AppError('UNPROCESSABLE', 422, 'shipments.addressUnsupported', { cause: error });
    case 'refused':
      return new AppError('BAD_GATEWAY', 502, 'shipments.courierRefused', {
        params: { courier, reason: error.courierMessage ?? String(error.status ?? '') },
        cause: error,
      });
  }
}

export function createShipmentsService(
  ctx: AppContext,
  deps: { couriers?: CourierProviders } = {},
) {
  const { db } = ctx;
  const couriers = deps.couriers ?? couriersFrom(ctx.config);
  const providerOf = (courier: Courier) =>
    courier === 'manual' ? null : (couriers[courier] ?? null);

  const trackingUrl = (row: ShipmentRow) => {
    const provider = providerOf(row.courier);
    return provider && row.trackingNumber ? provider.trackingUrl(row.trackingNumber) : null;
  };

  async function eventsOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ids))
      .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.createdAt));
  }

  const shipmentsOfOrder = (orderId: string) =>
    db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
      .orderBy(desc(shipments.createdAt));

  function customerView(
    row: ShipmentRow,
    events: (typeof shipmentEvents.$inferSelect)[],
  ): CustomerShipment {
    return {
      courier: row.courier,
      courierName: row.courierName,
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrl(row),
      status: row.status,
      parcels: row.parcels,
      createdAt: row.createdAt.toISOString(),
      events: events
        .filter((e) => e.shipmentId === row.id)
        .map((e) => ({ status: e.status, code: e.code, occurredAt: e.occurredAt.toISOString() })),
    };
  }

  async function adminView(
    row: ShipmentRow,
    events: (typeof shipmentEvents.$inferSelect)[],
  ): Promise<AdminShipment> {
    const by = row.createdById ? await userContact(db, row.createdById) : null;
    return {
      ...customerView(row, events),
      id: row.id,
      orderId: row.orderId,
      externalId: row.externalId,
      weightKg: row.weightGrams === null ? null : row.weightGrams / 1000,
      cod: toEgp(row.codPiastres),
      note: row.note,
      courierState: row.courierState,
      lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
      createdBy: by
        ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim(), email: by.email }
        : null,
      updatedAt: row.updatedAt.toISOString(),
      events: events
        .filter((e) => e.shipmentId === row.id)
        .map((e) => ({
          status: e.status,
          code: e.code,
          source: e.source,
          occurredAt: e.occurredAt.toISOString(),
        })),
    };
  }

  /** The courier's name and tracking in the mail, once the shipment is committed. */
  function mailLines(row: ShipmentRow) {
    const provider = providerOf(row.courier);
    const name = provider?.name ?? { en: row.courierName ?? '', ar: row.courierName ?? '' };
    return { courier: name, trackingNumber: row.trackingNumber, trackingUrl: trackingUrl(row) };
  }

  /**
   * Runs an order change's effects after its commit; the 'out_for_delivery' mail of a shipment
   * carries its courier and tracking number (sent even when the order was out already: the
   * customer learns the new tracking number).
   */
  async function afterCommit(effects: OrderEffect[], shipped?: ShipmentRow) {
    const others = shipped
      ? effects.filter((e) => !(e.kind === 'mail' && e.mail === 'out_for_delivery'))
      : effects;
    await runOrderEffects(ctx, others);
    if (shipped) await queueShipmentMail(ctx, shipped.orderId, mailLines(shipped));
  }

  /** The cash to collect: what the admin typed, else what the order owes; never more. */
  function codOf(order: OrderRow, input: CreateInput) {
    const owed = owedPiastres(order);
    const cod = input.cod === undefined ? owed : toPiastres(input.cod);
    if (cod > owed) {
      throw AppError.validation([
        {
          field: 'cod',
          messages: [{ key: 'shipments.codAboveOwed', params: { owed: { egp: toEgp(owed) } } }],
        },
      ]);
    }
    return cod;
  }

  function checkShippable(order: OrderRow) {
    const refusal = shipRefusal(order);
    if (refusal) throw conflict(refusal);
  }

  async function liveShipment(tx: Tx | typeof db, orderId: string) {
    const [row] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), notInArray(shipments.status, ENDED_UNSHIPPED)));
    return row ?? null;
  }

  function deliveryRequest(
    order: OrderRow,
    lines: { quantity: number; nameEn: string }[],
    input: CreateInput,
    codPiastres: number,
    reference: string,
  ): DeliveryRequest {
    const to = order.shippingInfo;
    return {
      reference,
      receiver: {
        firstName: to.firstName,
        lastName: to.lastName,
        phone: to.phone,
        email: to.email || null,
      },
      address: { governorate: to.state, city: to.city, line: to.address, country: to.country },
      parcels: input.parcels,
      weightGrams: input.weightKg === undefined ? null : Math.round(input.weightKg * 1000),
      itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      description: `GreenVolt order ${order.orderNumber}: ${lines.map((l) => l.nameEn).join(', ')}`,
      codPiastres,
      note: input.note ?? null,
    };
  }

  /**
   * Books the delivery at the courier, or finds the one an earlier try booked under the same
   * reference (its answer lost to a timeout). Answers whether we booked it just now.
   */
  async function book(provider: CourierProvider, request: DeliveryRequest, lang: Language) {
    try {
      const found = (await provider.findByReference?.(request.reference)) ?? null;
      if (found) return { delivery: found, bookedNow: false };
      return { delivery: await provider.create(request), bookedNow: true };
    } catch (error) {
      throw courierFailure(error, provider, lang);
    }
  }

  /** A delivery we booked but could not record: cancelled again at the courier, best effort. */
  async function unbook(provider: CourierProvider, delivery: BookedDelivery) {
    try {
      await provider.cancel(delivery);
    } catch (error) {
      ctx.log.error(
        { err: error, trackingNumber: delivery.trackingNumber },
        'A courier delivery was booked but not recorded, and cancelling it failed: cancel it in the courier’s dashboard',
      );
    }
  }

  /** A shipment and its order, both row-locked (order first, as every writer here locks). */
  async function lockShipment(tx: Tx, shipmentId: string) {
    const [found] = await tx
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(eq(shipments.id, shipmentId));
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    const [row] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    return order && row ? { order, row } : null;
  }

  async function addEvent(
    tx: Tx,
    shipmentId: string,
    event: { code: string; status: ShipmentStatus; source: EventSource; data?: object; at?: Date },
  ) {
    const inserted = await tx
      .insert(shipmentEvents)
      .values({
        shipmentId,
        code: event.code,
        status: event.status,
        source: event.source,
        data: (event.data ?? null) as Record<string, unknown> | null,
        occurredAt: event.at ?? sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    return inserted.length > 0;
  }

  /**
   * A courier's report on a shipment (webhook or poll), applied in one transaction: the event
   * (once: webhook and poll of the same state keep one row), the shipment's status when the
   * report is the newest and the shipment has not ended, and for a delivered or returned parcel
   * the order's transition (courier_delivered / courier_returned). Cash collected by the courier
   * stays the admin's `collect_cash` (decision 044).
   */
  async function applyCourierUpdate(
    shipmentId: string,
    update: CourierUpdate,
    source: 'webhook' | 'poll',
  ): Promise<{ recorded: boolean; status: ShipmentStatus | null }> {
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockShipment(tx, shipmentId);
      if (!locked) return null;
      const { order, row } = locked;
      const [{ newest }] = await tx
        .select({ newest: max(shipmentEvents.occurredAt) })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, row.id));
      const recorded = await addEvent(tx, row.id, {
        code: update.code,
        status: update.status ?? row.status,
        source,
        data: update.data,
        at: update.occurredAt,
      });
      if (!recorded) return { recorded, status: row.status, effects: [] as OrderEffect[] };
      const latest = !newest || update.occurredAt.getTime() >= new Date(newest).getTime();
      if (!latest) return { recorded, status: row.status, effects: [] as OrderEffect[] };
      const next = update.status && !isFinalShipmentStatus(row.status) ? update.status : row.status;
      await tx
        .update(shipments)
        .set({ status: next, courierState: update.code, updatedAt: sql`now()` })
        .where(eq(shipments.id, row.id));
      const effects: OrderEffect[] = [];
      if (next !== row.status && (next === 'delivered' || next === 'returned')) {
        const actor: Actor = { kind: 'courier', courier: row.courier };
        const changed = await applyTransition(
          tx,
          order,
          next === 'delivered' ? 'courier_delivered' : 'courier_returned',
          actor,
          { data: { shipmentId: row.id, trackingNumber: row.trackingNumber, code: update.code } },
        );
        // Already there by staff's hand, or cancelled meanwhile: the shipment says it anyway.
        if (changed.ok) effects.push(...changed.effects);
        else ctx.log.info({ shipmentId, next }, 'courier report left the order as it was');
      }
      return { recorded, status: next, effects };
    });
    if (!outcome) return { recorded: false, status: null };
    await afterCommit(outcome.effects);
    return { recorded: outcome.recorded, status: outcome.status };
  }

  return {
    /** The couriers staff may choose now: manual always, the configured providers too. */
    couriers: (): Courier[] => ['manual', ...(Object.keys(couriers) as Courier[])],

    providerOf,

    /** The admin's order page: the order's shipments and what "Create shipment" may offer. */
    async forOrder(orderId: string, lang: Language): Promise<AdminOrderShipments> {
      const found = await orderWithLines(db, orderId);
      if (!found) throw AppError.notFound('orders.notFound');
      const rows = await shipmentsOfOrder(orderId);
      const events = await eventsOf(rows.map((r) => r.id));
      const live = rows.some((r) => !ENDED_UNSHIPPED.includes(r.status));
      const refusal = live ? 'shipments.alreadyShipped' : shipRefusal(found.order);
      const owed = toEgp(owedPiastres(found.order));
      return {
        shipments: await Promise.all(rows.map((row) => adminView(row, events))),
        couriers: ['manual', ...(Object.keys(couriers) as Courier[])],
        canShip: refusal === null,
        blockedReason: refusal ? translate(lang, refusal) : null,
        codDefault: owed,
        codMax: owed,
      };
    },

    /** The customer's order page: their order's shipment (never another customer's). */
    async forCustomer(userId: string, orderId: string): Promise<OrderShipment> {
      const found = await orderWithLines(db, orderId);
      if (!found || found.order.userId !== userId) throw AppError.notFound('orders.notFound');
      const live = (await shipmentsOfOrder(orderId)).find((r) => r.status !== 'cancelled');
      if (!live) return { shipment: null };
      return { shipment: customerView(live, await eventsOf([live.id])) };
    },

    /**
     * "Create shipment": books the courier (Bosta: before the transaction, idempotent by the
     * order number), then in one transaction the shipment's row, its first event, the order's
     * move to out for delivery (mark_out_for_delivery, the admin's) and the audit row.
     */
    async create(orderId: string, input: CreateInput, actorId: string, lang: Language) {
      const provider = input.courier === 'manual' ? null : providerOf(input.courier);
      if (input.courier !== 'manual' && !provider) {
        throw new AppError('UNAVAILABLE', 503, 'shipments.courierNotConfigured');
      }
      // Checked first without a lock, so a refused order never reaches the courier.
      const found = await orderWithLines(db, orderId);
      if (!found) throw AppError.notFound('orders.notFound');
      checkShippable(found.order);
      const codPiastres = codOf(found.order, input);
      if (await liveShipment(db, orderId)) throw conflict('shipments.alreadyShipped');

      let booked: { delivery: BookedDelivery; bookedNow: boolean } | null = null;
      if (provider) {
        const [{ n }] = await db
          .select({ n: count() })
          .from(shipments)
          .where(and(eq(shipments.orderId, orderId), eq(shipments.courier, provider.courier)));
        // One reference per attempt: a retry of the same attempt finds its delivery again.
        const reference =
          n === 0 ? String(found.order.orderNumber) : `${found.order.orderNumber}-${n + 1}`;
        booked = await book(
          provider,
          deliveryRequest(found.order, found.lines, input, codPiastres, reference),
          lang,
        );
      }

      let result: { row: ShipmentRow; effects: OrderEffect[] };
      try {
        result = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw AppError.notFound('orders.notFound');
          checkShippable(order);
          const cod = codOf(order, input);
          const delivery = booked?.delivery ?? null;
          const [row] = await tx
            .insert(shipments)
            .values({
              orderId,
              courier: input.courier,
              courierName: input.courier === 'manual' ? (input.courierName ?? null) : null,
              trackingNumber: delivery?.trackingNumber ?? input.trackingNumber ?? null,
              externalId: delivery?.externalId ?? null,
              parcels: input.parcels,
              weightGrams: input.weightKg === undefined ? null : Math.round(input.weightKg * 1000),
              codPiastres: cod,
              note: input.note ?? null,
              // The manual courier has the parcel in hand; Bosta first comes to pick it up.
              status: provider ? 'created' : 'out_for_delivery',
              courierState: delivery?.update?.code ?? null,
              createdById: actorId,
            })
            .returning();
          await addEvent(tx, row.id, {
            code: delivery?.update?.code ?? 'created',
            status: row.status,
            source: 'staff',
            data: { by: actorId },
          });
          const data = {
            shipmentId: row.id,
            courier: row.courier,
            trackingNumber: row.trackingNumber,
          };
          let effects: OrderEffect[] = [];
          if (order.deliveryStatus !== 'out_for_delivery') {
            const outcome = await applyTransition(
              tx,
              order,
              'mark_out_for_delivery',
              { kind: 'admin', id: actorId },
              { note: input.note ?? null, data },
            );
            if (!outcome.ok) throw conflict('shipments.notShippable');
            effects = outcome.effects;
          }
          await recordAudit(tx, {
            actorId,
            action: 'order.shipment_created',
            entityType: 'order',
            entityId: orderId,
            after: {
              ...data,
              courierName: row.courierName,
              parcels: row.parcels,
              weightKg: input.weightKg ?? null,
              cod: toEgp(row.codPiastres),
              ...(row.note ? { note: row.note } : {}),
            },
          });
          return { row, effects };
        });
      } catch (error) {
        if (provider && booked?.bookedNow) await unbook(provider, booked.delivery);
        if (isUniqueViolation(error)) throw conflict('shipments.alreadyShipped');
        throw error;
      }
      await afterCommit(result.effects, result.row);
      return result.row;
    },

    /**
     * Cancels a live shipment: at the courier first (Bosta terminates it; a failure writes
     * nothing), then the row, its event and the audit row. The order stays out for delivery:
     * staff ship it again (a new shipment joins it) or cancel the order.
     */
    async cancel(shipmentId: string, actorId: string, note: string | undefined, lang: Language) {
      const [current] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
      if (!current) throw notFound();
      if (isFinalShipmentStatus(current.status)) throw conflict('shipments.notLive');
      const provider = providerOf(current.courier);
      if (current.courier !== 'manual' && !provider) {
        throw new AppError('UNAVAILABLE', 503, 'shipments.courierNotConfigured');
      }
      if (provider) {
        try {
          await provider.cancel(current);
        } catch (error) {
          throw courierFailure(error, provider, lang);
        }
      }
      await db.transaction(async (tx) => {
        const locked = await lockShipment(tx, shipmentId);
        if (!locked) throw notFound();
        // Cancelled already: the courier's report of this very termination (Bosta's webhook)
        // came before its answer to us. The cancel is the staff member's all the same.
        const reportedFirst = Boolean(provider) && locked.row.status === 'cancelled';
        if (isFinalShipmentStatus(locked.row.status) && !reportedFirst) {
          throw conflict('shipments.notLive');
        }
        const before = reportedFirst ? current.status : locked.row.status;
        await tx
          .update(shipments)
          .set({ status: 'cancelled', updatedAt: sql`now()` })
          .where(eq(shipments.id, shipmentId));
        await addEvent(tx, shipmentId, {
          code: 'cancelled',
          status: 'cancelled',
          source: 'staff',
          data: { by: actorId, ...(note ? { note } : {}) },
        });
        await recordAudit(tx, {
          actorId,
          action: 'order.shipment_cancelled',
          entityType: 'order',
          entityId: locked.row.orderId,
          before: { shipmentId, status: before },
          after: {
            shipmentId,
            status: 'cancelled',
            courier: locked.row.courier,
            trackingNumber: locked.row.trackingNumber,
            ...(note ? { note } : {}),
          },
        });
      });
      return current.orderId;
    },

    /**
     * Staff's word on a manual courier's parcel: delivered (the admin's mark_delivered) or
     * returned (courier_returned in the courier's name, `manual`, with the staff member kept on
     * the event; decision 044). Bosta's parcels are reported by Bosta.
     */
    async settleManual(
      shipmentId: string,
      outcome: 'delivered' | 'returned',
      actorId: string,
      note: string | undefined,
    ) {
      const effects = await db.transaction(async (tx) => {
        const locked = await lockShipment(tx, shipmentId);
        if (!locked) throw notFound();
        const { order, row } = locked;
        if (row.courier !== 'manual') throw conflict('shipments.onlyManual');
        if (isFinalShipmentStatus(row.status)) throw conflict('shipments.notLive');
        const data = { shipmentId, trackingNumber: row.trackingNumber, staffId: actorId };
        const changed =
          outcome === 'delivered'
            ? await applyTransition(
                tx,
                order,
                'mark_delivered',
                { kind: 'admin', id: actorId },
                { note: note ?? null, data },
              )
            : await applyTransition(
                tx,
                order,
                'courier_returned',
                { kind: 'courier', courier: 'manual' },
                { note: note ?? null, data },
              );
        if (!changed.ok) throw conflict('orders.transitionNotAllowed');
        await tx
          .update(shipments)
          .set({ status: outcome, courierState: outcome, updatedAt: sql`now()` })
          .where(eq(shipments.id, shipmentId));
        await addEvent(tx, shipmentId, {
          code: outcome,
          status: outcome,
          source: 'staff',
          data: { by: actorId, ...(note ? { note } : {}) },
        });
        await recordAudit(tx, {
          actorId,
          action: outcome === 'delivered' ? 'order.shipment_delivered' : 'order.shipment_returned',
          entityType: 'order',
          entityId: row.orderId,
          before: { shipmentId, status: row.status },
          after: { shipmentId, status: outcome, ...(note ? { note } : {}) },
        });
        return { effects: changed.effects, orderId: row.orderId };
      });
      await afterCommit(effects.effects);
      return effects.orderId;
    },

    /** The airway bill of a courier's shipment, a PDF (admins only; proxied, never cached). */
    async airwayBill(shipmentId: string, lang: Language) {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
      if (!row) throw notFound();
      const provider = providerOf(row.courier);
      if (!provider || !row.trackingNumber) {
        throw new AppError('CONFLICT', 409, 'shipments.noAirwayBill');
      }
      try {
        return { pdf: await provider.airwayBill(row), trackingNumber: row.trackingNumber };
      } catch (error) {
        throw courierFailure(error, provider, lang);
      }
    },

    /**
     * A courier's webhook: refused (nothing written) without the shared secret (401) or for a
     * tracking number we never booked (404); else applied as any report.
     */
    async webhook(
      courier: Exclude<Courier, 'manual'>,
      headers: Record<string, string | string[] | undefined>,
      body: unknown,
    ): Promise<'applied' | 'duplicate' | 'unauthorized' | 'invalid' | 'unknown'> {
      const provider = couriers[courier];
      if (!provider) return 'unauthorized';
      const read = provider.readWebhook(headers, body);
      if (!read.ok) return read.reason;
      const [row] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(eq(shipments.courier, courier), eq(shipments.trackingNumber, read.trackingNumber)),
        )
        .orderBy(desc(shipments.createdAt))
        .limit(1);
      if (!row) return 'unknown';
      const { recorded } = await applyCourierUpdate(row.id, read.update, 'webhook');
      return recorded ? 'applied' : 'duplicate';
    },

    applyCourierUpdate,

    /**
     * The polling job (missed webhooks): claims the open courier shipments asked about longest
     * ago (shipments_open_idx) under SKIP LOCKED, stamping last_polled_at, and applies each
     * answer that differs from the newest state recorded. A courier that does not answer is
     * asked again next time.
     */
    async poll(batch = POLL_BATCH): Promise<{ asked: number; recorded: number }> {
      const providers = Object.keys(couriers);
      if (providers.length === 0) return { asked: 0, recorded: 0 };
      const wait = `${POLL_AGAIN_AFTER_MINUTES} minutes`;
      const due = await db
        .update(shipments)
        .set({ lastPolledAt: sql`now()` })
        .where(
          inArray(
            shipments.id,
            sql`(select id from shipments
              where status not in ('delivered', 'returned', 'cancelled')
                and courier in ${providers}
                and (last_polled_at is null or last_polled_at < now() - ${wait}::interval)
              order by last_polled_at nulls first
              limit ${batch}
              for update skip locked)`,
          ),
        )
        .returning();
      let recorded = 0;
      for (const row of due) {
        const provider = providerOf(row.courier);
        if (!provider) continue;
        try {
          const update = await provider.status(row);
          const [last] = await db
            .select({ code: shipmentEvents.code })
            .from(shipmentEvents)
            .where(eq(shipmentEvents.shipmentId, row.id))
            .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.createdAt))
            .limit(1);
          // Nothing new since the last report (a poll sees only the state now).
          if (last?.code === update.code) continue;
          if ((await applyCourierUpdate(row.id, update, 'poll')).recorded) recorded += 1;
        } catch (error) {
          ctx.log.warn({ err: error, shipmentId: row.id }, 'courier status poll failed');
        }
      }
      return { asked: due.length, recorded };
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
