import { createHash, timingSafeEqual } from 'node:crypto';
import { toEgp } from '../../../../shared/money';
import { BOSTA_CITIES } from '../bosta-cities';
import { BOSTA_STATES, bostaStatus } from '../status-map';
import {
  type BookedDelivery,
  CourierError,
  type CourierProvider,
  type CourierUpdate,
  type DeliveryRef,
  type DeliveryRequest,
} from './types';

/**
 * Bosta's business API v2 (decision 044 lists the sources): the API key goes as-is in the
 * Authorization header; every answer is `{ success, message, data }`.
 *
 *   POST   /deliveries?apiVersion=1                        book a delivery (type 10, "Deliver")
 *   POST   /deliveries/search                              find one by business reference
 *   GET    /deliveries/business/{trackingNumber}           its state now (the polling job)
 *   DELETE /deliveries/business/{trackingNumber}/terminate cancel it
 *   POST   /deliveries/mass-awb                            its airway bill, a base64 PDF
 *
 * Its webhook POSTs `{ _id, trackingNumber, state, type, timeStamp, … }` with the Authorization
 * header set in Bosta's dashboard (or `webhookCustomHeaders` of the delivery, which we send).
 */

export interface BostaOptions {
  baseUrl: string;
  apiKey: string;
  /** The webhook's shared secret; unset: every webhook is refused (polling alone follows). */
  webhookSecret?: string;
  /** Our webhook's URL, sent with each delivery (so the dashboard needs no setup). */
  webhookUrl?: string;
  timeoutMs: number;
}

export const BOSTA_TRACKING_PAGE = 'https://bosta.co/tracking-shipments?shipment-number=';

/** "Deliver": a parcel from the shop to its customer (Bosta's order types). */
const TYPE_DELIVER = 10;
const TRACKING = /^[A-Za-z0-9-]{1,64}$/;

/** The fields of Bosta's answers and webhooks we keep on an event (never the customer's phone). */
function keptData(source: Record<string, unknown>, code: number): Record<string, unknown> {
  const data: Record<string, unknown> = { state: BOSTA_STATES[code]?.name ?? null };
  const type = source.type;
  if (typeof type === 'string') data.type = type;
  else if (type && typeof type === 'object' && 'value' in type) data.type = String(type.value);
  for (const key of ['exceptionReason', 'exceptionCode', 'numberOfAttempts', 'cod']) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') data[key] = value;
  }
  return data;
}

/** An instant Bosta sent: epoch milliseconds or an ISO string; null when unreadable. */
function instantOf(value: unknown): Date | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A state code as Bosta gives it: a number, a numeric string or `{ code }`. */
function stateCodeOf(state: unknown): number | null {
  const raw = state && typeof state === 'object' ? (state as { code?: unknown }).code : state;
  const code = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

function updateOf(source: Record<string, unknown>, fallbackTime: Date): CourierUpdate | null {
  const code = stateCodeOf(source.state);
  if (code === null) return null;
  const state = source.state as { updatedAt?: unknown } | null;
  const occurredAt =
    instantOf(source.timeStamp) ??
    instantOf(state && typeof state === 'object' ? state.updatedAt : undefined) ??
    instantOf(source.updatedAt) ??
    fallbackTime;
  return {
    code: String(code),
    status: bostaStatus(code, source.type),
    occurredAt,
    data: keptData(source, code),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Same length digests, so the comparison takes as long whatever was sent. */
function sameSecret(sent: string, secret: string): boolean {
  return timingSafeEqual(digest(sent), digest(secret));
}

/** The receiver's name as Bosta wants it: a first and a last name, neither empty. */
function nameParts(request: DeliveryRequest['receiver']) {
  return {
    firstName: request.firstName.trim() || '-',
    lastName: request.lastName.trim() || '-',
  };
}

/** The JSON body of POST /deliveries (decision 044); throws for an address Bosta cannot take. */
export function bostaDeliveryBody(
  request: DeliveryRequest,
  options: Pick<BostaOptions, 'webhookSecret' | 'webhookUrl'>,
) {
  const city = BOSTA_CITIES[request.address.governorate];
  const line = request.address.line.trim();
  // Bosta delivers in Egypt, to one of its cities, with "firstLine … more than 5 characters".
  if (request.address.country !== 'EG' || !city || line.length <= 5) {
    throw new CourierError('unsupported', 'Bosta cannot deliver to this address');
  }
  const notes = [
    request.note,
    request.parcels > 1 ? `Parcels: ${request.parcels}` : null,
    request.weightGrams ? `Weight: ${request.weightGrams / 1000} kg` : null,
  ].filter(Boolean);
  return {
    type: TYPE_DELIVER,
    specs: {
      packageType: 'Parcel',
      packageDetails: {
        itemsCount: request.itemsCount,
        description: request.description.slice(0, 250),
      },
    },
    cod: toEgp(request.codPiastres),
    dropOffAddress: {
      city: city.city,
      firstLine: line.slice(0, 250),
      secondLine: request.address.city.slice(0, 100),
    },
    receiver: {
      ...nameParts(request.receiver),
      phone: request.receiver.phone,
      ...(request.receiver.email ? { email: request.receiver.email } : {}),
    },
    businessReference: request.reference,
    ...(notes.length > 0 ? { notes: notes.join(' · ').slice(0, 500) } : {}),
    ...(options.webhookUrl && options.webhookSecret
      ? {
          webhookUrl: options.webhookUrl,
          webhookCustomHeaders: { Authorization: options.webhookSecret },
        }
      : {}),
  };
}

export function createBostaProvider(options: BostaOptions): CourierProvider {
  const base = options.baseUrl.replace(/\/$/, '');

  /** One call to Bosta; its `data`, or a CourierError saying what went wrong. */
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Inside the same limit: headers sent and then a stall is as stuck.
      raw = await res.text();
    } catch (error) {
      const name = (error as Error).name;
      const kind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
      throw Object.assign(new CourierError(kind, `Bosta ${method} ${path}: ${kind}`), {
        cause: error,
      });
    }
    let json: Record<string, unknown> | null = null;
    try {
      json = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      json = null;
    }
    const message = typeof json?.message === 'string' ? json.message.slice(0, 200) : undefined;
    if (res.status >= 500) {
      throw new CourierError('server', `Bosta ${path} answered ${res.status}`, res.status, message);
    }
    if (!res.ok || json?.success === false) {
      throw new CourierError(
        'refused',
        `Bosta ${path} refused (${res.status})`,
        res.status,
        message,
      );
    }
    if (!json) throw new CourierError('invalid', `Bosta ${path} answered no JSON`, res.status);
    return json.data;
  }

  const refOf = (delivery: DeliveryRef) => {
    if (!delivery.trackingNumber) throw new CourierError('invalid', 'no Bosta tracking number');
    return encodeURIComponent(delivery.trackingNumber);
  };

  const booked = (data: unknown): BookedDelivery => {
    const row = (data ?? {}) as Record<string, unknown>;
    const id = row._id;
    const trackingNumber = row.trackingNumber;
    if (
      typeof id !== 'string' ||
      (typeof trackingNumber !== 'string' && typeof trackingNumber !== 'number') ||
      !TRACKING.test(String(trackingNumber))
    ) {
      throw new CourierError('invalid', 'Bosta answered no delivery id or tracking number');
    }
    return {
      externalId: id,
      trackingNumber: String(trackingNumber),
      update: row.state === undefined ? null : updateOf(row, new Date()),
    };
  };

  return {
    courier: 'bosta',
    name: { en: 'Bosta', ar: 'بوسطة' },

    async create(request) {
      const body = bostaDeliveryBody(request, options);
      return booked(await call('POST', '/deliveries?apiVersion=1', body));
    },

    async findByReference(reference) {
      let data: unknown;
      try {
        data = await call('POST', '/deliveries/search', {
          businessReference: reference,
          pageSize: 10,
        });
      } catch (error) {
        // A search Bosta does not take this way is no answer; an outage is one (retry later).
        if (error instanceof CourierError && (error.kind === 'refused' || error.kind === 'invalid'))
          return null;
        throw error;
      }
      const list = (data as { deliveries?: unknown })?.deliveries;
      if (!Array.isArray(list)) return null;
      // Only an exact match, never a terminated one (a cancelled attempt is not this one).
      const found = list.find(
        (row) =>
          row &&
          typeof row === 'object' &&
          (row as Record<string, unknown>).businessReference === reference &&
          stateCodeOf((row as Record<string, unknown>).state) !== 48,
      );
      return found ? booked(found) : null;
    },

    async status(delivery) {
      const data = (await call('GET', `/deliveries/business/${refOf(delivery)}`)) as Record<
        string,
        unknown
      > | null;
      const update = data && typeof data === 'object' ? updateOf(data, new Date()) : null;
      if (!update) throw new CourierError('invalid', 'Bosta answered no state');
      return update;
    },

    async cancel(delivery) {
      await call('DELETE', `/deliveries/business/${refOf(delivery)}/terminate`);
    },

    async airwayBill(delivery) {
      if (!delivery.trackingNumber) throw new CourierError('invalid', 'no Bosta tracking number');
      const data = await call('POST', '/deliveries/mass-awb', {
        trackingNumbers: delivery.trackingNumber,
        requestedAwbType: 'A4',
        lang: 'ar',
      });
      const encoded = typeof data === 'string' ? data : null;
      const pdf = encoded
        ? Buffer.from(encoded.replace(/^data:application\/pdf;base64,/, ''), 'base64')
        : null;
      if (pdf?.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new CourierError('invalid', 'Bosta answered no PDF airway bill');
      }
      return pdf;
    },

    trackingUrl: (trackingNumber) => `${BOSTA_TRACKING_PAGE}${encodeURIComponent(trackingNumber)}`,

    readWebhook(headers, body) {
      const sent = headers.authorization;
      const secret = options.webhookSecret;
      if (
        !secret ||
        typeof sent !== 'string' ||
        !sameSecret(sent.replace(/^Bearer /i, ''), secret)
      ) {
        return { ok: false, reason: 'unauthorized' };
      }
      if (!body || typeof body !== 'object') return { ok: false, reason: 'invalid' };
      const row = body as Record<string, unknown>;
      const trackingNumber =
        typeof row.trackingNumber === 'number' ? String(row.trackingNumber) : row.trackingNumber;
      const update = updateOf(row, new Date());
      if (typeof trackingNumber !== 'string' || !TRACKING.test(trackingNumber) || !update) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, trackingNumber, update };
    },
  };
}
