import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { createXsrfToken, safeEqual, verifyXsrfToken } from '../lib/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** The readable cookie the client echoes (the auth area names and sets it: app.ts). */
  cookie: string;
  /** The session secret: XSRF tokens are an HMAC of the session with it. */
  secret: string;
  /** Origins the shop is served from besides the request's own (APP_URL's). */
  origins: readonly string[];
  setCookie(reply: FastifyReply, token: string): void;
}

/**
 * Whether a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or
 * an `Origin` that is neither the shop's (APP_URL) nor the request's own. Callers that are not
 * browsers send neither header and are judged by the token alone.
 */
function fromAnotherSite(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !origins.has(origin) && origin !== `${request.protocol}://${request.host}`;
}

/**
 * CSRF (DESIGN §4, decisions 008 and 040): every state-changing /api call must
 *  - not come from another site (Origin / Sec-Fetch-Site), and
 *  - echo the XSRF-TOKEN cookie in X-XSRF-TOKEN (double submit), the token being bound to the
 *    caller's session: an HMAC of its refresh-token family with the session secret, so a token
 *    from another session (or planted in the cookie) is refused.
 * A visitor whose cookie is missing, or not made for their current session, gets a fresh one with
 * the answer. A guest has no session to bind to, so a guest's call is checked by double submit
 * alone. Routes that open a session declare `csrf: 'origin'` (origin check only); calls from
 * other servers (the payment webhook) declare `csrf: false` (no check).
 */
export function registerCsrf(app: FastifyInstance, options: CsrfOptions): void {
  const origins = new Set(options.origins);

  /** Gives the visitor a token made for their session unless they have one. */
  const issueToken = (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.auth?.fid ?? null;
    const cookie = request.cookies[options.cookie];
    const bound =
      cookie !== undefined &&
      (session === null || verifyXsrfToken(cookie, options.secret, session));
    if (!bound) options.setCookie(reply, createXsrfToken(options.secret, session));
    return { bound, cookie };
  };

  // A page brings the token too, not only the first /api answer: a guest's first change can be
  // their first call (a tap on Add to cart kept before the app ran, made as soon as its button is
  // ready), and without a token it was refused and sent again, a round trip more on a phone.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && request.method === 'GET' && !request.url.startsWith('/api/')) {
      issueToken(request, reply);
    }
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const { bound, cookie } = issueToken(request, reply);

    if (SAFE_METHODS.has(request.method)) return;
    // Unknown routes fall through to the 404 answer.
    const csrf = request.routeOptions.config?.csrf;
    if (!request.routeOptions.url || csrf === false) return;
    if (fromAnotherSite(request, origins)) throw new AppError('CSRF', 403, 'errors.csrf');
    if (csrf === 'origin') return;
    const header = request.headers['x-xsrf-token'];
    if (
      !bound ||
      cookie === undefined ||
      typeof header !== 'string' ||
      !safeEqual(header, cookie)
    ) {
      throw new AppError('CSRF', 403, 'errors.csrf');
    }
  });
}
