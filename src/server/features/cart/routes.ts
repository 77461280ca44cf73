import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema } from '../../../shared/schemas/cart';
import { loadUser } from '../../plugins/auth';
import { createCartService } from './service';

export const GUEST_CART_COOKIE = 'guest_cart';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app.ctx.db);

  // Guests may use the cart (SPEC §1): theirs hangs on a cookie; signed-in users have their own.
  app.get(
    '/cart',
    { config: { access: 'public' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => {
      const user = await loadUser(app, request);
      if (user) return cart.getCart({ userId: user.id });
      const guestToken = request.cookies[GUEST_CART_COOKIE];
      return cart.getCart(guestToken ? { guestToken } : null);
    },
  );
};
