import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatEgp, toEgp } from '../../../shared/money';
import { idParamsSchema } from '../../../shared/schemas/common';
import { customerOrderMessagesSchema } from '../../../shared/schemas/order-notes';
import {
  checkoutSchema,
  createOrderResponseSchema,
  orderDetailSchema,
  orderListSchema,
} from '../../../shared/schemas/orders';
import { customerCancelAnswerSchema, customerCancelSchema } from '../../../shared/schemas/returns';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.orders;
  const customer = { access: 'customer' as const };

  app.post(
    '/orders',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        body: checkoutSchema,
        response: { 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('BAD_REQUEST', 400, 'orders.idempotencyKeyRequired');
      const placed = await service.place(request.user!, request.body, key.data, request.lang);
      return reply.status(201).send(placed);
    },
  );

  // "Try again" after a declined card: the checkout URL the browser must open (decision 012).
  app.post(
    '/orders/:id/pay',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        response: { 200: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (request) => ({
      redirectUrl: await service.retryPayment(request.user!.id, request.params.id),
    }),
  );

  app.get(
    '/orders',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: orderListSchema },
      },
    },
    async (request) =>
      service.listForUser(request.user!.id, request.query.page, request.query.pageSize),
  );

  app.get(
    '/orders/:id',
    {
      config: customer,
      schema: { tags: ['orders'], params: idParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => service.get(request.user!.id, request.params.id),
  );

  // The customer cancels their own order before it leaves (decision 046).
  app.post(
    '/orders/:id/cancel',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: customerCancelSchema,
        response: { 200: customerCancelAnswerSchema },
      },
    },
    async (request) => {
      const outcome = await app.ctx.services.ordersCancel.cancel(
        request.user!.id,
        request.params.id,
        request.body,
      );
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw AppError.notFound('orders.notFound');
        throw new AppError('CONFLICT', 409, 'orders.cancelNotAllowed');
      }
      const amount = formatEgp(toEgp(outcome.amountPiastres ?? 0), request.lang);
      return {
        order: outcome.order,
        refund: outcome.refund,
        message: translate(request.lang, `orders.cancelledByYou.${outcome.refund}`, { amount }),
      };
    },
  );

  // The shop's messages about the order (customer notes; never staff notes, decision 046).
  app.get(
    '/orders/:id/notes',
    {
      config: customer,
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        response: { 200: customerOrderMessagesSchema },
      },
    },
    async (request) => {
      const found = await app.ctx.services.ordersNotes.messagesFor(
        request.user!.id,
        request.params.id,
      );
      if (!found) throw AppError.notFound('orders.notFound');
      return found;
    },
  );
};
