import { and, eq, like, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { rateLimits } from './tables';

/**
 * A fixed window of `windowMs`; when `lockAt` is given, the hit that reaches it restarts the
 * clock for `lockMs`, so a lock lasts `lockMs` from the hit that caused it.
 */
export interface LockingWindow {
  windowMs: number;
  lockAt?: number;
  lockMs?: number;
}

/** A counter after one more hit: the hits in its window and the seconds until it ends. */
export interface Count {
  hits: number;
  secondsLeft: number;
}

/**
 * Counts one hit on each key in a single atomic upsert (parallel hits cannot slip past a limit
 * between a read and a write; the rows of one statement are counted together) and answers each
 * key's count, in the order asked. An ended window starts again at 1. Rows are written in key
 * order, so two statements on the same keys never wait on each other in a cycle.
 */
export async function countHits(
  db: Db,
  counters: readonly { key: string; window: LockingWindow }[],
): Promise<Count[]> {
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(
    sorted.map(
      ({ key, window }) => sql`(${key}, 1, now() + ${window.windowMs} * interval '1 millisecond')`,
    ),
    sql`, `,
  );
  const locks: SQL[] = sorted
    .filter(({ window }) => window.lockAt !== undefined && window.lockMs !== undefined)
    .map(
      ({ key, window }) =>
        sql`when r.key = ${key} and r.hits + 1 = ${window.lockAt}
              then now() + ${window.lockMs} * interval '1 millisecond'`,
    );
  const rows = await queryRows<{ key: string; hits: number; seconds_left: number }>(
    db,
    sql`insert into rate_limits as r (key, hits, reset_at)
        values ${values}
        on conflict (key) do update set
          hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
          reset_at = case
            when r.reset_at <= now() then excluded.reset_at
            ${sql.join(locks, sql` `)}
            else r.reset_at end
        returning key, hits,
          greatest(ceil(extract(epoch from (reset_at - now()))), 1) as seconds_left`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return counters.map(({ key }) => {
    const row = byKey.get(key)!;
    return { hits: Number(row.hits), secondsLeft: Number(row.seconds_left) };
  });
}

/**
 * Counts one hit on `key` in a single atomic upsert and answers the hits in the current window
 * (see countHits).
 */
export async function countHit(db: Db, key: string, window: LockingWindow): Promise<number> {
  const [count] = await countHits(db, [{ key, window }]);
  return count.hits;
}

/** Takes back one hit counted in the current window (an attempt that turned out allowed). */
export async function uncountHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.resetAt} > now()`));
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every counter whose key starts with `prefix`, ended or not. */
export async function clearCountersStartingWith(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(like(rateLimits.key, `${escapeLike(prefix)}%`));
}

/** Deletes the ended counters whose key starts with `prefix`. */
export async function deleteEndedCounters(db: Db, prefix: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(like(rateLimits.key, `${escapeLike(prefix)}%`), lte(rateLimits.resetAt, sql`now()`)),
    );
}
