import { z } from 'zod';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../constants';
import { EGYPT_MOBILE, normalizeEgyptianMobile } from '../egypt';
import { emailSchema } from './auth';
import { listOf } from './common';

export const SUPPORT_SOURCES = ['support', 'contact'] as const;
export const SUPPORT_AUTHOR_ROLES = ['customer', 'admin', 'guest'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export type SupportSource = (typeof SUPPORT_SOURCES)[number];

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

const text = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const message = text(SUPPORT_MESSAGE_MAX);

/** POST /api/support/threads: a signed-in customer opens a thread. */
export const newSupportThreadSchema = z.strictObject({
  subject: text(SUPPORT_SUBJECT_MAX),
  message,
  priority: z.enum(SUPPORT_PRIORITIES, 'validation.required').default('normal'),
});
export type NewSupportThreadInput = z.input<typeof newSupportThreadSchema>;

/** POST /api/support/threads/:id/messages */
export const supportReplySchema = z.strictObject({ message });
export type SupportReplyInput = z.input<typeof supportReplySchema>;

/** POST /api/admin/support/threads/:id/messages: the status after the reply (default pending). */
export const adminSupportReplySchema = z.strictObject({
  message,
  status: z.enum(SUPPORT_STATUSES, 'validation.invalidType').optional(),
});
export type AdminSupportReplyInput = z.input<typeof adminSupportReplySchema>;

/** PATCH /api/admin/support/threads/:id */
export const adminSupportUpdateSchema = z
  .strictObject({
    status: z.enum(SUPPORT_STATUSES, 'validation.invalidType').optional(),
    priority: z.enum(SUPPORT_PRIORITIES, 'validation.invalidType').optional(),
  })
  .refine((input) => input.status !== undefined || input.priority !== undefined, {
    message: 'validation.required',
    path: ['status'],
  });
export type AdminSupportUpdateInput = z.input<typeof adminSupportUpdateSchema>;

/** An optional Egyptian mobile number, normalised to 01XXXXXXXXX; empty means none. */
const optionalEgyptianMobile = z
  .string('validation.invalidType')
  .trim()
  .max(25, 'validation.tooLong')
  .refine(
    (phone) => phone === '' || EGYPT_MOBILE.test(phone.replace(/[\s-]/g, '')),
    'validation.invalidEgyptianMobile',
  )
  .nullish()
  .transform((phone) => (phone ? normalizeEgyptianMobile(phone) : null));

/**
 * POST /api/contact (guests too). `website` is a honeypot: people never see it, so a filled-in
 * value means a bot; the server answers as if it worked and keeps nothing.
 */
export const contactSchema = z.strictObject({
  name: text(CONTACT_NAME_MAX),
  email: emailSchema,
  phone: optionalEgyptianMobile,
  subject: text(SUPPORT_SUBJECT_MAX),
  message,
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  authorRole: z.enum(SUPPORT_AUTHOR_ROLES),
  /** Null for a support agent whose account no longer exists (shown as "Support team"). */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportRequesterSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** False for a guest who wrote through the contact form: they can only be answered by e-mail. */
  hasAccount: z.boolean(),
});

export const supportThreadSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  priority: z.enum(SUPPORT_PRIORITIES),
  source: z.enum(SUPPORT_SOURCES),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
  lastMessage: z
    .object({ authorRole: z.enum(SUPPORT_AUTHOR_ROLES), preview: z.string() })
    .nullable(),
  requester: supportRequesterSchema,
});
export type SupportThreadSummary = z.infer<typeof supportThreadSummarySchema>;
export const supportThreadListSchema = listOf(supportThreadSummarySchema);

export const supportThreadSchema = supportThreadSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const adminSupportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(SUPPORT_STATUSES).optional(),
  priority: z.enum(SUPPORT_PRIORITIES).optional(),
  source: z.enum(SUPPORT_SOURCES).optional(),
  /** Subject, requester name or e-mail, or the linked account's name or e-mail. */
  q: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 100) || undefined),
});
export type AdminSupportQuery = z.output<typeof adminSupportQuerySchema>;
