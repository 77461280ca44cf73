import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminOrderShipmentsSchema,
  createShipmentInputSchema,
  shipmentActionInputSchema,
} from '../../../shared/schemas/shipments';

/**
 * /api/admin/orders/:id/shipments and /api/admin/shipments/:id/… (admins only, decision 044):
 * the order's shipments, "Create shipment", and the actions on one shipment. Each change answers
 * the order's shipments as the admin page shows them.
 */
export const shipmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.shipments;
  const config = { access: 'admin' as const };
  const tags = ['admin: shipments'];
  const answer = { 200: adminOrderShipmentsSchema };

  app.get(
    '/orders/:id/shipments',
    { config, schema: { tags, params: idParamsSchema, response: answer } },
    async (request) => service.forOrder(request.params.id, request.lang),
  );

  app.post(
    '/orders/:id/shipments',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: createShipmentInputSchema,
        response: { 201: adminOrderShipmentsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await service.create(id, request.body, request.user!.id, request.lang);
      return reply.status(201).send(await service.forOrder(id, request.lang));
    },
  );

  app.post(
    '/shipments/:id/cancel',
    {
      config,
      schema: { tags, params: idParamsSchema, body: shipmentActionInputSchema, response: answer },
    },
    async (request) => {
      const orderId = await service.cancel(
        request.params.id,
        request.user!.id,
        request.body.note,
        request.lang,
      );
      return service.forOrder(orderId, request.lang);
    },
  );

  for (const outcome of ['delivered', 'returned'] as const) {
    app.post(
      `/shipments/:id/${outcome}`,
      {
        config,
        schema: { tags, params: idParamsSchema, body: shipmentActionInputSchema, response: answer },
      },
      async (request) => {
        const orderId = await service.settleManual(
          request.params.id,
          outcome,
          request.user!.id,
          request.body.note,
        );
        return service.forOrder(orderId, request.lang);
      },
    );
  }

  // The courier's airway bill, fetched through our API (the courier's key never leaves us).
  app.get(
    '/shipments/:id/airway-bill',
    { config, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { pdf, trackingNumber } = await service.airwayBill(request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="airway-bill-${trackingNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
