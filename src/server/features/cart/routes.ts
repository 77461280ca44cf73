import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../shared/constants';
import {
  addCartItemSchema,
  cartCouponInputSchema,
  cartQuoteInputSchema,
  cartQuoteSchema,
  cartSchema,
  updateCartItemSchema,
} from '../../../shared/schemas/cart';
import { translate } from '../../lib/i18n';
import { loadUser } from '../../plugins/auth';
import { type CartOwner, GUEST_CART_COOKIE, setGuestCartCookie } from './service';
import type { CouponView } from './view';

const itemParams = z.strictObject({ id: z.uuid('validation.invalidUuid') });
// Guests may use the cart (SPEC §1); CSRF still guards every write.
const config = { access: 'public' as const };
const tags = ['cart'];

/** The service's answer with the coupon's refusal written in the caller's language. */
function present<T extends { coupon: CouponView | null }>(answer: T, lang: Language) {
  const { coupon } = answer;
  return {
    ...answer,
    coupon: coupon && {
      code: coupon.code,
      applied: coupon.applied,
      message: coupon.refusal ? translate(lang, coupon.refusal.key, coupon.refusal.params) : null,
    },
  };
}

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
    present(await cart.getCart(await ownerOf(request)), request.lang),
  );

  // Reads only; a POST because the choices are a body (a coupon code does not belong in a URL).
  app.post(
    '/cart/quote',
    { config, schema: { tags, body: cartQuoteInputSchema, response: { 200: cartQuoteSchema } } },
    async (request) =>
      present(await cart.quote(await ownerOf(request), request.body), request.lang),
  );

  // The coupon code of the cart: kept only when it applies now (a refusal is the error).
  app.put(
    '/cart/coupon',
    { config, schema: { tags, body: cartCouponInputSchema, response: { 200: cartSchema } } },
    async (request) =>
      present(await cart.applyCoupon(await ownerOf(request), request.body.code), request.lang),
  );

  app.delete(
    '/cart/coupon',
    { config, schema: { tags, response: { 200: cartSchema } } },
    async (request) => present(await cart.removeCoupon(await ownerOf(request)), request.lang),
  );

  app.post(
    '/cart/items',
    { config, schema: { tags, body: addCartItemSchema, response: { 200: cartSchema } } },
    async (request, reply) => {
      const result = await cart.addItem(await ownerOf(request), request.body);
      // Set on every guest add, so the cart lives 30 days after the last one.
      if (result.guestToken) setGuestCartCookie(reply, app.ctx.config, result.guestToken);
      return present(result.cart, request.lang);
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
      present(
        await cart.updateItem(await ownerOf(request), request.params.id, request.body.quantity),
        request.lang,
      ),
  );

  app.delete(
    '/cart/items/:id',
    { config, schema: { tags, params: itemParams, response: { 200: cartSchema } } },
    async (request) =>
      present(await cart.removeItem(await ownerOf(request), request.params.id), request.lang),
  );

  app.delete(
    '/cart',
    { config, schema: { tags, response: { 200: cartSchema } } },
    async (request) => present(await cart.clear(await ownerOf(request)), request.lang),
  );
};
