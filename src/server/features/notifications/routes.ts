import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '../../../shared/schemas/notifications';
import { createNotificationsService } from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(app.ctx.db);

  app.get(
    '/notifications',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => service.list(request.user!.id, request.query),
  );
};
