import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import { orderShipmentSchema } from '../../../shared/schemas/shipments';
import { AppError } from '../../lib/app-error';

/**
 * The customer's shipment of their own order, and the couriers' webhooks (decision 044).
 */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.shipments;

  app.get(
    '/orders/:id/shipment',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: idParamsSchema, response: { 200: orderShipmentSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.forCustomer(request.user!.id, request.params.id);
    },
  );

  // Bosta's state changes: from its servers (no CSRF token), proven by the shared secret in the
  // Authorization header. Refused ones change nothing.
  app.post(
    '/shipments/webhooks/bosta',
    {
      config: { access: 'public', csrf: false },
      schema: { tags: ['shipments'], hide: true },
    },
    async (request, reply) => {
      const outcome = await service.webhook('bosta', request.headers, request.body);
      if (outcome === 'unauthorized') {
        request.log.warn('Bosta webhook with a missing or wrong secret');
        throw AppError.unauthorized('shipments.webhookRefused');
      }
      if (outcome === 'invalid') throw new AppError('BAD_REQUEST', 400, 'shipments.webhookRefused');
      if (outcome === 'unknown') throw AppError.notFound('shipments.notFound');
      return reply.status(200).send({ received: true, duplicate: outcome === 'duplicate' });
    },
  );
};
