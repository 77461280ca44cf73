import { z } from 'zod';

/**
 * Notes on an order (issue 21, decision 046): `staff` notes are for staff only (author and time
 * on the admin order page, never in a customer answer or mail); `customer` notes are messages to
 * the customer, shown on their order page and sent as a notification and an e-mail.
 * GET/POST /api/admin/orders/:id/notes; GET /api/orders/:id/notes (the customer's messages).
 */

export const ORDER_NOTE_VISIBILITIES = ['staff', 'customer'] as const;
export type OrderNoteVisibility = (typeof ORDER_NOTE_VISIBILITIES)[number];
export const ORDER_NOTE_MAX = 2000;

export const orderNoteInputSchema = z.strictObject({
  visibility: z.enum(ORDER_NOTE_VISIBILITIES, 'validation.invalidOption'),
  body: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(ORDER_NOTE_MAX, 'validation.tooLong'),
});
export type OrderNoteInput = z.input<typeof orderNoteInputSchema>;

export const orderNoteSchema = z.object({
  id: z.uuid(),
  visibility: z.enum(ORDER_NOTE_VISIBILITIES),
  body: z.string(),
  /** The staff member who wrote it; null once that account is gone. */
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** Oldest first. */
export const orderNoteListSchema = z.object({ notes: z.array(orderNoteSchema) });
export type OrderNoteList = z.infer<typeof orderNoteListSchema>;

/** A message from the shop as the customer sees it: no author, no staff notes. */
export const customerOrderMessageSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  createdAt: z.string(),
});
export type CustomerOrderMessage = z.infer<typeof customerOrderMessageSchema>;
export const customerOrderMessagesSchema = z.object({
  messages: z.array(customerOrderMessageSchema),
});
export type CustomerOrderMessages = z.infer<typeof customerOrderMessagesSchema>;
