import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shippingEstimateQuerySchema,
  shippingEstimateSchema,
} from '../../../shared/schemas/shipping';
import { loadUser } from '../../plugins/auth';

/** GET /api/shipping/estimate: the delivery estimate the product page shows. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.ctx.services;

  app.get(
    '/shipping/estimate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shipping'],
        querystring: shippingEstimateQuerySchema,
        response: { 200: shippingEstimateSchema },
      },
    },
    async (request, reply) => {
      const user = await loadUser(app, request);
      // A signed-in customer's answer names where their last order went: never shared.
      reply.header('Cache-Control', 'private, no-store');
      return shipping.estimate({ governorate: request.query.governorate, userId: user?.id });
    },
  );
};
