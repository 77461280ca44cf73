import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryListSchema,
  categorySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  relatedProductsSchema,
} from '../../../shared/schemas/catalog';
import { idParamsSchema } from '../../../shared/schemas/common';
import { reviewInputSchema, reviewListSchema, reviewSchema } from '../../../shared/schemas/reviews';
import { compareRoutes } from './compare-routes';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, reviews } = app.ctx.services;
  // Short: an admin's change shows within a minute even where a proxy keeps a copy.
  const access = { access: 'public' as const, cacheSeconds: 30 };
  await app.register(compareRoutes); // GET /products/compare (issue 24)

  app.get(
    '/categories',
    { config: access, schema: { tags: ['catalog'], response: { 200: categoryListSchema } } },
    async () => ({ items: await catalog.listCategories() }),
  );

  app.get(
    '/categories/:slug',
    {
      config: access,
      schema: {
        tags: ['catalog'],
        params: z.strictObject({ slug: z.string().min(1).max(100) }),
        response: { 200: categorySchema },
      },
    },
    async (request) => catalog.getCategoryBySlug(request.params.slug),
  );

  app.get(
    '/products',
    {
      config: access,
      schema: {
        tags: ['catalog'],
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
      // Searches are counted for the owner (issue 23) after the answer, cached ones too.
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) catalog.noteSearchShown(request.query);
      },
    },
    async (request) => catalog.listProducts(request.query, request.lang),
  );

  app.get(
    '/products/:id',
    {
      config: access,
      schema: { tags: ['catalog'], params: idParamsSchema, response: { 200: productDetailSchema } },
    },
    async (request) => catalog.getProduct(request.params.id),
  );

  app.get(
    '/products/:id/related',
    {
      config: access,
      schema: {
        tags: ['catalog'],
        params: idParamsSchema,
        response: { 200: relatedProductsSchema },
      },
    },
    async (request) => ({ items: await catalog.relatedProducts(request.params.id) }),
  );

  app.get(
    '/products/:id/reviews',
    {
      config: access,
      schema: { tags: ['catalog'], params: idParamsSchema, response: { 200: reviewListSchema } },
    },
    async (request) => ({ items: await reviews.list(request.params.id) }),
  );

  app.post(
    '/products/:id/reviews',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['catalog'],
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.add(request.params.id, request.user!.id, request.body)),
  );
};
