import { and, eq, like, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { rateLimits } from '../rate-limits/tables';

/** Failed sign-ins of one account that lock it, and how long the count and the lock last. */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

const PREFIX = 'login-lockout|';
const CLEANUP_EVERY_MS = 60_000;

/**
 * Per-account lockout (decision 025), kept in the rate_limits table so every app instance sees
 * the same count: one row per e-mail address, known or not (an unknown address locks the same
 * way, so the lock says nothing about which addresses have accounts).
 *
 * Every attempt is counted *before* the password is checked, in one atomic upsert, so parallel
 * guesses cannot slip past the limit between a check and an increment; a correct password then
 * deletes the row. The attempt that reaches the limit restarts the row's clock, so the lock
 * lasts LOCKOUT_DURATION_MS from the failure that caused it, not from the first failure.
 */
export function createLoginLockout(db: Db) {
  let lastCleanup = 0;
  const keyOf = (email: string) => PREFIX + email.trim().toLowerCase();

  // On PostgreSQL the shared rate-limit store also deletes ended rows; on PGlite nobody does.
  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .delete(rateLimits)
      .where(and(like(rateLimits.key, `${PREFIX}%`), lte(rateLimits.resetAt, sql`now()`)));
  }

  return {
    /**
     * Counts one attempt and answers whether the account is locked: then the attempt is refused
     * without looking at the password. The attempts after LOCKOUT_MAX_FAILURES failures are.
     */
    async attempt(email: string): Promise<{ locked: boolean }> {
      await cleanup();
      const [row] = await queryRows<{ hits: number }>(
        db,
        sql`insert into rate_limits as r (key, hits, reset_at)
            values (${keyOf(email)}, 1, now() + ${LOCKOUT_WINDOW_MS} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
              reset_at = case
                when r.reset_at <= now() then excluded.reset_at
                when r.hits + 1 = ${LOCKOUT_MAX_FAILURES}
                  then now() + ${LOCKOUT_DURATION_MS} * interval '1 millisecond'
                else r.reset_at end
            returning hits`,
      );
      return { locked: Number(row.hits) > LOCKOUT_MAX_FAILURES };
    },

    /** A correct password or a completed password reset: the count starts again. */
    async clear(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
