import type { Language } from '../shared/constants';
import type { AppContext } from './context';

export type RouteAccess = 'public' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** ar or en, from Accept-Language; picks the language of every server message. */
    lang: Language;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it (checked at start). */
    access?: RouteAccess;
    /** false: no X-XSRF-TOKEN check (calls that open a session, server-to-server webhooks). */
    csrf?: boolean;
    /** Public GET: ETag + Cache-Control max-age in seconds (plugins/http-cache.ts). */
    cacheSeconds?: number;
  }
}
