import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminOrderPaymentsSchema,
  orderPaymentSchema,
} from '../../../shared/schemas/payment-methods';
import { AppError } from '../../lib/app-error';
import { adminOrderPayments, orderPaymentFor } from './details';

/**
 * The reads of an order's payments (decision 041): the customer's (the kiosk reference on the
 * result page) and the admin's (the payment details of the admin order page).
 */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/payments/orders/:id',
    {
      config: { access: 'customer' },
      schema: { tags: ['payments'], params: idParamsSchema, response: { 200: orderPaymentSchema } },
    },
    async (request) => {
      const payment = await orderPaymentFor(db, request.user!.id, request.params.id);
      if (!payment) throw AppError.notFound('orders.notFound');
      return payment;
    },
  );

  app.get(
    '/admin/payments/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: payments'],
        params: idParamsSchema,
        response: { 200: adminOrderPaymentsSchema },
      },
    },
    async (request) => adminOrderPayments(db, request.params.id),
  );
};
