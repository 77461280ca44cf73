import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * While the shop requires it (REQUIRE_OWNER_TWO_FACTOR, decision 049) and the owner has not
 * enrolled, every staff route answers the owner 403 `TWO_FACTOR_REQUIRED`: only their own
 * account's calls (/auth/me, /auth/two-factor/*, all `customer` routes) stay open, so the admin
 * can lead them to the enrolment page; so does the OpenAPI document. Runs after the access guard
 * has loaded the user.
 */
export function ownerTwoFactorGate(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!app.ctx.config.requireOwnerTwoFactor) return;
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public' || access === 'customer') return;
    // The API's description (admins only in production, decision 040) holds no shop data.
    if (request.routeOptions.url?.startsWith('/api/docs')) return;
    const user = request.user;
    if (!user) return;
    if (await app.ctx.services.auth.twoFactor.blocksAdmin(user.id, user.role)) {
      throw new AppError('TWO_FACTOR_REQUIRED', 403, 'auth.twoFactorSetupRequired');
    }
  };
}
