import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  PRODUCT_CSV_HEADER,
} from '../../../../shared/schemas/catalog-import';
import { AppError } from '../../../lib/app-error';
import { sendCsv } from '../../../lib/csv';

const admin = { access: 'admin' as const };
const tooLarge = () => new AppError('IMPORT_FILE_TOO_LARGE', 413, 'import.fileTooLarge');
// The multipart envelope around the file: boundaries and part headers.
const ENVELOPE_BYTES = 64 * 1024;

/** The uploaded CSV (the first file part), at most IMPORT_MAX_BYTES. */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + ENVELOPE_BYTES)
    throw tooLarge();
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'import.noFile');
  try {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!part) throw new AppError('BAD_REQUEST', 400, 'import.noFile');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', 400, 'import.noFile');
    return { bytes, name: part.filename.slice(0, 200) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/**
 * /api/admin/products/export.csv and /api/admin/products/import… (catalog permission, as every
 * /products route in plugins/permissions.ts). Registered apart from the catalog's other admin
 * routes so a preview (a POST that writes nothing) does not retire the storefront caches.
 */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.catalogImport;
  const tags = ['admin: catalog'];

  // Every product, one row per variant (UTF-8 with BOM, formula-safe cells: lib/csv.ts).
  app.get('/products/export.csv', { config: admin, schema: { tags } }, async (request, reply) =>
    sendCsv(reply, 'products', PRODUCT_CSV_HEADER, await service.exportRows(request.user!.id)),
  );

  app.post(
    '/products/import/preview',
    { config: admin, schema: { tags, response: { 200: importPreviewSchema } } },
    async (request) => {
      const { bytes } = await uploadedFile(request);
      return service.preview(bytes, request.lang);
    },
  );

  app.post(
    '/products/import',
    { config: admin, schema: { tags, response: { 200: importResultSchema } } },
    async (request) => {
      const file = await uploadedFile(request);
      const result = await service.apply(
        file.bytes,
        { id: request.user!.id, fileName: file.name },
        request.lang,
      );
      await app.ctx.catalogVersion.bump();
      return result;
    },
  );
};
