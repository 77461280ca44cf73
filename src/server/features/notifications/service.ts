import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Notification,
  NotificationChange,
  NotificationsResponse,
  notificationsQuerySchema,
} from '../../../shared/schemas/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notifications } from './tables';

type ListQuery = z.output<typeof notificationsQuerySchema>;

export const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
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
  const mine = (userId: string) => eq(notifications.userId, userId);

  async function unreadCount(userId: string): Promise<number> {
    const [{ unread }] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(mine(userId), isNull(notifications.readAt)));
    return unread;
  }

  const changed = async (userId: string, affected: number): Promise<NotificationChange> => ({
    success: true,
    affected,
    unreadCount: await unreadCount(userId),
  });

  /** One of the user's notifications; someone else's answers exactly like a missing one. */
  const one = (userId: string, id: string) => and(mine(userId), eq(notifications.id, id));

  return {
    unreadCount,

    /** A user's notifications, newest first, with the unread count; pageSize 0 = count only. */
    async list(userId: string, query: ListQuery): Promise<NotificationsResponse> {
      const unread = await unreadCount(userId);
      if (query.pageSize === 0) return { notifications: [], unreadCount: unread };
      const filters: SQL[] = [mine(userId)];
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

    /** Idempotent: a second call keeps the first read time. */
    async markRead(userId: string, id: string): Promise<NotificationChange> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(one(userId, id))
        .returning({ id: notifications.id });
      if (rows.length === 0) throw AppError.notFound('notifications.notFound');
      return changed(userId, 1);
    },

    async markAllRead(userId: string): Promise<NotificationChange> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return changed(userId, rows.length);
    },

    async remove(userId: string, id: string): Promise<NotificationChange> {
      const rows = await db
        .delete(notifications)
        .where(one(userId, id))
        .returning({ id: notifications.id });
      if (rows.length === 0) throw AppError.notFound('notifications.notFound');
      return changed(userId, 1);
    },

    async removeAll(userId: string): Promise<NotificationChange> {
      const rows = await db
        .delete(notifications)
        .where(mine(userId))
        .returning({ id: notifications.id });
      return changed(userId, rows.length);
    },
  };
}
