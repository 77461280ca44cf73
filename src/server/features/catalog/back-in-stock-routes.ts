import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  backInStockInputSchema,
  backInStockListSchema,
  backInStockQuerySchema,
  backInStockStateSchema,
} from '../../../shared/schemas/stock-alerts';
import { translate } from '../../lib/i18n';

// Signed-in customers only: guests get 401 'You must be logged in to perform this action'.
const config = { access: 'customer' as const };
const tags = ['catalog'];

/** /api/products/:id/back-in-stock: "tell me when it is back" (issue 22, decision 058). */
export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { backInStock } = app.ctx.services.catalogStock;

  app.get(
    '/products/:id/back-in-stock',
    { config, schema: { tags, params: idParamsSchema, response: { 200: backInStockListSchema } } },
    async (request) => ({ items: await backInStock.list(request.user!.id, request.params.id) }),
  );

  app.post(
    '/products/:id/back-in-stock',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: backInStockInputSchema,
        response: { 200: backInStockStateSchema, 201: backInStockStateSchema },
      },
    },
    async (request, reply) => {
      const productId = request.params.id;
      const variantId = request.body.variantId ?? null;
      const { created } = await backInStock.request(
        request.user!.id,
        productId,
        variantId,
        request.lang,
      );
      return reply.status(created ? 201 : 200).send({
        productId,
        variantId,
        requested: true,
        message: translate(request.lang, 'backInStock.requested'),
      });
    },
  );

  app.delete(
    '/products/:id/back-in-stock',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: backInStockQuerySchema,
        response: { 200: backInStockStateSchema },
      },
    },
    async (request) => {
      const productId = request.params.id;
      const variantId = request.query.variantId ?? null;
      await backInStock.cancel(request.user!.id, productId, variantId);
      return {
        productId,
        variantId,
        requested: false,
        message: translate(request.lang, 'backInStock.cancelled'),
      };
    },
  );
};
