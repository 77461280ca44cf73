import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  checkoutSchema,
  createOrderResponseSchema,
  orderDetailSchema,
  orderListSchema,
} from '../../../shared/schemas/orders';
import { AppError } from '../../lib/app-error';

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
};
