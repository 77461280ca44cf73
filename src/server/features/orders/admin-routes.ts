import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import { adminOrderCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import { orderNoteInputSchema, orderNoteListSchema } from '../../../shared/schemas/order-notes';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  cleanupFailedResponseSchema,
  cleanupFailedSchema,
  orderActionSchema,
} from '../../../shared/schemas/orders-admin';
import { AppError } from '../../lib/app-error';
import { sendCsv } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import { orderCsvHeader, orderCsvRows } from './admin-csv';

/** /api/admin/orders… (admins only). */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.ordersAdmin;
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
  // The same filters as the list, every matching row, streamed (UTF-8 with BOM for Excel).
  app.get(
    '/orders.csv',
    { config, schema: { tags, querystring: adminOrderCsvQuerySchema } },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const { lang: _, ...filters } = request.query;
      await app.ctx.services.audit.recordExport(request.user!.id, 'orders', filters);
      return sendCsv(
        reply,
        'orders',
        orderCsvHeader(lang),
        orderCsvRows(app.ctx.db, request.query, lang),
      );
    },
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
    async (request) => {
      const { id } = request.params;
      const outcome = await service.act(
        id,
        request.body.action,
        request.user!.id,
        request.body.note,
      );
      if (outcome.ok) return outcome.order;
      if (outcome.reason === 'not_found') throw AppError.notFound('orders.notFound');
      throw new AppError('CONFLICT', 409, 'orders.transitionNotAllowed');
    },
  );
  // Staff notes and messages to the customer (decision 046).
  app.get(
    '/orders/:id/notes',
    { config, schema: { tags, params: idParamsSchema, response: { 200: orderNoteListSchema } } },
    async (request) => {
      const notes = await app.ctx.services.ordersNotes.listForStaff(request.params.id);
      if (!notes) throw AppError.notFound('orders.notFound');
      return notes;
    },
  );
  app.post(
    '/orders/:id/notes',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: orderNoteInputSchema,
        response: { 201: orderNoteListSchema },
      },
    },
    async (request, reply) => {
      const notes = await app.ctx.services.ordersNotes.add(
        request.params.id,
        request.body,
        request.user!.id,
      );
      if (!notes) throw AppError.notFound('orders.notFound');
      return reply.status(201).send(notes);
    },
  );
  app.post(
    '/orders/cleanup-failed',
    {
      config,
      schema: { tags, body: cleanupFailedSchema, response: { 200: cleanupFailedResponseSchema } },
    },
    async (request) => {
      const deleted = await service.cleanupFailed(request.body.olderThanDays, request.user!.id);
      return {
        success: true as const,
        deleted,
        message: translate(request.lang, 'orders.cleanedUp', { n: deleted }),
      };
    },
  );
};
