import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminSupportQuerySchema,
  adminSupportReplySchema,
  adminSupportUpdateSchema,
  supportThreadListSchema,
  supportThreadSchema,
} from '../../../shared/schemas/support';

/** /api/admin/support/threads… (admins only). */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.supportAdmin;
  const config = { access: 'admin' as const };
  const tags = ['admin: support'];

  app.get(
    '/support/threads',
    {
      config,
      schema: {
        tags,
        querystring: adminSupportQuerySchema,
        response: { 200: supportThreadListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/support/threads/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: supportThreadSchema } } },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    '/support/threads/:id/messages',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminSupportReplySchema,
        response: { 201: supportThreadSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.reply(request.user!.id, request.params.id, request.body)),
  );

  app.patch(
    '/support/threads/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: adminSupportUpdateSchema,
        response: { 200: supportThreadSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body, request.user!.id),
  );
};
