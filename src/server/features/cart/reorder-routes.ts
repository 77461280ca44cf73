import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reorderInputSchema, reorderResultSchema } from '../../../shared/schemas/addresses';

/** POST /api/cart/reorder: a past order of the signed-in customer's back into the cart. */
export const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cartReorder: reorder } = app.ctx.services;

  app.post(
    '/cart/reorder',
    {
      config: { access: 'customer' as const },
      schema: { tags: ['cart'], body: reorderInputSchema, response: { 200: reorderResultSchema } },
    },
    async (request) => reorder(request.user!.id, request.body.orderId),
  );
};
