import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  SupportMessage,
  SupportThread,
  SupportThreadSummary,
} from '../../../shared/schemas/support';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { userContacts } from '../auth';
import { supportMessages, supportThreads } from './tables';

/** Who looks: customers see a support agent's first name only, admins see their colleague's. */
export type Audience = 'customer' | 'admin';

const PREVIEW_LENGTH = 160;

// Correlated sub-queries: one round trip for a page of threads, whatever its size. The outer
// column is spelled out: drizzle leaves it unqualified in single-table queries, where the inner
// "id" would win.
const threadId = sql.raw('"support_threads"."id"');
const summaryColumns = {
  thread: supportThreads,
  messageCount: sql<number>`(select count(*)::int from support_messages m
    where m.thread_id = ${threadId})`,
  lastAuthorRole: sql<SupportMessage['authorRole'] | null>`(select m.author_role
    from support_messages m where m.thread_id = ${threadId}
    order by m.created_at desc, m.id desc limit 1)`,
  lastPreview: sql<string | null>`(select left(m.body, ${PREVIEW_LENGTH})
    from support_messages m where m.thread_id = ${threadId}
    order by m.created_at desc, m.id desc limit 1)`,
};

type SummaryRow = {
  thread: typeof supportThreads.$inferSelect;
  messageCount: number;
  lastAuthorRole: SupportMessage['authorRole'] | null;
  lastPreview: string | null;
};

function toSummary(row: SummaryRow): SupportThreadSummary {
  const { thread } = row;
  return {
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    priority: thread.priority,
    source: thread.source,
    createdAt: thread.createdAt.toISOString(),
    lastMessageAt: thread.lastMessageAt.toISOString(),
    messageCount: Number(row.messageCount),
    lastMessage:
      row.lastAuthorRole && row.lastPreview !== null
        ? { authorRole: row.lastAuthorRole, preview: row.lastPreview }
        : null,
    requester: {
      name: thread.requesterName,
      email: thread.requesterEmail,
      phone: thread.requesterPhone,
      hasAccount: thread.userId !== null,
    },
  };
}

/** One page of threads matching `where`, most recent activity first. */
export async function listThreads(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<ListOf<SupportThreadSummary>> {
  const [{ total }] = await db.select({ total: count() }).from(supportThreads).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(supportThreads)
    .where(where)
    .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
    .limit(pageSize)
    .offset(pageOffset({ page, pageSize }));
  return pageOf(rows.map(toSummary), total, { page, pageSize });
}

function authorName(
  role: SupportMessage['authorRole'],
  author: { firstName: string | null; lastName: string | null },
  requesterName: string,
  audience: Audience,
): string | null {
  if (role === 'guest') return requesterName;
  if (!author.firstName) return role === 'admin' ? null : requesterName;
  if (role === 'admin' && audience === 'customer') return author.firstName;
  return `${author.firstName} ${author.lastName ?? ''}`.trim();
}

/** The thread with its whole conversation, oldest message first; 404 when `where` misses. */
export async function loadThread(
  db: Db | Tx,
  where: SQL,
  audience: Audience,
): Promise<SupportThread> {
  const [row] = await db.select(summaryColumns).from(supportThreads).where(where);
  if (!row) throw AppError.notFound('support.threadNotFound');
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.threadId, row.thread.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  // Authors' names as their accounts say now (auth's accounts; a deleted one has none).
  const authorIds = [...new Set(messages.flatMap((m) => (m.authorId ? [m.authorId] : [])))];
  const authors = await userContacts(db, authorIds);
  return {
    ...toSummary(row),
    messages: messages.map((message) => ({
      id: message.id,
      authorRole: message.authorRole,
      authorName: authorName(
        message.authorRole,
        authors.get(message.authorId ?? '') ?? { firstName: null, lastName: null },
        row.thread.requesterName,
        audience,
      ),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/**
 * Adds a message to a locked thread and moves the thread's activity time to it. The time is read
 * after the lock (clock_timestamp, not the transaction's start time), so a writer that waited for
 * the lock is never dated before the one it waited for.
 */
export async function appendMessage(
  tx: Tx,
  values: Omit<typeof supportMessages.$inferInsert, 'createdAt'>,
  status: SupportThread['status'],
) {
  const [message] = await tx
    .insert(supportMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning({ id: supportMessages.id });
  const [thread] = await tx
    .update(supportThreads)
    .set({
      status,
      lastMessageAt: sql`(select created_at from support_messages where id = ${message.id})`,
      updatedAt: sql`now()`,
    })
    .where(eq(supportThreads.id, values.threadId))
    .returning();
  return thread;
}

/** Locks the thread row for the rest of the transaction; concurrent writers queue behind it. */
export async function lockThread(tx: Tx, where: SQL) {
  const [thread] = await tx.select().from(supportThreads).where(where).for('update');
  if (!thread) throw AppError.notFound('support.threadNotFound');
  return thread;
}
