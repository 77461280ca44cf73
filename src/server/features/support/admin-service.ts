import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminSupportQuery,
  SupportStatus,
  SupportThread,
  SupportThreadSummary,
} from '../../../shared/schemas/support';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/sql-like';
import { recordAudit } from '../audit';
import { accountIdsMatching } from '../auth';
import { supportReplyMail } from './mails';
import { supportNotices } from './notify';
import { appendMessage, listThreads, loadThread, lockThread } from './queries';
import { statusAfterAdminReply } from './states';
import { supportThreads } from './tables';

const byId = (id: string) => eq(supportThreads.id, id);

/** The admins' side: every thread (support and contact form), replies, status and priority. */
export function createAdminSupport(ctx: AppContext) {
  const { db } = ctx;
  const detail = (id: string): Promise<SupportThread> => loadThread(db, byId(id), 'admin');

  return {
    detail,

    list(query: AdminSupportQuery): Promise<ListOf<SupportThreadSummary>> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(supportThreads.status, query.status));
      if (query.priority) filters.push(eq(supportThreads.priority, query.priority));
      if (query.source) filters.push(eq(supportThreads.source, query.source));
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        filters.push(
          or(
            ilike(supportThreads.subject, pattern),
            ilike(supportThreads.requesterName, pattern),
            ilike(supportThreads.requesterEmail, pattern),
            // The account's current name and e-mail, in case they changed since the thread began.
            sql`${supportThreads.userId} in (${accountIdsMatching(query.q)})`,
          )!,
        );
      }
      return listThreads(
        db,
        filters.length ? and(...filters) : undefined,
        query.page,
        query.pageSize,
      );
    },

    /**
     * An admin's answer. The e-mail to the requester is queued in the same transaction: for a
     * guest of the contact form it is the only way the answer reaches them, so it must exist
     * exactly when the reply does.
     */
    async reply(
      adminId: string,
      id: string,
      input: { message: string; status?: SupportStatus },
    ): Promise<SupportThread> {
      const [before] = await db.select().from(supportThreads).where(byId(id));
      if (!before) throw AppError.notFound('support.threadNotFound');
      const mail = await supportReplyMail(ctx, before, input.message);
      const { thread, sendMail } = await db.transaction(async (tx) => {
        const current = await lockThread(tx, byId(id));
        const updated = await appendMessage(
          tx,
          { threadId: id, authorId: adminId, authorRole: 'admin', body: input.message },
          statusAfterAdminReply(current.status, input.status),
        );
        await recordAudit(tx, {
          actorId: adminId,
          action: 'support_thread.replied',
          entityType: 'support_thread',
          entityId: id,
          before: { subject: current.subject, status: current.status },
          after: { subject: current.subject, status: updated.status, reply: input.message },
        });
        return {
          thread: updated,
          sendMail: await ctx.jobs.enqueueIn(tx, 'email.send', { ...mail }),
        };
      });
      sendMail();
      if (thread.userId) await supportNotices.adminReply(ctx, thread.userId, thread);
      return detail(id);
    },

    /** Status and priority; one UPDATE, which takes the row lock itself. */
    async update(
      id: string,
      patch: { status?: SupportStatus; priority?: SupportThread['priority'] },
      actorId: string,
    ): Promise<SupportThread> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            subject: supportThreads.subject,
            status: supportThreads.status,
            priority: supportThreads.priority,
          })
          .from(supportThreads)
          .where(byId(id))
          .for('update');
        if (!before) throw AppError.notFound('support.threadNotFound');
        await tx
          .update(supportThreads)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(byId(id));
        await recordAudit(tx, {
          actorId,
          action: 'support_thread.updated',
          entityType: 'support_thread',
          entityId: id,
          before,
          after: { ...before, ...patch },
        });
      });
      return detail(id);
    },
  };
}
