import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteIdsSchema,
  favoritesSchema,
  favoriteToggleSchema,
} from '../../../shared/schemas/favorites';

const productParams = z.strictObject({ productId: z.uuid('validation.invalidUuid') });
// Guests get 401 'You must be logged in to perform this action' (SPEC §6).
const config = { access: 'customer' as const };
const tags = ['favorites'];

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.ctx.services;

  app.get(
    '/favorites',
    { config, schema: { tags, response: { 200: favoritesSchema } } },
    async (request) => ({ items: await favorites.list(request.user!.id) }),
  );

  app.get(
    '/favorites/ids',
    { config, schema: { tags, response: { 200: favoriteIdsSchema } } },
    async (request) => ({ ids: await favorites.ids(request.user!.id) }),
  );

  app.put(
    '/favorites/:productId',
    { config, schema: { tags, params: productParams, response: { 200: favoriteToggleSchema } } },
    async (request) => {
      await favorites.add(request.user!.id, request.params.productId);
      return { productId: request.params.productId, favorited: true };
    },
  );

  app.delete(
    '/favorites/:productId',
    { config, schema: { tags, params: productParams, response: { 200: favoriteToggleSchema } } },
    async (request) => {
      await favorites.remove(request.user!.id, request.params.productId);
      return { productId: request.params.productId, favorited: false };
    },
  );
};
