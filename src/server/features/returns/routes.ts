import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  orderReturnsSchema,
  returnRequestInputSchema,
  returnRequestSchema,
} from '../../../shared/schemas/returns';
import { AppError } from '../../lib/app-error';
import { readImageFiles } from './uploads';

/** /api/orders/:id/returns and /api/returns/:id… (the customer's own orders, decision 046). */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.returns;
  const config = { access: 'customer' as const };
  const tags = ['returns'];

  app.get(
    '/orders/:id/returns',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orderReturnsSchema } } },
    async (request) => {
      const found = await service.forOrder(request.params.id, request.user!.id);
      if (!found) throw AppError.notFound('orders.notFound');
      return found;
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: returnRequestInputSchema,
        response: { 201: returnRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.request(request.user!.id, request.params.id, request.body)),
  );

  /** Up to three photos in all (any field name), each at most IMAGE_MAX_BYTES. */
  app.post(
    '/returns/:id/photos',
    { config, schema: { tags, params: idParamsSchema, response: { 200: returnRequestSchema } } },
    async (request) =>
      service.addPhotos(request.user!.id, request.params.id, () => readImageFiles(request)),
  );

  app.post(
    '/returns/:id/cancel',
    { config, schema: { tags, params: idParamsSchema, response: { 200: returnRequestSchema } } },
    async (request) => service.withdraw(request.user!.id, request.params.id),
  );
};
