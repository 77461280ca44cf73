import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSettingsSchema } from '../../../shared/schemas/site';
import { createSettingsService } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsService(app.ctx.db);

  // Public: the storefront must know whether to offer card payment before checkout.
  app.get(
    '/settings/payment',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: paymentSettingsSchema } },
    },
    async () => settings.getPaymentSettings(),
  );
};
