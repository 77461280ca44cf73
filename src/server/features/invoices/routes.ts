import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import { documentQuerySchema } from '../../../shared/schemas/invoices';
import { AppError } from '../../lib/app-error';
import { PRINT_SCRIPT } from './page';

/** A document page: one person's order, so no cache keeps it (decision 040). */
export function sendDocument(reply: FastifyReply, page: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(page);
}

/** The request's own URL, for the page's format and language links. */
export const requestUrl = (request: FastifyRequest) => new URL(request.url, 'http://shop.local');

const require = createRequire(import.meta.url);
/** The bundled Cairo variable font (the web app's own), for the printed documents. */
const FONTS: Record<string, string> = {
  'cairo-arabic.woff2': '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  'cairo-latin.woff2': '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
};
const fontFiles = new Map<string, Promise<Buffer>>();
const fontFile = (name: string) => {
  let file = fontFiles.get(name);
  if (!file) {
    file = readFile(require.resolve(FONTS[name]));
    fontFiles.set(name, file);
  }
  return file;
};

/** /api/orders/:id/invoice (the customer's own, once paid) and the documents' own files. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.ctx.services;

  app.get(
    '/orders/:id/invoice',
    {
      config: { access: 'customer' },
      schema: { tags: ['orders'], params: idParamsSchema, querystring: documentQuerySchema },
    },
    async (request, reply) => {
      const { format, lang, autoprint } = request.query;
      const page = await invoices.customerInvoice(request.user!.id, request.params.id, {
        format,
        language: lang,
        url: requestUrl(request),
        autoprint: autoprint === '1',
      });
      return sendDocument(reply, page);
    },
  );

  // The same for everyone and changed only by a deploy: cached a day.
  app.get(
    '/invoices/assets/:file',
    {
      config: { access: 'public', cacheSeconds: 86_400 },
      // Any name is looked up (an unknown one is a 404, like any missing file); the cap only
      // keeps a huge one from being read at all.
      schema: { tags: ['orders'], params: z.object({ file: z.string().max(300) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'print.js') {
        return reply.type('text/javascript; charset=utf-8').send(PRINT_SCRIPT);
      }
      if (!Object.hasOwn(FONTS, file)) throw AppError.notFound();
      // A Buffer: the ETag hook only tags strings, so the cache header is set here.
      return reply
        .type('font/woff2')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await fontFile(file));
    },
  );
};
