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
    /** The query schema of each API route that has one, keyed `METHOD /api/url` (decision 040). */
    routeQueries: Map<string, unknown>;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it (checked at start). */
    access?: RouteAccess;
    /**
     * false: no CSRF check at all (server-to-server webhooks); 'origin': no X-XSRF-TOKEN, but a
     * browser call from another site is refused (calls that open a session; decision 040).
     */
    csrf?: boolean | 'origin';
    /** Public GET: ETag + Cache-Control max-age in seconds (plugins/http-cache.ts). */
    cacheSeconds?: number;
  }
}
