import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashCollectedInputSchema,
  confirmationTokenParamsSchema,
  confirmOrderInputSchema,
  orderConfirmationSchema,
} from '../../../shared/schemas/cash-on-delivery';
import { idParamsSchema } from '../../../shared/schemas/common';
import { adminOrderDetailSchema } from '../../../shared/schemas/orders-admin';

/**
 * /api/admin/orders/:id/cash-collected and /confirm (admins only): cash on delivery on the
 * admin's order page (decision 043). Each answers the order as the admin page shows it.
 */
export const codAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ordersCod: cashOnDelivery, ordersAdmin } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: orders'];

  app.post(
    '/orders/:id/cash-collected',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: cashCollectedInputSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => {
      await cashOnDelivery.collectCash(request.params.id, request.body, request.user!.id);
      return ordersAdmin.detail(request.params.id);
    },
  );

  app.post(
    '/orders/:id/confirm',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: confirmOrderInputSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => {
      await cashOnDelivery.confirmByAdmin(request.params.id, request.user!.id, request.body.note);
      return ordersAdmin.detail(request.params.id);
    },
  );
};

/**
 * /api/order-confirmations/:token (public: the link of the 'placed' mail works signed out, the
 * token is the proof): GET says what the order is now, POST confirms it once.
 */
export const orderConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ordersCod: cashOnDelivery } = app.ctx.services;
  const config = { access: 'public' as const };
  const tags = ['orders'];

  app.get(
    '/order-confirmations/:token',
    {
      config,
      schema: {
        tags,
        params: confirmationTokenParamsSchema,
        response: { 200: orderConfirmationSchema },
      },
    },
    async (request, reply) => {
      // One customer's order: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'private, no-store');
      return cashOnDelivery.linkState(request.params.token);
    },
  );

  app.post(
    '/order-confirmations/:token',
    {
      config,
      schema: {
        tags,
        params: confirmationTokenParamsSchema,
        response: { 200: orderConfirmationSchema },
      },
    },
    async (request) => cashOnDelivery.confirmByLink(request.params.token),
  );
};
