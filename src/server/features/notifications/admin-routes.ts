import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../../shared/roles';
import {
  adminSendNotificationResultSchema,
  adminSendNotificationSchema,
} from '../../../shared/schemas/notifications';
import { AppError } from '../../lib/app-error';
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
      // A message to every customer is a bigger thing than one to a customer (decision 048).
      if (request.body.audience !== 'customer' && !can(request.user!.role, 'notify_all')) {
        throw AppError.forbidden();
      }
      const sent = await sendAdminNotification(app.ctx, request.body, request.user!.id);
      return reply.status(201).send({
        success: true as const,
        sent,
        message: translate(request.lang, 'notifications.sent', { n: sent }),
      });
    },
  );
};
