import { z } from 'zod';
import { COURIERS, SHIPMENT_STATUSES } from '../constants';
import { hasWholePiastres } from '../money';
import { isObject } from './common';

/**
 * Shipments (issue 21, docs/decisions/044-shipments-and-couriers.md): the admin creates one per
 * order with a courier (the manual courier, or Bosta when configured); the customer reads its
 * courier, tracking number and timeline. Amounts in EGP as the whole API speaks; weights in kg.
 */

export const TRACKING_NUMBER_MAX = 64;
export const COURIER_NAME_MAX = 60;
export const SHIPMENT_NOTE_MAX = 500;
export const PARCELS_MAX = 99;
/** A parcel a courier takes: at most this many kilograms (grams are stored). */
export const WEIGHT_MAX_KG = 1000;

/**
 * Control characters (and the invisible bidi/format ones) have no place in a tracking number or
 * a courier's name: they would break the airway bill, the mail and the customer's page.
 */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined);

export const trackingNumberSchema = z
  .string('validation.required')
  // Checked before trimming: a tab or a newline around it is refused, not cut away silently.
  .refine((value) => !CONTROL.test(value), 'validation.noControlCharacters')
  .transform((value) => value.trim())
  .pipe(z.string().min(1, 'validation.required').max(TRACKING_NUMBER_MAX, 'validation.tooLong'));

/** POST /api/admin/orders/:id/shipments: what the admin's "Create shipment" form sends. */
export const createShipmentInputSchema = z
  .strictObject({
    courier: z.enum(COURIERS, 'validation.invalidOption'),
    /** The manual courier's name ("Aramex", "مندوب الشركة"); Bosta needs none. */
    courierName: optionalText(COURIER_NAME_MAX).refine(
      (value) => !value || !CONTROL.test(value),
      'validation.noControlCharacters',
    ),
    /** Typed by staff for the manual courier; Bosta gives its own. */
    trackingNumber: trackingNumberSchema.optional(),
    parcels: z
      .number('validation.invalidQuantity')
      .int('validation.invalidQuantity')
      .min(1, 'validation.invalidQuantity')
      .max(PARCELS_MAX, 'validation.invalidQuantity')
      .default(1),
    weightKg: z
      .number('validation.invalidWeight')
      .positive('validation.tooSmall')
      .max(WEIGHT_MAX_KG, 'validation.tooBig')
      .optional(),
    /** Cash the courier collects (EGP); absent: what the order still owes (decision 044). */
    cod: z
      .number('validation.invalidAmount')
      .min(0, 'validation.tooSmall')
      .max(10_000_000, 'validation.tooBig')
      .refine(hasWholePiastres, 'validation.invalidPrice')
      .optional(),
    note: optionalText(SHIPMENT_NOTE_MAX),
  })
  .superRefine(
    (input, ctx) => {
      if (input.courier !== 'manual') return;
      if (!input.courierName) {
        ctx.addIssue({ code: 'custom', path: ['courierName'], message: 'validation.required' });
      }
      if (!input.trackingNumber) {
        ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'validation.required' });
      }
    },
    // With the other fields' errors, not after them (issue 25, item 9).
    { when: isObject },
  );
export type CreateShipmentInput = z.input<typeof createShipmentInputSchema>;

/** Staff's word on a manual shipment, or the reason a shipment is cancelled. */
export const shipmentActionInputSchema = z.strictObject({ note: optionalText(SHIPMENT_NOTE_MAX) });

/** One state on the tracking timeline. `code`: the courier's own (Bosta's 45, staff's word). */
export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  code: z.string(),
  occurredAt: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** What the customer sees of their order's shipment. */
export const customerShipmentSchema = z.object({
  courier: z.enum(COURIERS),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's public tracking page (Bosta); null for the manual courier. */
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  parcels: z.number().int(),
  createdAt: z.string(),
  /** Newest first. */
  events: z.array(shipmentEventSchema),
});
export type CustomerShipment = z.infer<typeof customerShipmentSchema>;

/** GET /api/orders/:id/shipment: the live shipment (or the last one), null before shipping. */
export const orderShipmentSchema = z.object({ shipment: customerShipmentSchema.nullable() });
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const adminShipmentSchema = customerShipmentSchema.extend({
  id: z.uuid(),
  orderId: z.uuid(),
  externalId: z.string().nullable(),
  weightKg: z.number().nullable(),
  cod: z.number(),
  note: z.string().nullable(),
  courierState: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  updatedAt: z.string(),
  events: z.array(shipmentEventSchema.extend({ source: z.enum(['webhook', 'poll', 'staff']) })),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** GET /api/admin/orders/:id/shipments: the order's shipments and what "Create" may offer. */
export const adminOrderShipmentsSchema = z.object({
  /** Newest first; at most one is not cancelled (the live one). */
  shipments: z.array(adminShipmentSchema),
  /** Couriers staff may choose now: manual always, Bosta when configured. */
  couriers: z.array(z.enum(COURIERS)),
  /** Whether the order may be shipped now, and if not why (a message in the caller's language). */
  canShip: z.boolean(),
  blockedReason: z.string().nullable(),
  /** The cash to collect by default and at most: what the order still owes (EGP). */
  codDefault: z.number(),
  codMax: z.number(),
});
export type AdminOrderShipments = z.infer<typeof adminOrderShipmentsSchema>;
