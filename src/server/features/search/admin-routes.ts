import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  redirectInputSchema,
  redirectListSchema,
  searchRedirectSchema,
  searchStatsQuerySchema,
  searchStatsSchema,
  synonymGroupSchema,
  synonymInputSchema,
  synonymListSchema,
} from '../../../shared/schemas/search';
import { translate } from '../../lib/i18n';

const admin = { access: 'admin' as const };
const tags = ['admin: search terms'];

/**
 * /api/admin/search/… (Admin → Search terms, issue 23): synonym groups, redirects to a
 * category, and what shoppers searched. Not /api/admin/search itself: that is the top bar's.
 */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { searchAdmin } = app.ctx.services;

  app.get(
    '/search/synonyms',
    { config: admin, schema: { tags, response: { 200: synonymListSchema } } },
    async () => ({ items: await searchAdmin.listSynonyms() }),
  );
  app.post(
    '/search/synonyms',
    {
      config: admin,
      schema: { tags, body: synonymInputSchema, response: { 201: synonymGroupSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await searchAdmin.createSynonym(request.body, request.user!.id)),
  );
  app.put(
    '/search/synonyms/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: synonymInputSchema,
        response: { 200: synonymGroupSchema },
      },
    },
    async (request) => searchAdmin.updateSynonym(request.params.id, request.body, request.user!.id),
  );
  app.delete(
    '/search/synonyms/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await searchAdmin.deleteSynonym(request.params.id, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'search.synonymDeleted') };
    },
  );

  app.get(
    '/search/redirects',
    { config: admin, schema: { tags, response: { 200: redirectListSchema } } },
    async () => ({ items: await searchAdmin.listRedirects() }),
  );
  app.post(
    '/search/redirects',
    {
      config: admin,
      schema: { tags, body: redirectInputSchema, response: { 201: searchRedirectSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await searchAdmin.createRedirect(request.body, request.user!.id)),
  );
  app.delete(
    '/search/redirects/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await searchAdmin.deleteRedirect(request.params.id, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'search.redirectDeleted') };
    },
  );

  app.get(
    '/search/stats',
    {
      config: admin,
      schema: { tags, querystring: searchStatsQuerySchema, response: { 200: searchStatsSchema } },
    },
    async (request) => searchAdmin.statistics(request.query.days),
  );
};
