import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import { adminUserCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  changeRoleSchema,
  setDisabledSchema,
} from '../../../shared/schemas/users-admin';
import { sendCsv } from '../../lib/csv';
import { userCsvHeader, userCsvRows } from './admin-csv';

/** /api/admin/users… (admins only). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.usersAdmin;
  const config = { access: 'admin' as const };
  const tags = ['admin: users'];
  const detail = { 200: adminUserDetailSchema };

  app.get(
    '/users',
    {
      config,
      schema: { tags, querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request) => service.list(request.query),
  );
  app.get(
    '/users.csv',
    { config, schema: { tags, querystring: adminUserCsvQuerySchema } },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const { lang: _, ...filters } = request.query;
      await app.ctx.services.audit.recordExport(request.user!.id, 'users', filters);
      return sendCsv(
        reply,
        'users',
        userCsvHeader(lang),
        userCsvRows(app.ctx.db, request.query, lang),
      );
    },
  );
  app.get(
    '/users/:id',
    { config, schema: { tags, params: idParamsSchema, response: detail } },
    async (request) => service.detail(request.params.id),
  );
  app.put(
    '/users/:id/role',
    { config, schema: { tags, params: idParamsSchema, body: changeRoleSchema, response: detail } },
    async (request) => service.setRole(request.user!.id, request.params.id, request.body.role),
  );
  app.put(
    '/users/:id/disabled',
    { config, schema: { tags, params: idParamsSchema, body: setDisabledSchema, response: detail } },
    async (request) =>
      service.setDisabled(request.user!.id, request.params.id, request.body.disabled),
  );
};
