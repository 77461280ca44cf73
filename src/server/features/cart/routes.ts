import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemSchema,
  cartQuoteInputSchema,
  cartQuoteSchema,
  cartSchema,
  updateCartItemSchema,
} from '../../../shared/schemas/cart';
import { loadUser } from '../../plugins/auth';
import { type CartOwner, GUEST_CART_COOKIE, setGuestCartCookie } from './service';

const itemParams = z.strictObject({ id: z.uuid('validation.invalidUuid') });
// Guests may use the cart (SPEC §1); CSRF still guards every write.
const config = { access: 'public' as const };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.ctx.services;

  /** The signed-in user's cart, else the guest cart of the cookie (a user never sees it). */
  async function ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
    const user = await loadUser(app, request);
    if (user) return { userId: user.id };
    const guestToken = request.cookies[GUEST_CART_COOKIE];
    return guestToken ? { guestToken } : null;
  }

  app.get('/cart', { config, schema: { tags, response: { 200: cartSchema } } }, async (request) =>
    cart.getCart(await ownerOf(request)),
  );

  // Reads only; a POST because the choices are a body (a coupon code does not belong in a URL).
  app.post(
    '/cart/quote',
    { config, schema: { tags, body: cartQuoteInputSchema, response: { 200: cartQuoteSchema } } },
    async (request) => cart.quote(await ownerOf(request), request.body),
  );

  app.post(
    '/cart/items',
    { config, schema: { tags, body: addCartItemSchema, response: { 200: cartSchema } } },
    async (request, reply) => {
      const result = await cart.addItem(await ownerOf(request), request.body);
      // Set on every guest add, so the cart lives 30 days after the last one.
      if (result.guestToken) setGuestCartCookie(reply, app.ctx.config, result.guestToken);
      return result.cart;
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      config,
      schema: {
        tags,
        params: itemParams,
        body: updateCartItemSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      cart.updateItem(await ownerOf(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/items/:id',
    { config, schema: { tags, params: itemParams, response: { 200: cartSchema } } },
    async (request) => cart.removeItem(await ownerOf(request), request.params.id),
  );

  app.delete(
    '/cart',
    { config, schema: { tags, response: { 200: cartSchema } } },
    async (request) => cart.clear(await ownerOf(request)),
  );
};
