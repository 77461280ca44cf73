import { z } from 'zod';
import { ONLINE_PAYMENT_METHODS } from '../constants';
import { hasWholePiastres } from '../money';
import { isObject } from './common';
import { paymentSettingsSchema } from './site';

/** How VAT applies to the shop's prices (issue 19 §5): contained in them, or not at all. */
export const VAT_MODES = ['included', 'none'] as const;
export type VatMode = (typeof VAT_MODES)[number];

/** GET /api/admin/settings: what the admin settings page edits (store profile comes later). */
export const adminSettingsSchema = z.object({
  /** The card switch and every Paymob method (decision 041). */
  payment: paymentSettingsSchema,
  shipping: z.object({
    /** Flat fee in EGP, for a destination no shipping zone names. */
    flatFee: z.number(),
    /** Subtotal in EGP from which shipping is free; null = never free. */
    freeShippingThreshold: z.number().nullable(),
    /** Delivery estimate in days of the fallback rule. */
    daysMin: z.number().int(),
    daysMax: z.number().int(),
    /** Cash-on-delivery fee in EGP (0: none). */
    codFee: z.number(),
    updatedAt: z.string().nullable(),
  }),
  vat: z.object({
    mode: z.enum(VAT_MODES),
    ratePercent: z.number().int(),
    updatedAt: z.string().nullable(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const paymentSettingsInputSchema = z.strictObject({ paymobEnabled: z.boolean() });

/** A number field left empty is required; anything else not a number is invalid. */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

/** An amount in EGP an admin types (fees, thresholds). */
export const egp = z
  .number({ error: numberError })
  .min(0, 'validation.priceNonNegative')
  .max(1_000_000, 'validation.tooBig')
  // 75.555 is refused as the product price is, not rounded to 75.56 (issue 25, item 9).
  .refine(hasWholePiastres, 'validation.invalidPrice');

/** Moved to common.ts for every schema's cross-field checks; still exported from here. */
export { isObject };

/** A delivery estimate's bound, in whole days. */
export const deliveryDays = z
  .number({ error: numberError })
  .int('validation.wholeDays')
  .min(0, 'validation.tooSmall')
  .max(60, 'validation.tooBig');

/**
 * The fallback shipping rule. The estimate and the COD fee may be left out (callers written
 * before they existed): the stored values stay.
 */
export const shippingSettingsInputSchema = z
  .strictObject({
    flatFee: egp,
    freeShippingThreshold: egp.nullable(),
    daysMin: deliveryDays.optional(),
    daysMax: deliveryDays.optional(),
    codFee: egp.optional(),
  })
  .superRefine(
    (input, ctx) => {
      const { daysMin, daysMax } = input as Partial<Record<string, unknown>>;
      if (typeof daysMin === 'number' && typeof daysMax === 'number' && daysMax < daysMin) {
        ctx.addIssue({ code: 'custom', path: ['daysMax'], message: 'validation.daysMaxBeforeMin' });
      }
    },
    { when: isObject },
  );

export const vatSettingsInputSchema = z.strictObject({
  mode: z.enum(VAT_MODES, 'validation.invalidOption'),
  ratePercent: z
    .number({ error: numberError })
    .int('validation.wholePercent')
    .min(1, 'validation.tooSmall')
    .max(100, 'validation.tooBig'),
});

/**
 * GET/PUT /api/admin/settings/cod-confirmation (decision 043): cash-on-delivery orders whose total
 * is above `threshold` (EGP) wait for the customer's confirmation; null = no confirmation.
 */
export const codConfirmationSettingsSchema = z.object({
  threshold: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type CodConfirmationSettings = z.infer<typeof codConfirmationSettingsSchema>;
export const codConfirmationInputSchema = z.strictObject({ threshold: egp.nullable() });

/** A payment method's name as the customer reads it at checkout, in one language. */
const methodName = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong');

/**
 * PUT /api/admin/settings/payment-methods (decision 041): each Paymob method's switch, names,
 * place in the checkout list (1 first) and minimum order total in EGP (0: any). Methods left
 * out keep their settings; the card's switch is `paymobEnabled`. Integration ids are not here:
 * they come from configuration only.
 */
export const paymentMethodsInputSchema = z
  .strictObject({
    methods: z
      .array(
        z.strictObject({
          key: z.enum(ONLINE_PAYMENT_METHODS, 'validation.invalidPaymentMethod'),
          enabled: z.boolean('validation.invalidType'),
          name: z.strictObject({ en: methodName, ar: methodName }),
          position: z
            .number({ error: numberError })
            .int('validation.wholeNumber')
            .min(1, 'validation.tooSmall')
            .max(99, 'validation.tooBig'),
          minimumOrder: egp,
        }),
      )
      .min(1, 'validation.required')
      .max(ONLINE_PAYMENT_METHODS.length, 'validation.tooMany'),
  })
  .superRefine(
    (input, ctx) => {
      const seen = new Set<unknown>();
      const methods = Array.isArray(input.methods) ? input.methods : [];
      methods.forEach((method, index) => {
        const key = (method as { key?: unknown } | null)?.key;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['methods', index, 'key'],
            message: 'validation.invalidOption',
          });
        }
        seen.add(key);
      });
    },
    { when: isObject },
  );
export type PaymentMethodsInput = z.output<typeof paymentMethodsInputSchema>;

/** The most pieces a stock hint may speak of ("Only 3 left"; issue 24). */
export const STOCK_HINT_THRESHOLD_MAX = 99;

/** One line beside the product page's price, in one language (issue 24). */
const trustLine = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong');
const trustText = z.strictObject({ en: trustLine, ar: trustLine });

/**
 * PUT /api/admin/settings/product-page (issue 24, decision 060): "Only N left" from
 * `stockHintThreshold` pieces down (0: never), and the texts of the warranty and cash-on-delivery
 * lines beside Add to cart, both languages.
 */
export const productPageSettingsInputSchema = z.strictObject({
  stockHintThreshold: z
    .number({ error: numberError })
    .int('validation.wholeNumber')
    .min(0, 'validation.tooSmall')
    .max(STOCK_HINT_THRESHOLD_MAX, 'validation.tooBig'),
  warrantyText: trustText,
  codText: trustText,
});
export type ProductPageSettingsInput = z.output<typeof productPageSettingsInputSchema>;

/** GET/PUT /api/admin/settings/product-page: the stored values (defaults when never saved). */
export const productPageSettingsSchema = z.object({
  stockHintThreshold: z.number().int(),
  warrantyText: z.object({ en: z.string(), ar: z.string() }),
  codText: z.object({ en: z.string(), ar: z.string() }),
  updatedAt: z.string().nullable(),
});
export type ProductPageSettings = z.infer<typeof productPageSettingsSchema>;
