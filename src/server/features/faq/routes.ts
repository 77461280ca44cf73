import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminFaqListSchema,
  adminFaqSchema,
  faqGroupsSchema,
  faqInputSchema,
  faqReorderSchema,
} from '../../../shared/schemas/faq';
import { translate } from '../../lib/i18n';
import { retireCachesOnWrite } from '../../plugins/response-cache';

/** GET /api/faqs: active questions for the FAQ page, cached like the catalog. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.faq;
  app.get(
    '/faqs',
    {
      config: { access: 'public', cacheSeconds: 60 },
      schema: { tags: ['faq'], response: { 200: faqGroupsSchema } },
    },
    async () => service.groups(),
  );
};

const admin = { access: 'admin' as const };

/** /api/admin/faqs… (admins only). */
export const faqAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.faq;
  const tags = ['admin: faq'];

  retireCachesOnWrite(app);

  app.get(
    '/faqs',
    { config: admin, schema: { tags, response: { 200: adminFaqListSchema } } },
    async () => ({ items: await service.adminList() }),
  );
  app.post(
    '/faqs',
    { config: admin, schema: { tags, body: faqInputSchema, response: { 201: adminFaqSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, request.user!.id)),
  );
  // Registered before /faqs/:id so 'order' is never taken for an id.
  app.put(
    '/faqs/order',
    {
      config: admin,
      schema: { tags, body: faqReorderSchema, response: { 200: adminFaqListSchema } },
    },
    async (request) => ({
      items: await service.reorder(request.body.category, request.body.ids, request.user!.id),
    }),
  );
  app.put(
    '/faqs/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: faqInputSchema,
        response: { 200: adminFaqSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body, request.user!.id),
  );
  app.delete(
    '/faqs/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.remove(request.params.id, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'faq.deleted') };
    },
  );
};
