import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** The readable cookie the client echoes (the auth area names and sets it: app.ts). */
  cookie: string;
  setCookie(reply: FastifyReply, token: string): void;
}

/**
 * Double-submit CSRF (DESIGN §4): every state-changing /api call must echo the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN. Routes that open a session or are called by other servers opt out with
 * `config: { csrf: false }`. Visitors without the cookie get one with their first API answer.
 */
export function registerCsrf(app: FastifyInstance, options: CsrfOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[options.cookie];
    if (!cookie) options.setCookie(reply, randomToken(24));

    if (SAFE_METHODS.has(request.method)) return;
    // Unknown routes fall through to the 404 answer.
    if (!request.routeOptions.url || request.routeOptions.config.csrf === false) return;
    const header = request.headers['x-xsrf-token'];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new AppError('CSRF', 403, 'errors.csrf');
    }
  });
}
