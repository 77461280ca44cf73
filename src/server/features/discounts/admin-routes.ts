import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminCouponDetailSchema,
  adminCouponListSchema,
  adminCouponQuerySchema,
  couponActiveSchema,
  couponInputSchema,
} from '../../../shared/schemas/discounts-admin';
import { translate } from '../../lib/i18n';

const admin = { access: 'admin' as const };

/** /api/admin/coupons… (admins only): the Discounts area. */
export const discountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = app.ctx.services.discountsAdmin;
  const tags = ['admin: discounts'];
  const one = { params: idParamsSchema, response: { 200: adminCouponDetailSchema } };

  app.get(
    '/coupons',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminCouponQuerySchema,
        response: { 200: adminCouponListSchema },
      },
    },
    async (request) => coupons.list(request.query),
  );
  app.get('/coupons/:id', { config: admin, schema: { tags, ...one } }, async (request) =>
    coupons.get(request.params.id),
  );
  app.post(
    '/coupons',
    {
      config: admin,
      schema: { tags, body: couponInputSchema, response: { 201: adminCouponDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(request.body, request.user!.id)),
  );
  app.put(
    '/coupons/:id',
    { config: admin, schema: { tags, ...one, body: couponInputSchema } },
    async (request) => coupons.update(request.params.id, request.body, request.user!.id),
  );
  app.patch(
    '/coupons/:id',
    { config: admin, schema: { tags, ...one, body: couponActiveSchema } },
    async (request) =>
      coupons.setActive(request.params.id, request.body.isActive, request.user!.id),
  );
  app.delete(
    '/coupons/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await coupons.remove(request.params.id, request.user!.id);
      return {
        success: true as const,
        message: translate(request.lang, 'discounts.couponDeleted'),
      };
    },
  );
};
