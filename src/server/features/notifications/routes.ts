import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  notificationChangeSchema,
  notificationStreamQuerySchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '../../../shared/schemas/notifications';
import { createNotificationStreams } from './stream';

/** SPEC §7 paths, kept exactly; 'customer' access means any signed-in user, admins included. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.ctx.services.notifications;
  const streams = createNotificationStreams(app, app.ctx.config.notificationStream);
  const config = { access: 'customer' as const };
  const tags = ['notifications'];
  const changed = { 200: notificationChangeSchema };

  app.get(
    '/notifications',
    {
      config,
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => service.list(request.user!.id, request.query),
  );

  // Server-Sent Events; authorised now, by the access token (see StreamOptions.maxLifetimeMs).
  app.get(
    '/notifications/stream',
    {
      config,
      schema: { tags, querystring: notificationStreamQuerySchema, produces: ['text/event-stream'] },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      streams.connect(
        request,
        reply,
        (typeof header === 'string' && header) || request.query.lastEventId,
      );
      return reply;
    },
  );

  // Static paths before '/:id' ones: find-my-way prefers them, so 'all' is never taken for an id.
  app.put(
    '/notifications/read-all',
    { config, schema: { tags, response: changed } },
    async (request) => service.markAllRead(request.user!.id),
  );
  app.put(
    '/notifications/:id/read',
    { config, schema: { tags, params: idParamsSchema, response: changed } },
    async (request) => service.markRead(request.user!.id, request.params.id),
  );
  app.delete(
    '/notifications/all',
    { config, schema: { tags, response: changed } },
    async (request) => service.removeAll(request.user!.id),
  );
  app.delete(
    '/notifications/:id',
    { config, schema: { tags, params: idParamsSchema, response: changed } },
    async (request) => service.remove(request.user!.id, request.params.id),
  );
};
