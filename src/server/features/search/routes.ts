import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestQuerySchema, suggestResultSchema } from '../../../shared/schemas/search';

/** GET /api/search/suggest?q= — suggestions as the shopper types (issue 23). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.ctx.services;
  // Searches are counted in memory and written in the background (stats.ts).
  search.stats.start();
  app.addHook('onClose', async () => search.stats.stop());
  // Outside tests, the index is built at start rather than by the first search (a few seconds
  // at 50,000 products). Tests arrange rows directly and expect the first search to read them.
  if (app.ctx.config.env !== 'test') {
    app.addHook('onReady', async () => {
      search.ready().catch((error) => app.log.error({ err: error }, 'search index'));
    });
  }

  app.get(
    '/search/suggest',
    {
      // Briefly cacheable: keyed by language, URL and catalog version like the catalog's lists.
      config: { access: 'public', cacheSeconds: 30 },
      schema: {
        tags: ['search'],
        querystring: suggestQuerySchema,
        response: { 200: suggestResultSchema },
      },
    },
    async (request) => search.suggest(request.query.q, request.lang),
  );
};
