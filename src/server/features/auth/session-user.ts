import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from './tables';

/**
 * The account and its live session in one statement, prepared once per database (it runs on
 * every signed-in request): an enabled user whose refresh-token family still has a token that
 * is neither revoked nor expired. A session ended by logout, a password change or token theft
 * ends at once, not when its access token expires.
 */
function prepareSessionUser(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        isNull(users.disabledAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sql.placeholder('familyId')),
                eq(refreshTokens.userId, users.id),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    )
    .prepare('auth_session_user');
}

const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/**
 * The signed-in account behind an access token's claims, or null when the account is gone or
 * disabled or the session has ended (the access guard in plugins/auth.ts asks on every request).
 */
export async function findSessionUser(db: Db, userId: string, familyId: string) {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, familyId });
  return row ?? null;
}
