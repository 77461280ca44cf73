import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/schemas/dashboard';
import type { DashboardService } from './service';

/** GET /api/admin/dashboard?period=7|30|90 (admins only). A test may mount it with a service on a pinned clock. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ service?: DashboardService }> = async (
  app,
  options,
) => {
  const service = options.service ?? app.ctx.services.dashboard;
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
