import { z } from 'zod';

/** GET /api/admin/settings: what the admin settings page edits (store profile comes later). */
export const adminSettingsSchema = z.object({
  payment: z.object({
    paymobEnabled: z.boolean(),
    paymobStatus: z.string(),
    updatedAt: z.string().nullable(),
  }),
  shipping: z.object({
    /** Flat fee in EGP. */
    flatFee: z.number(),
    /** Subtotal in EGP from which shipping is free; null = never free. */
    freeShippingThreshold: z.number().nullable(),
    updatedAt: z.string().nullable(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const paymentSettingsInputSchema = z.strictObject({ paymobEnabled: z.boolean() });

const egp = z
  .number('validation.invalidType')
  .min(0, 'validation.priceNonNegative')
  .max(1_000_000, 'validation.tooBig');

export const shippingSettingsInputSchema = z.strictObject({
  flatFee: egp,
  freeShippingThreshold: egp.nullable(),
});
