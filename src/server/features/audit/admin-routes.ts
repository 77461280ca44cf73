import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditQuerySchema, auditListSchema } from '../../../shared/schemas/audit';
import { adminAuditCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import { sendCsv } from '../../lib/csv';
import { auditCsvHeader, auditCsvRows } from './csv';

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

  // The log as a file, with the list's filters; the download itself is logged (issue 25).
  app.get(
    '/audit-log.csv',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin: audit'], querystring: adminAuditCsvQuerySchema },
    },
    async (request, reply) => {
      const { lang: asked, ...filters } = request.query;
      const lang = asked ?? request.lang;
      await app.ctx.services.audit.recordExport(request.user!.id, 'audit', filters);
      return sendCsv(
        reply,
        'audit-log',
        auditCsvHeader(lang),
        auditCsvRows(app.ctx.services.audit.all(filters), lang),
      );
    },
  );
};
