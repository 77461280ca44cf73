import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminReturnListSchema,
  adminReturnQuerySchema,
  orderReturnsSchema,
  returnApproveSchema,
  returnRefundAnswerSchema,
  returnRefundSchema,
  returnRefuseSchema,
  returnRequestSchema,
  returnSettingsInputSchema,
  returnSettingsSchema,
} from '../../../shared/schemas/returns';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';

/** /api/admin/returns…, the order's returns and the returns setting (admins only, decision 046). */
export const returnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { returns, returnsAdmin } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: returns'];
  const one = { config, schema: { tags, params: idParamsSchema } };

  app.get(
    '/returns',
    {
      config,
      schema: {
        tags,
        querystring: adminReturnQuerySchema,
        response: { 200: adminReturnListSchema },
      },
    },
    async (request) => returnsAdmin.list(request.query),
  );
  app.get(
    '/returns/:id',
    { ...one, schema: { ...one.schema, response: { 200: returnRequestSchema } } },
    async (request) => returnsAdmin.get(request.params.id),
  );
  app.get(
    '/orders/:id/returns',
    { ...one, schema: { ...one.schema, response: { 200: orderReturnsSchema } } },
    async (request) => {
      const found = await returns.forOrder(request.params.id);
      if (!found) throw AppError.notFound('orders.notFound');
      return found;
    },
  );
  app.post(
    '/returns/:id/approve',
    {
      ...one,
      schema: { ...one.schema, body: returnApproveSchema, response: { 200: returnRequestSchema } },
    },
    async (request) =>
      returnsAdmin.approve(request.params.id, request.user!.id, request.body.message),
  );
  app.post(
    '/returns/:id/refuse',
    {
      ...one,
      schema: { ...one.schema, body: returnRefuseSchema, response: { 200: returnRequestSchema } },
    },
    async (request) =>
      returnsAdmin.refuse(request.params.id, request.user!.id, request.body.message),
  );
  app.post(
    '/returns/:id/receive',
    { ...one, schema: { ...one.schema, response: { 200: returnRequestSchema } } },
    async (request) => returnsAdmin.receive(request.params.id, request.user!.id),
  );
  // 200 once the money went back; 202 while the payment provider has not confirmed it.
  app.post(
    '/returns/:id/refund',
    {
      ...one,
      schema: {
        ...one.schema,
        body: returnRefundSchema,
        response: { 200: returnRefundAnswerSchema, 202: returnRefundAnswerSchema },
      },
    },
    async (request, reply) => {
      const done = await returnsAdmin.refund(request.params.id, request.user!.id, request.body);
      const refunded = done.status === 'refunded';
      return reply.status(refunded ? 200 : 202).send({
        request: done.request,
        message: translate(request.lang, refunded ? 'returns.refunded' : 'returns.refundPending'),
      });
    },
  );

  app.get(
    '/settings/returns',
    { config, schema: { tags, response: { 200: returnSettingsSchema } } },
    async () => returns.settingsRecord(),
  );
  app.put(
    '/settings/returns',
    {
      config,
      schema: { tags, body: returnSettingsInputSchema, response: { 200: returnSettingsSchema } },
    },
    async (request) => returns.saveSettings(request.body.windowDays, request.user!.id),
  );
};
