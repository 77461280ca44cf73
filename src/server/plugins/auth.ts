import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { type AccessClaims, verifyAccessToken } from '../lib/tokens';
import { mayCall } from './permissions';

export type AuthUser = SessionUser & {
  familyId: string;
  /** The account's language, for mails sent on its behalf (not part of the API's user). */
  preferredLanguage: 'ar' | 'en';
};

/** The account of a live session, or null (the auth area's query: app.ts hands it in). */
export type FindSessionUser = (
  db: Db,
  userId: string,
  familyId: string,
) => Promise<Omit<AuthUser, 'familyId'> | null>;

export interface AuthOptions {
  /** Signs access tokens: SESSION_SECRET, or the one generated into DATA_DIR. */
  secret: string;
  /** The cookie that carries the access token. */
  accessCookie: string;
  findSessionUser: FindSessionUser;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerAuth: loadUser asks it, wherever a route is registered. */
    findSessionUser: FindSessionUser;
  }
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
  const row = await app.findSessionUser(app.ctx.db, request.auth.sub, request.auth.fid);
  if (!row) return null;
  request.user = { ...row, familyId: request.auth.fid };
  return request.user;
}

/**
 * Reads the access token on every request, and enforces each route's declared access level:
 * guests get 401 on customer and admin routes, customers 403 on admin routes. The role always
 * comes from the database, never from the token or the client.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorate('findSessionUser', options.findSessionUser);
  app.decorateRequest('auth', null);
  app.decorateRequest('user', null);

  // onRequest, before body parsing, validation and the CSRF check: a guest on a customer route
  // gets 401 whatever else is wrong with the request.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[options.accessCookie];
    request.auth = token ? verifyAccessToken(token, options.secret) : null;
    const access = request.routeOptions.config?.access;
    if (access !== 'customer' && access !== 'admin') return;
    const user = await loadUser(app, request);
    if (!user) throw AppError.unauthorized('errors.mustLogin');
    // Staff only, and only what their role may do (decision 048): one table says which.
    if (access === 'admin' && !mayCall(user.role, request.method, request.routeOptions.url ?? '')) {
      throw AppError.forbidden();
    }
  });
}
