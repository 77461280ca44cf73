import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type { Tx } from '../../db/client';
import { refreshTokens, users } from './tables';

/**
 * Who is an admin and who may sign in, changed in the caller's transaction (the users area
 * decides who may change what and records it in the audit log).
 */
export type Account = typeof users.$inferSelect;

/** The account, locked for the rest of the transaction; null when there is none. */
export async function lockAccount(tx: Tx, id: string): Promise<Account | null> {
  const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return account ?? null;
}

/** The account's role and whether it is disabled, as committed now. */
export async function accountStanding(tx: Tx, id: string) {
  const [row] = await tx
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** How many admins besides `id` can still sign in. */
export async function otherActiveAdmins(tx: Tx, id: string): Promise<number> {
  const [{ others }] = await tx
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, id)));
  return others;
}

// The guard reads the role and the disabled mark from the database on every request: each
// change here is immediate.
export async function setAccountRole(tx: Tx, id: string, role: Role): Promise<void> {
  await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function enableAccount(tx: Tx, id: string): Promise<void> {
  await tx.update(users).set({ disabledAt: null, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/**
 * Disables the account (kept from the first time) and signs it out everywhere at once: every
 * refresh-token family is revoked. Answers when the account was disabled.
 */
export async function disableAccount(tx: Tx, id: string): Promise<Date | null> {
  const [{ disabledAt }] = await tx
    .update(users)
    .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ disabledAt: users.disabledAt });
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
  return disabledAt;
}
