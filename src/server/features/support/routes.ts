import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  newSupportThreadSchema,
  supportListQuerySchema,
  supportReplySchema,
  supportThreadListSchema,
  supportThreadSchema,
} from '../../../shared/schemas/support';

/** /api/support/threads… : a signed-in customer's own threads (others' answer 404). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.support;
  const config = { access: 'customer' as const };
  const tags = ['support'];

  app.get(
    '/support/threads',
    {
      config,
      schema: {
        tags,
        querystring: supportListQuerySchema,
        response: { 200: supportThreadListSchema },
      },
    },
    async (request) => service.list(request.user!.id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/support/threads',
    {
      config,
      schema: { tags, body: newSupportThreadSchema, response: { 201: supportThreadSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user!, request.body)),
  );

  app.get(
    '/support/threads/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: supportThreadSchema } } },
    async (request) => service.detail(request.user!.id, request.params.id),
  );

  app.post(
    '/support/threads/:id/messages',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: supportReplySchema,
        response: { 201: supportThreadSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.reply(request.user!.id, request.params.id, request.body.message)),
  );
};
