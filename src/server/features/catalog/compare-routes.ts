import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareListSchema, compareQuerySchema } from '../../../shared/schemas/compare';
import { compareProducts } from './compare';

/** GET /api/products/compare?ids=a,b,c — public and cached like the rest of the catalog. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.ctx.services;
  app.get(
    '/products/compare',
    {
      config: { access: 'public', cacheSeconds: 30 },
      schema: {
        tags: ['catalog'],
        querystring: compareQuerySchema,
        response: { 200: compareListSchema },
      },
    },
    async (request) => ({ items: await compareProducts(catalog, request.query.ids) }),
  );
};
