import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLegalPageSchema,
  legalPageInputSchema,
  legalPageSchema,
  legalSlugParamsSchema,
} from '../../../shared/schemas/company';
import { retireCachesOnWrite } from '../../plugins/response-cache';

/** GET /api/pages/:slug: the privacy policy or the terms in the caller's language. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal } = app.ctx.services;
  app.get(
    '/pages/:slug',
    {
      // Not response-cached: a rarely read page, and an admin's edit must show at once.
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        params: legalSlugParamsSchema,
        response: { 200: legalPageSchema },
      },
    },
    async (request) => legal.page(request.params.slug, request.lang),
  );
};

/** /api/admin/pages/:slug (admins only): the Markdown of both languages. */
export const legalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: settings'];
  // Legal pages are server-rendered storefront pages (terms, privacy).
  retireCachesOnWrite(app);

  app.get(
    '/pages/:slug',
    {
      config,
      schema: { tags, params: legalSlugParamsSchema, response: { 200: adminLegalPageSchema } },
    },
    async (request) => legal.source(request.params.slug),
  );

  app.put(
    '/pages/:slug',
    {
      config,
      schema: {
        tags,
        params: legalSlugParamsSchema,
        body: legalPageInputSchema,
        response: { 200: adminLegalPageSchema },
      },
    },
    async (request) => legal.update(request.params.slug, request.body, request.user!.id),
  );
};
