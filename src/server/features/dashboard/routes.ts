import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/schemas/dashboard';
import { createDashboardService, type DashboardOptions } from './service';

/** GET /api/admin/dashboard?period=7|30|90 (admins only). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<DashboardOptions> = async (
  app,
  options,
) => {
  const service = createDashboardService(app.ctx.db, { now: options.now });
  app.get(
    '/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply) => {
      // Live figures for one admin: never stored by a browser or a proxy.
      reply.header('Cache-Control', 'private, no-store');
      return service.overview(request.query.period);
    },
  );
};
