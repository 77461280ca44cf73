import type { FastifyReply } from 'fastify';
import { GUEST_CART_MARK_COOKIE } from '../../../shared/visitor-cookies';
import type { Config } from '../../config';

/** httpOnly cookie holding a guest's cart token (stored hashed in carts.guest_token_hash). */
export const GUEST_CART_COOKIE = 'guest_cart';
export const GUEST_CART_TTL_SECONDS = 30 * 24 * 60 * 60;

const options = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
  path: '/',
});

/** The guest's cart token, and its readable mark (no secret: it only says a cart exists). */
export function setGuestCartCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(GUEST_CART_COOKIE, token, {
    ...options(config),
    maxAge: GUEST_CART_TTL_SECONDS,
  });
  reply.setCookie(GUEST_CART_MARK_COOKIE, '1', {
    ...options(config),
    httpOnly: false,
    maxAge: GUEST_CART_TTL_SECONDS,
  });
}

export function clearGuestCartCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(GUEST_CART_COOKIE, options(config));
  reply.clearCookie(GUEST_CART_MARK_COOKIE, { ...options(config), httpOnly: false });
}
