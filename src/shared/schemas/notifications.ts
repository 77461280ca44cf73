import { z } from 'zod';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from '../constants';

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
