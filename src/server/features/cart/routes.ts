import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema } from '../../../shared/schemas/cart';
import { createCartService } from './service';

export const GUEST_CART_COOKIE = 'guest_cart';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app.ctx.db);

  // Guests may use the cart (SPEC §1); signed-in users get theirs once sessions exist.
  app.get(
    '/cart',
    { config: { access: 'public' }, schema: { tags: ['cart'], response: { 200: cartSchema } } },
    async (request) => {
      const guestToken = request.cookies[GUEST_CART_COOKIE];
      return cart.getCart(guestToken ? { guestToken } : null);
    },
  );
};
