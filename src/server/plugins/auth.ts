import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { COOKIES } from '../features/auth/cookies';
import { refreshTokens, users } from '../features/auth/tables';
import { AppError } from '../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../lib/tokens';

export type AuthUser = SessionUser & {
  familyId: string;
  /** The account's language, for mails sent on its behalf (not part of the API's user). */
  preferredLanguage: 'ar' | 'en';
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of a valid access token, or null: says who the caller claims to be. */
    auth: AccessClaims | null;
    /** The signed-in user, loaded from the database by the access guards. */
    user: AuthUser | null;
  }
}

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

/** Loads the caller's account; a deleted or disabled account no longer counts as signed in. */
export async function loadUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  if (request.user) return request.user;
  if (!request.auth) return null;
  const { db } = app.ctx;
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: request.auth.sub, familyId: request.auth.fid });
  if (!row) return null;
  request.user = { ...row, familyId: request.auth.fid };
  return request.user;
}

/**
 * Reads the access token on every request, and enforces each route's declared access level:
 * guests get 401 on customer and admin routes, customers 403 on admin routes. The role always
 * comes from the database, never from the token or the client.
 */
export function registerAuth(app: FastifyInstance, secret: string): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('user', null);

  // onRequest, before body parsing, validation and the CSRF check: a guest on a customer route
  // gets 401 whatever else is wrong with the request.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[COOKIES.access];
    request.auth = token ? verifyAccessToken(token, secret) : null;
    const access = request.routeOptions.config?.access;
    if (access !== 'customer' && access !== 'admin') return;
    const user = await loadUser(app, request);
    if (!user) throw AppError.unauthorized('errors.mustLogin');
    if (access === 'admin' && user.role !== 'admin') throw AppError.forbidden();
  });
}
