import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth';
import { COOKIES } from '../features/auth/cookies';
import { refreshTokens, users } from '../features/auth/tables';
import { AppError } from '../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../lib/tokens';

export type AuthUser = SessionUser & { familyId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Claims of a valid access token, or null: says who the caller claims to be. */
    auth: AccessClaims | null;
    /** The signed-in user, loaded from the database by the access guards. */
    user: AuthUser | null;
  }
}

/** Loads the caller's account; a deleted or disabled account no longer counts as signed in. */
export async function loadUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  if (request.user) return request.user;
  if (!request.auth) return null;
  const [row] = await app.ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, request.auth.sub));
  if (!row || row.disabledAt) return null;
  // A session ended by logout, a password change or token theft ends at once, not when its
  // access token expires.
  const [live] = await app.ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, request.auth.fid),
        eq(refreshTokens.userId, row.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!live) return null;
  const { disabledAt: _, ...user } = row;
  request.user = { ...user, familyId: request.auth.fid };
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
