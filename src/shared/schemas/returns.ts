import { z } from 'zod';
import { PAYMENT_METHODS, RETURN_STATUSES } from '../constants';
import { listOf } from './common';
import { orderDetailSchema } from './orders';

/**
 * Changes after checkout (issue 21, decision 046): the customer cancelling their own order before
 * it leaves, and returns of a delivered order's items within the shop's window.
 */

const details = (max: number) =>
  z
    .string('validation.invalidType')
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((text) => text || undefined);

/** A free text that must be given with "other" (what the short list does not say). */
function otherNeedsDetails(input: { reason?: unknown; details?: unknown }, ctx: z.RefinementCtx) {
  if (input.reason === 'other' && !input.details) {
    ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
  }
}

// ——— The customer cancels ———

export const CANCEL_REASONS = [
  'changed_mind',
  'ordered_by_mistake',
  'found_better_price',
  'delivery_too_slow',
  'change_order',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_DETAILS_MAX = 500;

/** POST /api/orders/:id/cancel. */
export const customerCancelSchema = z
  .strictObject({
    reason: z.enum(CANCEL_REASONS, 'validation.required'),
    details: details(CANCEL_DETAILS_MAX),
    /**
     * "Cancel and return the items to my cart" (issue 24 item 3): an order nothing was paid for
     * (a card payment left unfinished) puts its lines and coupon back into the cart.
     */
    backToCart: z.boolean().optional(),
  })
  .superRefine(otherNeedsDetails);
export type CustomerCancelInput = z.input<typeof customerCancelSchema>;

/**
 * What happened to the money: `none` (nothing was paid), `refunded` (given back at once),
 * `pending` (asked of the payment provider, or to be retried by staff: the customer waits),
 * `manual` (the shop gives it back by hand: kiosk payments).
 */
export const CANCEL_REFUNDS = ['none', 'refunded', 'pending', 'manual'] as const;
export type CancelRefund = (typeof CANCEL_REFUNDS)[number];

export const customerCancelAnswerSchema = z.object({
  order: orderDetailSchema,
  refund: z.enum(CANCEL_REFUNDS),
  message: z.string(),
});
export type CustomerCancelAnswer = z.infer<typeof customerCancelAnswerSchema>;

// ——— Returns ———

export const RETURN_REASONS = [
  'damaged',
  'defective',
  'wrong_item',
  'not_as_described',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_DETAILS_MAX = 1000;
export const RETURN_MESSAGE_MAX = 1000;
export const RETURN_PHOTOS_MAX = 3;
/** Egyptian consumer protection (Law 181 of 2018): 14 days to give goods back. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
export const RETURN_WINDOW_MAX_DAYS = 365;
/** Statuses still waiting for the shop (one such request per order). */
export const OPEN_RETURN_STATUSES = ['requested', 'approved'] as const;

/** POST /api/orders/:id/returns: which lines, how many of each, and why. */
export const returnRequestInputSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          orderItemId: z.uuid('validation.invalidUuid'),
          quantity: z
            .number('validation.required')
            .int('validation.wholeNumber')
            .min(1, 'validation.invalidQuantity')
            .max(999, 'validation.invalidQuantity'),
        }),
        'validation.required',
      )
      .min(1, 'returns.noItems')
      .max(50, 'validation.tooMany'),
    reason: z.enum(RETURN_REASONS, 'validation.required'),
    details: details(RETURN_DETAILS_MAX),
  })
  .superRefine(otherNeedsDetails)
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.items.forEach((item, index) => {
      if (seen.has(item.orderItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'orderItemId'],
          message: 'validation.invalidOption',
        });
      }
      seen.add(item.orderItemId);
    });
  });
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

const staffMessage = z
  .string('validation.invalidType')
  .trim()
  .max(RETURN_MESSAGE_MAX, 'validation.tooLong');

/** POST /api/admin/returns/:id/approve: an optional message (how to send the items back). */
export const returnApproveSchema = z.strictObject({
  message: staffMessage.optional().transform((text) => text || undefined),
});
/** POST /api/admin/returns/:id/refuse: why, told to the customer. */
export const returnRefuseSchema = z.strictObject({
  message: staffMessage.min(1, 'validation.required'),
});
/**
 * POST /api/admin/returns/:id/refund: through the payment provider (online methods but kiosk) or
 * recorded by hand (cash on delivery, kiosk), the note saying how the money went back.
 */
export const returnRefundSchema = z
  .strictObject({
    mode: z.enum(['provider', 'manual'], 'validation.invalidOption').optional(),
    note: staffMessage.optional().transform((text) => text || undefined),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'manual' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.noteRequired' });
    }
  });
export type ReturnRefundInput = z.input<typeof returnRefundSchema>;

export const returnItemSchema = z.object({
  orderItemId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  colorName: z.string().nullable(),
  colorNameAr: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  /** What these pieces are worth back: their share of the line's total after discount (EGP). */
  refund: z.number(),
});

export const returnRequestSchema = z.object({
  id: z.uuid(),
  /** Short, for people: the first 8 characters of the id, upper case. */
  reference: z.string(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  details: z.string().nullable(),
  /** The photos' public URLs. */
  photos: z.array(z.string()),
  staffMessage: z.string().nullable(),
  items: z.array(returnItemSchema),
  /** The items' worth back now (EGP); fixed as `refundAmount` when approved. */
  estimatedRefund: z.number(),
  refundAmount: z.number().nullable(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** Why a delivered order's items cannot be returned now. */
export const RETURN_BLOCKS = [
  'not_delivered',
  'cancelled',
  'window_closed',
  'open_request',
  'nothing_left',
] as const;
export type ReturnBlock = (typeof RETURN_BLOCKS)[number];

/** GET /api/orders/:id/returns: the order's returns and what may still be returned. */
export const orderReturnsSchema = z.object({
  /** Whether a new request can be made now, and until when (null: not delivered). */
  eligible: z.boolean(),
  block: z.enum(RETURN_BLOCKS).nullable(),
  windowDays: z.number().int(),
  endsAt: z.string().nullable(),
  /** Each line: bought, and how many can still be asked back. */
  lines: z.array(
    z.object({
      orderItemId: z.uuid(),
      nameEn: z.string(),
      nameAr: z.string(),
      quantity: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
  /** Newest first. */
  returns: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const adminReturnQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(RETURN_STATUSES).optional(),
});
export const adminReturnListSchema = listOf(returnRequestSchema);
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

/** The answer to the admin's refund of a return: 202 while the provider has not confirmed. */
export const returnRefundAnswerSchema = z.object({
  request: returnRequestSchema,
  message: z.string(),
});
export type ReturnRefundAnswer = z.infer<typeof returnRefundAnswerSchema>;

/** GET/PUT /api/admin/settings/returns: days from delivery within which items may come back. */
export const returnSettingsSchema = z.object({
  windowDays: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;
export const returnSettingsInputSchema = z.strictObject({
  windowDays: z
    .number('validation.required')
    .int('validation.wholeDays')
    .min(0, 'validation.tooSmall')
    .max(RETURN_WINDOW_MAX_DAYS, 'validation.tooBig'),
});
export type ReturnSettingsInput = z.input<typeof returnSettingsInputSchema>;
