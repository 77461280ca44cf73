import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  adminBlogListSchema,
  adminBlogPostSchema,
  adminBlogQuerySchema,
  blogPostInputSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
} from '../../../shared/schemas/blog';
import { idParamsSchema } from '../../../shared/schemas/common';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { retireCachesOnWrite } from '../../plugins/response-cache';

const admin = { access: 'admin' as const };

/** /api/admin/blogs… (admins only). */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogs = app.ctx.services.blogAdmin;
  const tags = ['admin: news'];

  retireCachesOnWrite(app);

  app.get(
    '/blogs',
    {
      config: admin,
      schema: { tags, querystring: adminBlogQuerySchema, response: { 200: adminBlogListSchema } },
    },
    async (request) => blogs.list(request.query),
  );
  app.get(
    '/blogs/slug-available',
    {
      config: admin,
      schema: {
        tags,
        querystring: slugAvailabilityQuerySchema,
        response: { 200: slugAvailabilitySchema },
      },
    },
    async (request) => blogs.slugAvailability(request.query.slug, request.query.id),
  );
  app.get(
    '/blogs/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: adminBlogPostSchema } },
    },
    async (request) => blogs.get(request.params.id),
  );
  app.post(
    '/blogs',
    {
      config: admin,
      schema: { tags, body: blogPostInputSchema, response: { 201: adminBlogPostSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await blogs.create(request.body, request.user!.id)),
  );
  app.put(
    '/blogs/:id',
    {
      config: admin,
      schema: {
        tags,
        params: idParamsSchema,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => blogs.update(request.params.id, request.body, request.user!.id),
  );
  app.delete(
    '/blogs/:id',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await blogs.remove(request.params.id, request.user!.id);
      return { success: true as const, message: translate(request.lang, 'blog.deleted') };
    },
  );

  /** One image file (field name free), at most IMAGE_MAX_BYTES (the multipart limit). */
  app.post(
    '/blogs/:id/cover',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: adminBlogPostSchema } },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
      let bytes: Buffer | undefined;
      try {
        const file = await request.file();
        bytes = await file?.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.imageTooLarge');
        }
        throw error;
      }
      if (!bytes?.length) throw new AppError('BAD_REQUEST', 400, 'errors.noFiles');
      return blogs.setCover(request.params.id, bytes, request.user!.id);
    },
  );
  app.delete(
    '/blogs/:id/cover',
    {
      config: admin,
      schema: { tags, params: idParamsSchema, response: { 200: adminBlogPostSchema } },
    },
    async (request) => blogs.removeCover(request.params.id, request.user!.id),
  );
};
