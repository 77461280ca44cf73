import { sql } from 'drizzle-orm';
import type { Permission } from '../../../shared/roles';
import type { AppContext } from '../../context';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type Recipients, recipientIds } from '../auth';
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

/** The rows are written whatever happens here: a lost wake-up only delays them to the next read. */
async function wake(
  ctx: AppContext,
  target: Parameters<AppContext['notificationBus']['publish']>[0],
) {
  try {
    await ctx.notificationBus.publish(target);
  } catch (error) {
    ctx.log.error({ err: error }, 'waking notification streams failed');
  }
}

/**
 * Writes one notification per recipient with a single INSERT … SELECT (a promotion to 10,000
 * customers is one statement, not 10,000 round trips), then wakes their open streams.
 * Call it after the business change has committed. A failure is logged, never thrown: a lost
 * notification must not undo an order or a reply.
 */
async function raise(
  ctx: AppContext,
  recipients: Recipients,
  draft: NotificationDraft,
  /** What else the same transaction writes (a staff send's audit entry), given the count. */
  alongside?: Alongside,
): Promise<number> {
  try {
    const insert = sql`
      insert into ${notifications}
        (user_id, type, priority, title_ar, title_en, message_ar, message_en, redirect_url)
      select recipient.id, ${draft.type}, ${draft.priority ?? 'normal'}, ${draft.titleAr},
        ${draft.titleEn}, ${draft.messageAr}, ${draft.messageEn}, ${draft.redirectUrl ?? null}
      from (${recipientIds(recipients)}) as recipient
      returning user_id`;
    if ('role' in recipients && recipients.role === 'customer') {
      // A broadcast: count the rows in the database instead of shipping 10,000 ids to Node, and
      // wake every customer's stream with one small event.
      const n = await written(
        ctx,
        alongside,
        async (db) => {
          const [{ n }] = await queryRows<{ n: number }>(
            db,
            sql`with written as (${insert}) select count(*)::int as n from written`,
          );
          return n;
        },
        (n) => n,
      );
      if (n > 0) await wake(ctx, 'customers');
      return n;
    }
    const rows = await written(
      ctx,
      alongside,
      (db) => queryRows<{ user_id: string }>(db, insert),
      (r) => r.length,
    );
    if (rows.length === 0) return 0;
    await wake(ctx, { userIds: rows.map((r) => r.user_id) });
    return rows.length;
  } catch (error) {
    ctx.log.error({ err: error, type: draft.type }, 'raising a notification failed');
    return 0;
  }
}

type Alongside = (tx: Tx, sent: number) => Promise<void>;

/**
 * The notifications' INSERT, alone (one statement: an order's notices cost no transaction) or,
 * when something must be written with it, in a transaction with that.
 */
function written<T>(
  ctx: AppContext,
  alongside: Alongside | undefined,
  insert: (db: Db | Tx) => Promise<T>,
  count: (result: T) => number,
): Promise<T> {
  if (!alongside) return insert(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const result = await insert(tx);
    await alongside(tx, count(result));
    return result;
  });
}

export const notifyUser = (
  ctx: AppContext,
  userId: string,
  draft: NotificationDraft,
  alongside?: Alongside,
) => raise(ctx, { userIds: [userId] }, draft, alongside);

/**
 * To the staff who handle it (decision 048): order and payment notices to those with `orders`,
 * support notices to those with `support`; the owner has both.
 */
export const notifyAdmins = (
  ctx: AppContext,
  draft: NotificationDraft,
  permission: Permission = draft.type === 'support' ? 'support' : 'orders',
) => raise(ctx, { staffWith: permission }, draft);

export const notifyAllCustomers = (
  ctx: AppContext,
  draft: NotificationDraft,
  alongside?: Alongside,
) => raise(ctx, { role: 'customer' }, draft, alongside);
