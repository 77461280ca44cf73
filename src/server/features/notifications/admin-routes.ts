import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSendNotificationResultSchema,
  adminSendNotificationSchema,
} from '../../../shared/schemas/notifications';
import { translate } from '../../lib/i18n';
import { sendAdminNotification } from './admin-service';

/** /api/admin/notifications (admins only). */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin: notifications'],
        body: adminSendNotificationSchema,
        response: { 201: adminSendNotificationResultSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendAdminNotification(app.ctx, request.body);
      return reply.status(201).send({
        success: true as const,
        sent,
        message: translate(request.lang, 'notifications.sent', { n: sent }),
      });
    },
  );
};
