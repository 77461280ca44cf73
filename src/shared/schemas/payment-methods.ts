import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';

/**
 * GET /api/payments/orders/:id (the customer's own order, decision 041): how it is being paid
 * and, for cash at a kiosk, the reference to give and until when (Cairo time on the page).
 */
export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  kiosk: z.object({ reference: z.string(), expiresAt: z.string().nullable() }).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** One transaction Paymob reported for an attempt, as the log keeps it (amount in EGP). */
export const paymentTransactionSchema = z.object({
  id: z.uuid(),
  transactionId: z.string(),
  state: z.string(),
  source: z.string(),
  amount: z.number().nullable(),
  method: z.string().nullable(),
  /** Paymob's source_data.type (card, wallet, …) and sub_type (card brand, wallet provider…). */
  sourceType: z.string().nullable(),
  subType: z.string().nullable(),
  cardLast4: z.string().nullable(),
  receivedAt: z.string(),
});
export type PaymentTransactionView = z.infer<typeof paymentTransactionSchema>;

/** GET /api/admin/payments/orders/:id: every payment attempt of the order, newest first. */
export const adminOrderPaymentsSchema = z.object({
  attempts: z.array(
    z.object({
      id: z.uuid(),
      attemptNumber: z.number().int(),
      reference: z.string(),
      method: z.string(),
      status: z.string(),
      provider: z.string(),
      amount: z.number(),
      kioskReference: z.string().nullable(),
      expiresAt: z.string().nullable(),
      createdAt: z.string(),
      transactions: z.array(paymentTransactionSchema),
    }),
  ),
});
export type AdminOrderPayments = z.infer<typeof adminOrderPaymentsSchema>;
