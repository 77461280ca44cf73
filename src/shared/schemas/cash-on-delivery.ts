import { z } from 'zod';

/** Cash on delivery, end to end (docs/decisions/043-cash-on-delivery.md); money is EGP. */

/** A number field left empty is required; anything else not a number is invalid. */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/**
 * POST /api/admin/orders/:id/cash-collected: what the courier handed over (default: the order's
 * total; never above it, checked by the server) and the Cairo day it was collected (default:
 * today; never in the future, nor before the order was placed).
 */
export const cashCollectedInputSchema = z.strictObject({
  amount: z
    .number({ error: numberError })
    .gt(0, 'validation.amountPositive')
    .max(1_000_000, 'validation.tooBig')
    .refine(
      (amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6),
      'validation.invalidAmount',
    )
    .optional(),
  date: z.iso.date('validation.invalidDate').optional(),
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type CashCollectedInput = z.input<typeof cashCollectedInputSchema>;

/** POST /api/admin/orders/:id/confirm: the admin confirmed by phone; the note is kept. */
export const confirmOrderInputSchema = z.strictObject({
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});

/** The cash-on-delivery facts of an order, on the admin's order page (null for other methods). */
export const codOrderStateSchema = z.object({
  /** The cash recorded: amount, when (an instant) and the admin who recorded it (null: gone). */
  cashCollected: z
    .object({
      amount: z.number(),
      at: z.string(),
      by: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    })
    .nullable(),
  /** When the customer (link) or an admin (phone call) confirmed it; null: not, or not needed. */
  confirmedAt: z.string().nullable(),
});
export type CodOrderState = z.infer<typeof codOrderStateSchema>;

/** What the e-mailed confirmation link (GET/POST /api/order-confirmations/:token) says. */
export const ORDER_CONFIRMATION_STATES = ['awaiting', 'confirmed', 'cancelled'] as const;
export const orderConfirmationSchema = z.object({
  state: z.enum(ORDER_CONFIRMATION_STATES),
  orderNumber: z.number().int(),
  total: z.number(),
  confirmedAt: z.string().nullable(),
  /** True only in the answer of the request that confirmed it. */
  confirmedNow: z.boolean(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const confirmationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
