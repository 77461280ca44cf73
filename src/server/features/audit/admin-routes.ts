import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditQuerySchema, auditListSchema } from '../../../shared/schemas/audit';

/** /api/admin/audit-log (admins only): who changed what, when, newest first. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: audit'],
        querystring: adminAuditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => app.ctx.services.audit.list(request.query),
  );
};
