import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminShippingZoneListSchema,
  adminShippingZoneSchema,
  shippingZoneInputSchema,
} from '../../../shared/schemas/shipping-admin';
import { translate } from '../../lib/i18n';
import { retireCachesOnWrite } from '../../plugins/response-cache';

const config = { access: 'admin' as const };
const tags = ['admin: shipping'];

/** /api/admin/shipping-zones… (admins only): zones of governorates with their fee and estimate. */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.ctx.services;
  // Fees and estimates show on the rendered storefront (cart, product page).
  retireCachesOnWrite(app);

  app.get(
    '/shipping-zones',
    { config, schema: { tags, response: { 200: adminShippingZoneListSchema } } },
    async () => ({ items: await shipping.list() }),
  );

  app.post(
    '/shipping-zones',
    {
      config,
      schema: { tags, body: shippingZoneInputSchema, response: { 201: adminShippingZoneSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await shipping.create(request.body, request.user!.id)),
  );

  app.put(
    '/shipping-zones/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: shippingZoneInputSchema,
        response: { 200: adminShippingZoneSchema },
      },
    },
    async (request) => shipping.update(request.params.id, request.body, request.user!.id),
  );

  app.delete(
    '/shipping-zones/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await shipping.remove(request.params.id, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'shipping.zoneDeleted') };
    },
  );
};
