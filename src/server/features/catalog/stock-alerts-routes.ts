import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  inventorySettingsInputSchema,
  inventorySettingsSchema,
  stockHistoryQuerySchema,
  stockHistorySchema,
} from '../../../shared/schemas/stock-alerts';

const config = { access: 'admin' as const };
const tags = ['admin: catalog'];

/**
 * /api/admin/products/:id/stock-history and /api/admin/stock/settings (the `catalog`
 * permission): the stock history of a product and the default low-stock threshold (decision 058).
 */
export const stockAlertsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogStock } = app.ctx.services;

  app.get(
    '/products/:id/stock-history',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistorySchema },
      },
    },
    async (request) => catalogStock.stockHistory(request.params.id, request.query),
  );

  app.get(
    '/stock/settings',
    { config, schema: { tags, response: { 200: inventorySettingsSchema } } },
    async () => catalogStock.inventorySettings(),
  );

  app.put(
    '/stock/settings',
    {
      config,
      schema: {
        tags,
        body: inventorySettingsInputSchema,
        response: { 200: inventorySettingsSchema },
      },
    },
    async (request, reply) => {
      const saved = await catalogStock.saveInventorySettings(
        request.body.lowStockThreshold,
        request.user!.id,
      );
      // Items now at or below the new default are told about at once.
      app.ctx.jobs
        .enqueueOnce('catalog.stockAlerts')
        .catch((error) => request.log.error({ err: error }, 'stock alerts'));
      return reply.send(saved);
    },
  );
};
