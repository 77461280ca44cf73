import { z } from 'zod';
import { EGYPT_GOVERNORATES } from '../egypt';

const codes = EGYPT_GOVERNORATES.map((g) => g.code) as [string, ...string[]];

/** GET /api/shipping/estimate?governorate=CODE: the asked governorate wins over the last order's. */
export const shippingEstimateQuerySchema = z.object({
  governorate: z.enum(codes, 'validation.unknownGovernorate').optional(),
});

/**
 * How long delivery takes: to `governorate` (asked, or the signed-in customer's last order's) and
 * its zone, or over every destination when none is known.
 */
export const shippingEstimateSchema = z.object({
  governorate: z.string().nullable(),
  zone: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});
export type ShippingEstimate = z.infer<typeof shippingEstimateSchema>;
