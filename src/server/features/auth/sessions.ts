import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { randomToken, sha256, signAccessToken } from '../../lib/tokens';
import { ACCESS_TOKEN_TTL_SECONDS, REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from './cookies';
import { refreshTokens, users } from './tables';

export interface IssuedSession {
  userId: string;
  /** The refresh-token family: the session the XSRF token is bound to. */
  familyId: string;
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
}

export type RotateResult =
  | { kind: 'rotated'; session: IssuedSession }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/**
 * Sessions are an access token (15 min, signed) plus a refresh token stored hashed. Each refresh
 * rotates the token inside its family; presenting a token that was already rotated means it was
 * copied, so the whole family is revoked (stolen-token defence).
 */
async function issue(
  db: Db | Tx,
  secret: string,
  params: { userId: string; familyId: string; rememberMe: boolean; userAgent?: string },
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const ttl = params.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
  await db.insert(refreshTokens).values({
    userId: params.userId,
    familyId: params.familyId,
    tokenHash: sha256(refreshToken),
    rememberMe: params.rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
    userAgent: params.userAgent?.slice(0, 300),
  });
  const accessToken = signAccessToken(
    { sub: params.userId, fid: params.familyId },
    secret,
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    userId: params.userId,
    familyId: params.familyId,
    accessToken,
    refreshToken,
    rememberMe: params.rememberMe,
  };
}

export function createSessions(db: Db, secret: string) {
  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    start(userId: string, rememberMe: boolean, userAgent?: string): Promise<IssuedSession> {
      return issue(db, secret, { userId, familyId: randomUUID(), rememberMe, userAgent });
    },

    async rotate(refreshToken: string, userAgent?: string): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        // The row lock makes two concurrent refreshes with one token resolve one after the other.
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            userId: refreshTokens.userId,
            familyId: refreshTokens.familyId,
            rememberMe: refreshTokens.rememberMe,
            expiresAt: refreshTokens.expiresAt,
            rotatedAt: refreshTokens.rotatedAt,
            revokedAt: refreshTokens.revokedAt,
            disabledAt: users.disabledAt,
          })
          .from(refreshTokens)
          .innerJoin(users, eq(users.id, refreshTokens.userId))
          .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
          .for('update', { of: refreshTokens });
        if (!row || row.revokedAt || row.disabledAt || row.expiresAt <= new Date()) {
          return { kind: 'invalid' as const };
        }
        if (row.rotatedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
          return { kind: 'reused' as const };
        }
        await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(eq(refreshTokens.id, row.id));
        const session = await issue(tx, secret, {
          userId: row.userId,
          familyId: row.familyId,
          rememberMe: row.rememberMe,
          userAgent,
        });
        return { kind: 'rotated' as const, session };
      });
    },

    /** Logout: the family of this token ends; other devices stay signed in. */
    async revokeFamilyOf(refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
      if (row) await revokeFamily(row.familyId);
    },

    revokeFamily,

    /** Password change or reset: every session of the user ends, except optionally the caller's. */
    async revokeAllForUser(userId: string, keepFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
          ),
        );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
