import { z } from 'zod';
import { productPropertySchema, productSummarySchema } from './catalog';

/** How many products the compare page shows side by side (issue 24). */
export const MAX_COMPARE = 4;

/**
 * Query of GET /api/products/compare: `ids=a,b,c`, product ids (UUIDs), one to four, repeats
 * dropped. Anything else is a 400 naming `ids`.
 */
export const compareQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(1000)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(z.array(z.uuid()).min(1).max(MAX_COMPARE)),
});

/** A compared product: its card's summary plus what the table lines up (properties, stock). */
export const compareProductSchema = productSummarySchema.extend({
  stockQuantity: z.number().int().nullable(),
  properties: z.array(productPropertySchema),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

/** In the order asked for; products no longer shown in the shop are left out. */
export const compareListSchema = z.object({ items: z.array(compareProductSchema) });
export type CompareList = z.infer<typeof compareListSchema>;
