import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminColorSchema,
  adminImageSchema,
  adminProductListSchema,
  adminProductQuerySchema,
  adminProductSchema,
  categoryInputSchema,
  colorInputSchema,
  deleteProductResponseSchema,
  productInputSchema,
  reorderSchema,
} from '../../../shared/schemas/catalog-admin';
import { bulkProductsResultSchema, bulkProductsSchema } from '../../../shared/schemas/catalog-bulk';
import {
  adminProductVariantsSchema,
  productVariantsInputSchema,
} from '../../../shared/schemas/catalog-variants';
import { idParamsSchema } from '../../../shared/schemas/common';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { retireCachesOnWrite } from '../../plugins/response-cache';

const admin = { access: 'admin' as const };
const imagesSchema = z.object({ images: z.array(adminImageSchema) });
const colorParams = z.strictObject({ id: z.uuid(), colorId: z.uuid() });
const imageParams = z.strictObject({ id: z.uuid(), imageId: z.uuid() });
const categoryMediaParams = z.strictObject({ id: z.uuid(), slot: z.enum(['image', 'banner']) });

/** The one image of a multipart upload (a category's picture or banner). */
async function oneImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', 400, 'errors.noFiles');
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.imageTooLarge');
    }
    throw error;
  }
}

/** /api/admin/products… and /api/admin/categories… (admins only). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    products: productsAdmin,
    media,
    categories: categoriesAdmin,
    bulk,
    variants,
  } = app.ctx.services.catalogAdmin;
  const tags = ['admin: catalog'];

  retireCachesOnWrite(app);

  // A product's options and variants, read and saved as one set (issue 22, decision 051).
  app.get(
    '/products/:id/variants',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: adminProductVariantsSchema } },
    },
    async (request) => variants.read(request.params.id),
  );
  app.put(
    '/products/:id/variants',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: productVariantsInputSchema,
        response: { 200: adminProductVariantsSchema },
      },
    },
    async (request) => variants.save(request.params.id, request.body, request.user!.id),
  );

  app.get(
    '/products',
    {
      config: admin,
      schema: {
        tags,
        querystring: adminProductQuerySchema,
        response: { 200: adminProductListSchema },
      },
    },
    async (request) => productsAdmin.list(request.query),
  );
  // Bulk edit of the products list (issue 22): one change to many products, all or nothing.
  app.post(
    '/products/bulk',
    {
      config: admin,
      schema: { tags, body: bulkProductsSchema, response: { 200: bulkProductsResultSchema } },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.lang, 'catalog.bulkUpdated'),
      updated: await bulk.apply(request.body, request.user!.id),
    }),
  );
  app.get(
    '/products/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: adminProductSchema } },
    },
    async (request) => productsAdmin.get(request.params.id),
  );
  app.post(
    '/products',
    {
      config: admin,
      schema: { tags, body: productInputSchema, response: { 201: adminProductSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await productsAdmin.create(request.body, request.user!.id)),
  );
  app.put(
    '/products/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => productsAdmin.update(request.params.id, request.body, request.user!.id),
  );
  app.post(
    '/products/:id/clone',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 201: adminProductSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await productsAdmin.clone(request.params.id, request.user!.id)),
  );
  app.delete(
    '/products/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: deleteProductResponseSchema } },
    },
    async (request) => {
      const { deactivated, freedKeys } = await productsAdmin.remove(
        request.params.id,
        request.user!.id,
      );
      for (const key of freedKeys) await app.ctx.storage.delete(key);
      const message = translate(
        request.lang,
        deactivated ? 'catalog.productDeactivated' : 'catalog.productDeleted',
      );
      return { success: true as const, message, deactivated };
    },
  );

  app.post(
    '/products/:id/images',
    { config: admin, schema: { tags, params: idParamsSchema, response: { 200: imagesSchema } } },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
      const files: Buffer[] = [];
      try {
        for await (const part of request.files()) files.push(await part.toBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.imageTooLarge');
        }
        throw error;
      }
      return { images: await media.addImages(request.params.id, files, request.user!.id) };
    },
  );
  app.delete(
    '/products/:id/images/:imageId',
    { config: admin, schema: { tags, params: imageParams, response: { 200: imagesSchema } } },
    async (request) => ({
      images: await media.deleteImage(request.params.id, request.params.imageId, request.user!.id),
    }),
  );
  app.put(
    '/products/:id/images/order',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: reorderSchema,
        response: { 200: imagesSchema },
      },
    },
    async (request) => ({
      images: await media.reorderImages(request.params.id, request.body.ids, request.user!.id),
    }),
  );

  app.post(
    '/products/:id/colors',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: colorInputSchema,
        response: { 201: adminColorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await media.addColor(request.params.id, request.body, request.user!.id)),
  );
  app.put(
    '/products/:id/colors/order',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: reorderSchema,
        response: { 200: z.object({ colors: z.array(adminColorSchema) }) },
      },
    },
    async (request) => ({
      colors: await media.reorderColors(request.params.id, request.body.ids, request.user!.id),
    }),
  );
  app.put(
    '/products/:id/colors/:colorId',
    {
      config: admin,
      schema: {
        tags,
        params: colorParams,
        body: colorInputSchema,
        response: { 200: adminColorSchema },
      },
    },
    async (request) =>
      media.updateColor(request.params.id, request.params.colorId, request.body, request.user!.id),
  );
  app.delete(
    '/products/:id/colors/:colorId',
    {
      config: admin,
      schema: { tags, params: colorParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await media.deleteColor(request.params.id, request.params.colorId, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'catalog.colorDeleted') };
    },
  );

  app.get(
    '/categories',
    { config: admin, schema: { tags, response: { 200: adminCategoryListSchema } } },
    async () => ({
      items: await categoriesAdmin.list(),
    }),
  );
  app.post(
    '/categories',
    {
      config: admin,
      schema: { tags, body: categoryInputSchema, response: { 201: adminCategorySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await categoriesAdmin.create(request.body, request.user!.id)),
  );
  app.put(
    '/categories/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => categoriesAdmin.update(request.params.id, request.body, request.user!.id),
  );
  // A category's picture (home page tile) or banner (category page): replaced or removed whole.
  app.post(
    '/categories/:id/:slot',
    {
      config: admin,
      schema: { tags, params: categoryMediaParams, response: { 200: adminCategorySchema } },
    },
    async (request) =>
      categoriesAdmin.setMedia(
        request.params.id,
        request.params.slot,
        await oneImage(request),
        request.user!.id,
      ),
  );
  app.delete(
    '/categories/:id/:slot',
    {
      config: admin,
      schema: { tags, params: categoryMediaParams, response: { 200: adminCategorySchema } },
    },
    async (request) =>
      categoriesAdmin.removeMedia(request.params.id, request.params.slot, request.user!.id),
  );
  app.delete(
    '/categories/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await categoriesAdmin.remove(request.params.id, request.user!.id);
      return {
        success: true as const,
        message: translate(request.lang, 'catalog.categoryDeleted'),
      };
    },
  );
};
