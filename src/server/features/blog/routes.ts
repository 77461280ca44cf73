import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../../shared/roles';
import {
  blogLanguageQuerySchema,
  blogListQuerySchema,
  blogPostListSchema,
  blogPostSchema,
  blogRelatedSchema,
  blogSlugParamsSchema,
  blogTagListSchema,
} from '../../../shared/schemas/blog';
import { idParamsSchema } from '../../../shared/schemas/common';
import { loadUser } from '../../plugins/auth';

/** /api/blogs…: published news for everyone. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app.ctx.services;
  // Like the catalog: every blog write bumps the version, so a change shows at once here.
  const access = { access: 'public' as const, cacheSeconds: 30 };
  const tags = ['news'];

  const isAdmin = (request: FastifyRequest) => async () =>
    can((await loadUser(app, request))?.role, 'content');
  /** An admin checking a draft: that answer must never be kept by this server or a proxy. */
  const send = (
    reply: FastifyReply,
    { draft, ...post }: Awaited<ReturnType<typeof blog.getById>>,
  ) => {
    if (draft) reply.header('Cache-Control', 'private, no-store');
    return post;
  };

  app.get(
    '/blogs',
    {
      config: access,
      schema: { tags, querystring: blogListQuerySchema, response: { 200: blogPostListSchema } },
    },
    async (request) => blog.list(request.query, request.lang),
  );

  app.get(
    '/blogs/tags',
    {
      config: access,
      schema: { tags, querystring: blogLanguageQuerySchema, response: { 200: blogTagListSchema } },
    },
    async (request) => ({ items: await blog.tags(request.lang, request.query.language) }),
  );

  app.get(
    '/blogs/slug/:slug',
    {
      config: access,
      schema: { tags, params: blogSlugParamsSchema, response: { 200: blogPostSchema } },
    },
    async (request, reply) =>
      send(reply, await blog.getBySlug(request.params.slug, isAdmin(request))),
  );

  app.get(
    '/blogs/:id',
    { config: access, schema: { tags, params: idParamsSchema, response: { 200: blogPostSchema } } },
    async (request, reply) => send(reply, await blog.getById(request.params.id, isAdmin(request))),
  );

  app.get(
    '/blogs/:id/related',
    {
      config: access,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: blogLanguageQuerySchema,
        response: { 200: blogRelatedSchema },
      },
    },
    async (request) => ({
      items: await blog.related(request.params.id, request.query.language),
    }),
  );
};
