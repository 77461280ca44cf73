import { z } from 'zod';
import { EGYPT_GOVERNORATES } from '../egypt';
import { deliveryDays, egp, isObject } from './settings-admin';

/** Shipping zones as the admin edits them (issue 19 §2). Amounts in EGP. */

const GOVERNORATE_CODES: ReadonlySet<string> = new Set(EGYPT_GOVERNORATES.map((g) => g.code));

const zoneName = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong');

export const shippingZoneInputSchema = z
  .strictObject({
    nameEn: zoneName,
    nameAr: zoneName,
    /** Fee in EGP. */
    fee: egp,
    /** Shipping is free from this subtotal (EGP) on; null or left out: never free. */
    freeOver: egp.nullable().default(null),
    daysMin: deliveryDays,
    daysMax: deliveryDays,
    /** Governorate codes of src/shared/egypt.ts; a governorate belongs to one zone at most. */
    governorates: z
      .array(z.string('validation.unknownGovernorate'), 'validation.governoratesRequired')
      .min(1, 'validation.governoratesRequired')
      .max(EGYPT_GOVERNORATES.length * 2, 'validation.tooMany'),
  })
  .superRefine(
    (input, ctx) => {
      // Also run when another field failed (see isObject), so every error shows at once: the
      // fields read here may then be missing or of the wrong type.
      const { daysMin, daysMax, governorates } = input as Partial<Record<string, unknown>>;
      if (typeof daysMin === 'number' && typeof daysMax === 'number' && daysMax < daysMin) {
        ctx.addIssue({ code: 'custom', path: ['daysMax'], message: 'validation.daysMaxBeforeMin' });
      }
      if (
        Array.isArray(governorates) &&
        governorates.some((code) => !GOVERNORATE_CODES.has(code))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['governorates'],
          message: 'validation.unknownGovernorate',
        });
      }
    },
    { when: isObject },
  )
  .transform((input) => ({ ...input, governorates: [...new Set(input.governorates)] }));
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;
export type ShippingZonePayload = z.output<typeof shippingZoneInputSchema>;

export const adminShippingZoneSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  fee: z.number(),
  freeOver: z.number().nullable(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  position: z.number().int(),
  /** Codes in the order of EGYPT_GOVERNORATES. */
  governorates: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;

export const adminShippingZoneListSchema = z.object({ items: z.array(adminShippingZoneSchema) });
