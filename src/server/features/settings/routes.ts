import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toEgp, toPiastres } from '../../../shared/money';
import { adminStoreProfileSchema, storeProfileInputSchema } from '../../../shared/schemas/company';
import {
  adminSettingsSchema,
  codConfirmationInputSchema,
  codConfirmationSettingsSchema,
  paymentMethodsInputSchema,
  paymentSettingsInputSchema,
  productPageSettingsInputSchema,
  productPageSettingsSchema,
  shippingSettingsInputSchema,
  vatSettingsInputSchema,
} from '../../../shared/schemas/settings-admin';
import { paymentSettingsSchema, publicSettingsSchema } from '../../../shared/schemas/site';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { AppError } from '../../lib/app-error';
import { retireCachesOnWrite } from '../../plugins/response-cache';
import {
  codConfirmationValueSchema,
  DEFAULT_PRODUCT_PAGE,
  DEFAULT_SHIPPING,
  DEFAULT_VAT,
  productPageValueSchema,
  SETTING_KEYS,
  type ShippingSettings,
  shippingValueSchema,
  vatValueSchema,
} from './service';

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

/**
 * /api/admin/settings… (admins only): card payment, the fallback shipping rule with the COD fee,
 * VAT and the store profile.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.ctx.services;
  const config = { access: 'admin' as const };
  const tags = ['admin: settings'];
  // Store profile, shipping, payment switch and legal pages show on the rendered storefront.
  retireCachesOnWrite(app);

  async function current() {
    const [payment, shipping, vat] = await Promise.all([
      settings.getPaymentSettings(),
      settings.read(SETTING_KEYS.shipping, shippingValueSchema),
      settings.read(SETTING_KEYS.vat, vatValueSchema),
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
        daysMin: rule.daysMin,
        daysMax: rule.daysMax,
        codFee: toEgp(rule.codFeePiastres),
        updatedAt: shipping?.updatedAt.toISOString() ?? null,
      },
      vat: {
        ...(vat?.value ?? DEFAULT_VAT),
        updatedAt: vat?.updatedAt.toISOString() ?? null,
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
      // The methods' settings (decision 041) stay as they are.
      const stored = await settings.getPaymentValue();
      await settings.write(
        SETTING_KEYS.payment,
        { ...stored, paymobEnabled: request.body.paymobEnabled },
        request.user!.id,
      );
      return current();
    },
  );

  // Each Paymob method's switch, names, place and minimum (decision 041); ids: configuration.
  app.put(
    '/settings/payment-methods',
    {
      config,
      schema: { tags, body: paymentMethodsInputSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      const stored = await settings.getPaymentValue();
      const methods = { ...stored.methods };
      let { paymobEnabled } = stored;
      for (const { key, enabled, name, position, minimumOrder } of request.body.methods) {
        // The card's switch is SPEC's paymobEnabled: one truth for it.
        if (key === 'card') paymobEnabled = enabled;
        methods[key] = { enabled, name, position, minimumPiastres: toPiastres(minimumOrder) };
      }
      await settings.write(
        SETTING_KEYS.payment,
        { ...stored, paymobEnabled, methods },
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
      const { flatFee, freeShippingThreshold, daysMin, daysMax, codFee } = request.body;
      // Fields left out keep their stored values (callers written before they existed).
      const stored = (await settings.read(SETTING_KEYS.shipping, shippingValueSchema))?.value;
      const kept = stored ?? DEFAULT_SHIPPING;
      const value: ShippingSettings = {
        flatFeePiastres: toPiastres(flatFee),
        freeShippingThresholdPiastres:
          freeShippingThreshold === null ? null : toPiastres(freeShippingThreshold),
        daysMin: daysMin ?? kept.daysMin,
        daysMax: daysMax ?? kept.daysMax,
        codFeePiastres: codFee === undefined ? kept.codFeePiastres : toPiastres(codFee),
      };
      if (value.daysMax < value.daysMin) {
        throw AppError.validation([
          {
            field: daysMax === undefined ? 'daysMin' : 'daysMax',
            messages: ['validation.daysMaxBeforeMin'],
          },
        ]);
      }
      await settings.write(SETTING_KEYS.shipping, value, request.user!.id);
      return current();
    },
  );

  app.put(
    '/settings/vat',
    {
      config,
      schema: { tags, body: vatSettingsInputSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      const { mode, ratePercent } = request.body;
      await settings.write(SETTING_KEYS.vat, { mode, ratePercent }, request.user!.id);
      return current();
    },
  );

  // Cash-on-delivery confirmation threshold (decision 043): its own key, read by checkout inside
  // the order's transaction (cart/order-lines.ts).
  async function codConfirmation() {
    const stored = await settings.read(SETTING_KEYS.codConfirmation, codConfirmationValueSchema);
    const threshold = stored?.value.thresholdPiastres ?? null;
    return {
      threshold: threshold === null ? null : toEgp(threshold),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  app.get(
    '/settings/cod-confirmation',
    { config, schema: { tags, response: { 200: codConfirmationSettingsSchema } } },
    codConfirmation,
  );

  app.put(
    '/settings/cod-confirmation',
    {
      config,
      schema: {
        tags,
        body: codConfirmationInputSchema,
        response: { 200: codConfirmationSettingsSchema },
      },
    },
    async (request) => {
      const { threshold } = request.body;
      await settings.write(
        SETTING_KEYS.codConfirmation,
        { thresholdPiastres: threshold === null ? null : toPiastres(threshold) },
        request.user!.id,
      );
      return codConfirmation();
    },
  );

  // The product page's stock hint and trust lines (issue 24, decision 060): the product answer
  // reads this key in its own statement; the rendered pages are retired on the write (above).
  async function productPage() {
    const stored = await settings.read(SETTING_KEYS.productPage, productPageValueSchema);
    return {
      ...(stored?.value ?? DEFAULT_PRODUCT_PAGE),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  app.get(
    '/settings/product-page',
    { config, schema: { tags, response: { 200: productPageSettingsSchema } } },
    productPage,
  );

  app.put(
    '/settings/product-page',
    {
      config,
      schema: {
        tags,
        body: productPageSettingsInputSchema,
        response: { 200: productPageSettingsSchema },
      },
    },
    async (request) => {
      const { stockHintThreshold, warrantyText, codText } = request.body;
      await settings.write(
        SETTING_KEYS.productPage,
        { stockHintThreshold, warrantyText, codText },
        request.user!.id,
      );
      return productPage();
    },
  );
};
