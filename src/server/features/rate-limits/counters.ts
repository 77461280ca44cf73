import { and, eq, like, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { rateLimits } from './tables';

/** A counter whose window restarts from the hit that reaches `lockAt`, so a lock lasts `lockMs`. */
export interface LockingWindow {
  windowMs: number;
  lockAt: number;
  lockMs: number;
}

/**
 * Counts one hit on `key` in a single atomic upsert (parallel hits cannot slip past the limit
 * between a read and a write) and answers the hits in the current window. An ended window
 * starts again at 1; the hit that reaches `lockAt` restarts the clock for `lockMs`.
 */
export async function countHit(db: Db, key: string, window: LockingWindow): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, reset_at)
        values (${key}, 1, now() + ${window.windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
          reset_at = case
            when r.reset_at <= now() then excluded.reset_at
            when r.hits + 1 = ${window.lockAt}
              then now() + ${window.lockMs} * interval '1 millisecond'
            else r.reset_at end
        returning hits`,
  );
  return Number(row.hits);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the ended counters whose key starts with `prefix`. */
export async function deleteEndedCounters(db: Db, prefix: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(like(rateLimits.key, `${prefix}%`), lte(rateLimits.resetAt, sql`now()`)));
}
