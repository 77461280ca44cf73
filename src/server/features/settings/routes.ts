import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toEgp, toPiastres } from '../../../shared/money';
import { adminStoreProfileSchema, storeProfileInputSchema } from '../../../shared/schemas/company';
import {
  adminSettingsSchema,
  paymentSettingsInputSchema,
  shippingSettingsInputSchema,
} from '../../../shared/schemas/settings-admin';
import { paymentSettingsSchema, publicSettingsSchema } from '../../../shared/schemas/site';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { retireCachesOnWrite } from '../../plugins/response-cache';
import { DEFAULT_SHIPPING, SETTING_KEYS, shippingValueSchema } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.ctx.services;

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

/** /api/admin/settings… (admins only): card payment, the shipping rule and the store profile. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: settings'];
  // Store profile, shipping, payment switch and legal pages show on the rendered storefront.
  retireCachesOnWrite(app);

  async function current() {
    const [payment, shipping] = await Promise.all([
      settings.getPaymentSettings(),
      settings.read(SETTING_KEYS.shipping, shippingValueSchema),
    ]);
    const rule = shipping?.value ?? DEFAULT_SHIPPING;
    return {
      payment,
      shipping: {
        flatFee: toEgp(rule.flatFeePiastres),
        freeShippingThreshold:
          rule.freeShippingThresholdPiastres === null
            ? null
            : toEgp(rule.freeShippingThresholdPiastres),
        updatedAt: shipping?.updatedAt.toISOString() ?? null,
      },
    };
  }

  app.get(
    '/settings',
    { config, schema: { tags, response: { 200: adminSettingsSchema } } },
    current,
  );

  app.put(
    '/settings/payment',
    {
      config,
      schema: { tags, body: paymentSettingsInputSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      await settings.write(
        SETTING_KEYS.payment,
        { paymobEnabled: request.body.paymobEnabled },
        request.user!.id,
      );
      return current();
    },
  );

  app.get(
    '/settings/store-profile',
    { config, schema: { tags, response: { 200: adminStoreProfileSchema } } },
    async () => settings.getStoreProfileRecord(),
  );

  app.put(
    '/settings/store-profile',
    {
      config,
      schema: { tags, body: storeProfileInputSchema, response: { 200: adminStoreProfileSchema } },
    },
    async (request) => settings.updateStoreProfile(request.body, request.user!.id),
  );

  app.put(
    '/settings/shipping',
    {
      config,
      schema: { tags, body: shippingSettingsInputSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      const { flatFee, freeShippingThreshold } = request.body;
      await settings.write(
        SETTING_KEYS.shipping,
        {
          flatFeePiastres: toPiastres(flatFee),
          freeShippingThresholdPiastres:
            freeShippingThreshold === null ? null : toPiastres(freeShippingThreshold),
        },
        request.user!.id,
      );
      return current();
    },
  );
};
