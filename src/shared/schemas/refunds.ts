import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { isObject } from './common';

/**
 * Refunds and voids from the admin order page (decision 042):
 * GET /api/admin/orders/:id/refunds and POST /api/admin/orders/:id/refunds (with an
 * Idempotency-Key header, one per dialog). Amounts in EGP, as the API speaks.
 */

export const REFUND_KINDS = ['refund', 'void'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
/** `provider`: through Paymob; `manual`: the admin gave the money back and records how. */
export const REFUND_MODES = ['provider', 'manual'] as const;
export type RefundMode = (typeof REFUND_MODES)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASON_MAX = 500;
export const REFUND_NOTE_MAX = 1000;
/** Above any order the shop takes (10 million EGP): a typo, not a refund. */
const REFUND_MAX_EGP = 10_000_000;

const twoDecimals = (egp: number) => Number.isInteger(Math.round(egp * 100 * 1e6) / 1e6);

export const refundRequestSchema = z
  .strictObject({
    kind: z.enum(REFUND_KINDS, 'validation.invalidOption').default('refund'),
    mode: z.enum(REFUND_MODES, 'validation.invalidOption'),
    /** What to give back (EGP); a void gives back the whole payment and needs none. */
    amount: z
      .number('validation.invalidType')
      .max(REFUND_MAX_EGP, 'validation.tooBig')
      .refine(twoDecimals, 'validation.invalidPrice')
      .optional(),
    reason: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(REFUND_REASON_MAX, 'validation.tooLong'),
    /** Manual refunds: how the money went back (cash handed over, bank transfer, …). */
    note: z.string().trim().max(REFUND_NOTE_MAX, 'validation.tooLong').optional(),
  })
  .superRefine(
    (input, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (input.kind === 'refund') {
        if (input.amount === undefined) issue('amount', 'validation.required');
        else if (input.amount <= 0) issue('amount', 'validation.amountPositive');
      }
      if (input.kind === 'void' && input.mode !== 'provider') issue('mode', 'validation.invalid');
      if (input.mode === 'manual' && !input.note) issue('note', 'validation.noteRequired');
    },
    // With the other fields' errors, not after them (issue 25, item 9).
    { when: isObject },
  );
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REFUND_KINDS),
  mode: z.enum(REFUND_MODES),
  amount: z.number(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  providerTransactionId: z.string().nullable(),
  /** Why it failed (the provider's words), or why it still waits. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin who asked for it; null once that account is gone. */
  createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Why Paymob cannot give this order's money back (the admin records a manual refund). */
export const PROVIDER_REFUND_BLOCKS = [
  'not_paid',
  'cod',
  'kiosk',
  'not_configured',
  'no_transaction',
] as const;
/** Why the payment cannot be voided (it can still be refunded). */
export const VOID_BLOCKS = ['not_paid', 'not_card', 'too_late', 'after_refund'] as const;

export const refundSummarySchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** What was captured: the order's total once paid, else 0 (EGP). */
  paid: z.number(),
  /** Given back so far. */
  refunded: z.number(),
  /** Asked of Paymob and not confirmed yet: held back from `left`. */
  pending: z.number(),
  /** What can still be refunded. */
  left: z.number(),
  provider: z.object({
    available: z.boolean(),
    reason: z.enum(PROVIDER_REFUND_BLOCKS).nullable(),
  }),
  void: z.object({ available: z.boolean(), reason: z.enum(VOID_BLOCKS).nullable() }),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

export const refundListSchema = z.object({
  summary: refundSummarySchema,
  /** Newest first. */
  refunds: z.array(refundSchema),
});
export type RefundList = z.infer<typeof refundListSchema>;

/**
 * A Paymob refund still pending after this long may be marked failed by the admin, who checked
 * Paymob's dashboard: its amount is no longer held (decision 042).
 */
export const REFUND_STALE_MINUTES = 60;

/** POST /api/admin/orders/:id/refunds/:refundId/fail: what the admin found (kept as its error). */
export const refundFailRequestSchema = z.strictObject({
  reason: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(REFUND_REASON_MAX, 'validation.tooLong'),
});
export type RefundFailRequest = z.input<typeof refundFailRequestSchema>;

/** The answer to a refund request: 200 when it went back, 202 while Paymob has not confirmed. */
export const refundAnswerSchema = refundListSchema.extend({
  refund: refundSchema,
  message: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
