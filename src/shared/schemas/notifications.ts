import { z } from 'zod';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from '../constants';
import { isObject } from './common';

/** SPEC §3 notification: both languages travel, the client picks by its language. */
export const notificationSchema = z.object({
  id: z.uuid(),
  isRead: z.boolean(),
  readAtUtc: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  titleAr: z.string(),
  titleEn: z.string(),
  messageAr: z.string(),
  messageEn: z.string(),
  createdAtUtc: z.string(),
  redirectUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: pageSize 0 asks for the unread count only (SPEC §7). */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(0).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  isRead: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** PUT …/read, PUT read-all, DELETE …/:id, DELETE all: how many changed and the new count. */
export const notificationChangeSchema = z.object({
  success: z.literal(true),
  affected: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

/** GET /api/notifications/stream: a new EventSource cannot set Last-Event-ID, so it may ride here. */
export const notificationStreamQuerySchema = z.object({
  lastEventId: z.string().max(100).optional(),
});

/**
 * Server-sent events of the stream. `notification` carries `id: <notification id>` (the resume
 * point for Last-Event-ID); `unread` is sent on connect and whenever only the count is news.
 */
export const NOTIFICATION_STREAM_EVENTS = {
  notification: 'notification',
  unread: 'unread',
} as const;
export interface NotificationStreamEvent {
  notification: Notification;
  unreadCount: number;
}
export interface UnreadStreamEvent {
  unreadCount: number;
}

/**
 * A link inside this site: one leading slash, never '//' or '/\' (browsers read both as another
 * host), no spaces or control characters. Keeps an admin's notification from sending customers
 * off-site.
 */
export const sameSitePathSchema = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, 'validation.sameSitePath');

const text = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const NOTIFICATION_AUDIENCES = ['customer', 'all_customers'] as const;

/** POST /api/admin/notifications: one customer (by e-mail) or every customer. */
export const adminSendNotificationSchema = z
  .strictObject({
    audience: z.enum(NOTIFICATION_AUDIENCES),
    email: z.string().trim().toLowerCase().max(254, 'validation.tooLong').optional(),
    type: z.enum(NOTIFICATION_TYPES),
    priority: z.enum(NOTIFICATION_PRIORITIES).default('normal'),
    titleAr: text(150),
    titleEn: text(150),
    messageAr: text(1000),
    messageEn: text(1000),
    // The form sends '' for "no link".
    redirectUrl: z.union([z.literal(''), sameSitePathSchema]).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.audience !== 'customer') return;
      if (!value.email) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
      } else if (!z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.invalidEmail' });
      }
    },
    // With the other fields' errors, not after them (issue 25, item 9).
    { when: isObject },
  );
export type AdminSendNotificationInput = z.input<typeof adminSendNotificationSchema>;
export type AdminSendNotification = z.output<typeof adminSendNotificationSchema>;

export const adminSendNotificationResultSchema = z.object({
  success: z.literal(true),
  /** Notifications written: 1 for one customer, the number of active customers otherwise. */
  sent: z.number().int(),
  message: z.string(),
});
export type AdminSendNotificationResult = z.infer<typeof adminSendNotificationResultSchema>;
