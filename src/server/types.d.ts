import type { Language } from '../shared/constants';
import type { AppContext } from './context';
import type { Services } from './services';

export type RouteAccess = 'public' | 'customer' | 'admin';

/** An API route and the access level it declared (app.routeTable). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** ar or en, from Accept-Language; picks the language of every server message. */
    lang: Language;
  }
  interface FastifyInstance {
    /** The context, and every area's service built once (services.ts), for routes. */
    ctx: AppContext & { services: Services };
    /** Every API route with its declared access level, filled as routes register. */
    routeTable: DeclaredRoute[];
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
