import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuerySchema,
  adminSearchResultSchema,
} from '../../../shared/schemas/admin-search';
import { adminSearch } from './service';

/** GET /api/admin/search?q= — the admin top bar's search box (admins only). */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: search'],
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResultSchema },
      },
    },
    async (request) => adminSearch(app.ctx.db, request.query.q),
  );
};
