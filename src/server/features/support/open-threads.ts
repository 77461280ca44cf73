import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EntityLabel } from '../audit';
import { supportThreads } from './tables';

// The list also says how many rows match in all: the window count runs before the LIMIT.
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

/** Threads waiting for the shop, most recently active first (the admin dashboard's list). */
export async function openThreads(db: Db, limit: number) {
  const rows = await db
    .select({
      id: supportThreads.id,
      subject: supportThreads.subject,
      requesterName: supportThreads.requesterName,
      priority: supportThreads.priority,
      lastMessageAt: supportThreads.lastMessageAt,
      total: totalRows,
    })
    .from(supportThreads)
    .where(eq(supportThreads.status, 'open'))
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _, ...row }) => row) };
}

/** Threads named by their subject, for the audit log (services.ts hands it to the audit area). */
export async function threadLabels(db: Db, ids: string[]): Promise<EntityLabel[]> {
  const rows = await db
    .select({ id: supportThreads.id, subject: supportThreads.subject })
    .from(supportThreads)
    .where(inArray(supportThreads.id, ids));
  return rows.map(({ id, subject }) => ({ id, en: subject, ar: subject }));
}
