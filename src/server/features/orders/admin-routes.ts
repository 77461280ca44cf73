import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  cleanupFailedResponseSchema,
  cleanupFailedSchema,
  orderActionSchema,
} from '../../../shared/schemas/orders-admin';
import { translate } from '../../lib/i18n';
import { createAdminOrders } from './admin-service';

/** /api/admin/orders… (admins only). */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminOrders(app.ctx);
  const config = { access: 'admin' as const };
  const tags = ['admin: orders'];

  app.get(
    '/orders',
    {
      config,
      schema: { tags, querystring: adminOrderQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => service.list(request.query),
  );
  app.get(
    '/orders/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request) => service.detail(request.params.id),
  );
  app.post(
    '/orders/:id/actions',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: orderActionSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      service.act(request.params.id, request.body.action, request.user!.id, request.body.note),
  );
  app.post(
    '/orders/cleanup-failed',
    {
      config,
      schema: { tags, body: cleanupFailedSchema, response: { 200: cleanupFailedResponseSchema } },
    },
    async (request) => {
      const deleted = await service.cleanupFailed(request.body.olderThanDays);
      return {
        success: true as const,
        deleted,
        message: translate(request.lang, 'orders.cleanedUp', { n: deleted }),
      };
    },
  );
};
