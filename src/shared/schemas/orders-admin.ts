import { z } from 'zod';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../constants';
import { codOrderStateSchema } from './cash-on-delivery';
import { listOf } from './common';
import { orderDetailSchema, orderSummarySchema } from './orders';

export const ORDER_ACTIONS = [
  'mark_paid',
  'mark_out_for_delivery',
  'mark_delivered',
  'undo_delivery',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const day = z.iso.date('validation.invalidDate').optional();

export const adminOrderQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  deliveryStatus: z.enum(DELIVERY_STATUSES).optional(),
  /** Cairo calendar days, inclusive. */
  from: day,
  to: day,
  /** Order number, customer name or phone. */
  search: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 100) || undefined),
});

export const adminOrderSummarySchema = orderSummarySchema.extend({
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
});
export const adminOrderListSchema = listOf(adminOrderSummarySchema);
export const adminOrderDetailSchema = orderDetailSchema.extend({
  customer: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /** Cash on delivery (decision 043): the cash recorded and the confirmation; null otherwise. */
  cashOnDelivery: codOrderStateSchema.nullable().optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderActionSchema = z.strictObject({
  action: z.enum(ORDER_ACTIONS),
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});

export const cleanupFailedSchema = z.strictObject({
  olderThanDays: z.number().int().min(1, 'validation.tooSmall').max(365, 'validation.tooBig'),
});
export const cleanupFailedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number().int(),
});
