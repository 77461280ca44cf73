import { z } from 'zod';

export const cartItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  imageUrl: z.string().nullable(),
  color: z
    .object({ id: z.uuid(), name: z.string(), nameAr: z.string(), colorCode: z.string() })
    .nullable(),
  /** Current unit price in EGP (a price change shows at once). */
  unitPrice: z.number(),
  quantity: z.number().int().positive(),
  lineTotal: z.number(),
  inStock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/cart (SPEC §3): count is the sum of quantities. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
