import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSettingsSchema, publicSettingsSchema } from '../../../shared/schemas/site';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
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

  // Demo accounts exist (and are offered) only when the demo seed is on.
  app.get(
    '/settings/public',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    },
    async () => ({ demoAccounts: app.ctx.config.seedDemo ? DEMO_ACCOUNTS : null }),
  );
};
