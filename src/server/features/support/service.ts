import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  contactSchema,
  newSupportThreadSchema,
  SupportThread,
  SupportThreadSummary,
} from '../../../shared/schemas/support';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { supportNotices } from './notify';
import { appendMessage, listThreads, loadThread, lockThread } from './queries';
import { STATUS_ON_CREATE, statusAfterCustomerReply } from './states';
import { supportMessages, supportThreads } from './tables';

type NewThread = z.output<typeof newSupportThreadSchema>;
type ContactMessage = Omit<z.output<typeof contactSchema>, 'website'>;

/** The signed-in customer as the auth plugin loaded them. */
export interface Requester {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

type ThreadValues = typeof supportThreads.$inferInsert;

async function openThread(
  tx: Tx,
  values: Omit<ThreadValues, 'status'>,
  firstMessage: { authorId: string | null; authorRole: 'customer' | 'guest'; body: string },
) {
  const [thread] = await tx
    .insert(supportThreads)
    .values({ ...values, status: STATUS_ON_CREATE })
    .returning();
  await tx.insert(supportMessages).values({ threadId: thread.id, ...firstMessage });
  return thread;
}

/** The customer's side of support threads, and the public contact form that also opens one. */
export function createSupportService(ctx: AppContext) {
  const { db } = ctx;
  const own = (userId: string, id: string) =>
    and(eq(supportThreads.id, id), eq(supportThreads.userId, userId))!;

  return {
    /** Their own threads, most recent activity first. */
    list(userId: string, page: number, pageSize: number): Promise<ListOf<SupportThreadSummary>> {
      return listThreads(db, eq(supportThreads.userId, userId), page, pageSize);
    },

    /** Another customer's thread answers 404, exactly like one that does not exist. */
    detail(userId: string, id: string): Promise<SupportThread> {
      return loadThread(db, own(userId, id), 'customer');
    },

    async create(user: Requester, input: NewThread): Promise<SupportThread> {
      const thread = await db.transaction((tx) =>
        openThread(
          tx,
          {
            userId: user.id,
            requesterName: `${user.firstName} ${user.lastName}`.trim(),
            requesterEmail: user.email,
            requesterPhone: user.phone,
            subject: input.subject,
            priority: input.priority,
            source: 'support',
          },
          { authorId: user.id, authorRole: 'customer', body: input.message },
        ),
      );
      await supportNotices.newThread(ctx, thread);
      return loadThread(db, eq(supportThreads.id, thread.id), 'customer');
    },

    /** A customer's answer; it reopens the thread whatever its status (see states.ts). */
    async reply(userId: string, id: string, body: string): Promise<SupportThread> {
      const thread = await db.transaction(async (tx) => {
        const current = await lockThread(tx, own(userId, id));
        return appendMessage(
          tx,
          { threadId: id, authorId: userId, authorRole: 'customer', body },
          statusAfterCustomerReply(current.status),
        );
      });
      await supportNotices.customerReply(ctx, thread);
      return loadThread(db, eq(supportThreads.id, id), 'customer');
    },

    /** A contact-form message becomes a thread: the account's when signed in, else a guest's. */
    async contact(input: ContactMessage, userId: string | null): Promise<void> {
      const thread = await db.transaction((tx) =>
        openThread(
          tx,
          {
            userId,
            requesterName: input.name,
            requesterEmail: input.email,
            requesterPhone: input.phone,
            subject: input.subject,
            priority: 'normal',
            source: 'contact',
          },
          { authorId: userId, authorRole: userId ? 'customer' : 'guest', body: input.message },
        ),
      );
      await supportNotices.contactMessage(ctx, thread);
    },
  };
}
