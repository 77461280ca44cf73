import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  adminBusinessDetailsSchema,
  businessDetailsInputSchema,
  type DocumentKind,
  type DocumentQuery,
  documentQuerySchema,
  printManyQuerySchema,
} from '../../../shared/schemas/invoices';
import { requestUrl, sendDocument } from './routes';

/**
 * /api/admin/orders/…/invoice, …/packing-slip and /api/admin/orders/print (many orders, one
 * sheet each), and Settings → Business details (the seller on the invoice). Admins only.
 */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: orders'];

  const options = (kind: DocumentKind, query: DocumentQuery, url: URL) => ({
    kind,
    format: query.format,
    language: query.lang,
    url,
    autoprint: query.autoprint === '1',
  });

  app.get(
    '/orders/print',
    { config, schema: { tags, querystring: printManyQuerySchema } },
    async (request, reply) => {
      const { ids, doc } = request.query;
      const page = await invoices.adminDocuments(
        ids,
        options(doc, request.query, requestUrl(request)),
      );
      return sendDocument(reply, page);
    },
  );

  for (const kind of ['invoice', 'packing-slip'] as const) {
    app.get(
      `/orders/:id/${kind}`,
      { config, schema: { tags, params: idParamsSchema, querystring: documentQuerySchema } },
      async (request, reply) => {
        const page = await invoices.adminDocument(
          request.params.id,
          options(kind, request.query, requestUrl(request)),
        );
        return sendDocument(reply, page);
      },
    );
  }

  app.get(
    '/settings/business-details',
    {
      config,
      schema: { tags: ['admin: settings'], response: { 200: adminBusinessDetailsSchema } },
    },
    async () => invoices.getBusinessDetails(),
  );

  app.put(
    '/settings/business-details',
    {
      config,
      schema: {
        tags: ['admin: settings'],
        body: businessDetailsInputSchema,
        response: { 200: adminBusinessDetailsSchema },
      },
    },
    async (request) => invoices.saveBusinessDetails(request.body, request.user!.id),
  );
};
