import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportThreads } from './tables';

/** An account's threads, most recently active first (the admin users page shows them). */
export function threadsOfUser(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: supportThreads.id,
      subject: supportThreads.subject,
      status: supportThreads.status,
      priority: supportThreads.priority,
      lastMessageAt: supportThreads.lastMessageAt,
    })
    .from(supportThreads)
    .where(eq(supportThreads.userId, userId))
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(limit);
}
