import type { Courier, ShipmentStatus } from '../../../../shared/constants';

/**
 * A courier reached through its API (decision 044). Another courier is one more file beside
 * bosta.ts implementing this, and its line in providers/index.ts; the manual courier has none
 * (staff type its tracking number and say what became of the parcel).
 */
export interface CourierProvider {
  readonly courier: Exclude<Courier, 'manual'>;
  /** Its brand name in both languages, for messages ("Bosta" / "بوسطة"). */
  readonly name: { en: string; ar: string };
  /** Books the delivery; throws a CourierError (nothing booked as far as we know). */
  create(request: DeliveryRequest): Promise<BookedDelivery>;
  /**
   * The delivery booked earlier under this business reference, if the courier can say: a create
   * whose answer never came may have happened, and a retry must not book a second parcel.
   */
  findByReference?(reference: string): Promise<BookedDelivery | null>;
  /** The delivery's current state (the polling job). */
  status(delivery: DeliveryRef): Promise<CourierUpdate>;
  /** Cancels (terminates) the delivery at the courier. */
  cancel(delivery: DeliveryRef): Promise<void>;
  /** The airway bill to print, a PDF. */
  airwayBill(delivery: DeliveryRef): Promise<Buffer>;
  /** The courier's public tracking page of a tracking number. */
  trackingUrl(trackingNumber: string): string;
  /**
   * Reads a webhook: `unauthorized` when the shared secret is missing or wrong (compared in
   * constant time), `invalid` when the body is not one of the courier's updates.
   */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ):
    | { ok: true; trackingNumber: string; update: CourierUpdate }
    | { ok: false; reason: 'unauthorized' | 'invalid' };
}

export interface DeliveryRequest {
  /** Our idempotency key at the courier: the order number (and the attempt, after a cancel). */
  reference: string;
  receiver: { firstName: string; lastName: string; phone: string; email: string | null };
  address: { governorate: string; city: string; line: string; country: string };
  parcels: number;
  weightGrams: number | null;
  itemsCount: number;
  description: string;
  codPiastres: number;
  note: string | null;
}

export interface DeliveryRef {
  externalId: string | null;
  trackingNumber: string | null;
}

export interface BookedDelivery {
  externalId: string;
  trackingNumber: string;
  /** The state the courier gave it, when it said. */
  update: CourierUpdate | null;
}

/** One state the courier reported, mapped onto ours (null: keeps the shipment's status). */
export interface CourierUpdate {
  code: string;
  status: ShipmentStatus | null;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/**
 * A courier call that failed. `timeout`: no answer in time (it may or may not have happened);
 * `unreachable`: no connection; `server`: the courier's own failure (5xx); `refused`: it said no
 * (4xx, e.g. an address it cannot serve), with its message; `invalid`: an answer we cannot read;
 * `unsupported`: the request cannot be sent to this courier at all (e.g. outside its area).
 */
export class CourierError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'server' | 'refused' | 'invalid' | 'unsupported',
    message: string,
    readonly status?: number,
    readonly courierMessage?: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
