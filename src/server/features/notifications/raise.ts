import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { users } from '../auth/tables';
import { notifications } from './tables';

/** What a notification says, in both languages (SPEC §3); the client picks by its language. */
export interface NotificationDraft {
  type: (typeof notifications.$inferInsert)['type'];
  priority?: (typeof notifications.$inferInsert)['priority'];
  titleAr: string;
  titleEn: string;
  messageAr: string;
  messageEn: string;
  redirectUrl?: string | null;
}

const activeUsers = isNull(users.disabledAt);

/**
 * Writes one notification per recipient with a single INSERT … SELECT (a promotion to 10,000
 * customers is one statement, not 10,000 round trips), then wakes their open streams.
 * Call it after the business change has committed. A failure is logged, never thrown: a lost
 * notification must not undo an order or a reply.
 */
async function raise(
  ctx: AppContext,
  recipients: { userIds: string[] } | { role: 'admin' | 'customer' },
  draft: NotificationDraft,
): Promise<number> {
  try {
    const who =
      'role' in recipients
        ? and(eq(users.role, recipients.role), activeUsers)
        : recipients.userIds.length === 0
          ? sql`false`
          : inArray(users.id, recipients.userIds);
    const rows = await queryRows<{ user_id: string }>(
      ctx.db,
      sql`
      insert into ${notifications}
        (user_id, type, priority, title_ar, title_en, message_ar, message_en, redirect_url)
      select ${users.id}, ${draft.type}, ${draft.priority ?? 'normal'}, ${draft.titleAr},
        ${draft.titleEn}, ${draft.messageAr}, ${draft.messageEn}, ${draft.redirectUrl ?? null}
      from ${users} where ${who}
      returning user_id`,
    );
    if (rows.length === 0) return 0;
    await ctx.notificationBus.publish(
      'role' in recipients && recipients.role === 'customer'
        ? 'customers'
        : { userIds: rows.map((r) => r.user_id) },
    );
    return rows.length;
  } catch (error) {
    ctx.log.error({ err: error, type: draft.type }, 'raising a notification failed');
    return 0;
  }
}

export const notifyUser = (ctx: AppContext, userId: string, draft: NotificationDraft) =>
  raise(ctx, { userIds: [userId] }, draft);

export const notifyAdmins = (ctx: AppContext, draft: NotificationDraft) =>
  raise(ctx, { role: 'admin' }, draft);

export const notifyAllCustomers = (ctx: AppContext, draft: NotificationDraft) =>
  raise(ctx, { role: 'customer' }, draft);
