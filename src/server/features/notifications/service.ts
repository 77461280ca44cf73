import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Notification,
  NotificationsResponse,
  notificationsQuerySchema,
} from '../../../shared/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications } from './tables';

type ListQuery = z.output<typeof notificationsQuerySchema>;

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  isRead: row.readAt !== null,
  readAtUtc: row.readAt?.toISOString() ?? null,
  type: row.type,
  priority: row.priority,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  messageAr: row.messageAr,
  messageEn: row.messageEn,
  createdAtUtc: row.createdAt.toISOString(),
  redirectUrl: row.redirectUrl,
});

export function createNotificationsService(db: Db) {
  return {
    /** A user's notifications, newest first, with the unread count; pageSize 0 = count only. */
    async list(userId: string, query: ListQuery): Promise<NotificationsResponse> {
      const mine = eq(notifications.userId, userId);
      const [{ unread }] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt)));
      if (query.pageSize === 0) return { notifications: [], unreadCount: unread };
      const filters: SQL[] = [mine];
      if (query.isRead === true) filters.push(isNotNull(notifications.readAt));
      if (query.isRead === false) filters.push(isNull(notifications.readAt));
      const rows = await db
        .select()
        .from(notifications)
        .where(and(...filters))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { notifications: rows.map(toNotification), unreadCount: unread };
    },
  };
}
