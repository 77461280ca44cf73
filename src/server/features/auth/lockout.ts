import type { Db } from '../../db/client';
import { clearCounter, countHit, deleteEndedCounters } from '../rate-limits';

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
    await deleteEndedCounters(db, PREFIX);
  }

  return {
    /**
     * Counts one attempt and answers whether the account is locked: then the attempt is refused
     * without looking at the password. The attempts after LOCKOUT_MAX_FAILURES failures are.
     */
    async attempt(email: string): Promise<{ locked: boolean }> {
      await cleanup();
      const hits = await countHit(db, keyOf(email), {
        windowMs: LOCKOUT_WINDOW_MS,
        lockAt: LOCKOUT_MAX_FAILURES,
        lockMs: LOCKOUT_DURATION_MS,
      });
      return { locked: hits > LOCKOUT_MAX_FAILURES };
    },

    /** A correct password or a completed password reset: the count starts again. */
    async clear(email: string): Promise<void> {
      await clearCounter(db, keyOf(email));
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
