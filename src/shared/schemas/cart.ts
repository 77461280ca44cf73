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
  /** Subtotal (EGP) from which shipping is free; null when there is no such offer. */
  freeShippingThreshold: z.number().nullable(),
  total: z.number(),
  count: z.number().int(),
  /** Lines dropped since the last answer because their product is no longer sold (shown once). */
  removed: z.array(z.object({ nameEn: z.string(), nameAr: z.string() })).default([]),
});

export const MAX_CART_QUANTITY = 99;
const quantity = z
  .number('validation.invalidQuantity')
  .int('validation.invalidQuantity')
  .min(1, 'validation.invalidQuantity')
  .max(MAX_CART_QUANTITY, 'validation.invalidQuantity');

/** POST /api/cart/items: quantities of the same product and color add up. */
export const addCartItemSchema = z.strictObject({
  productId: z.uuid('validation.invalidUuid'),
  colorId: z
    .uuid('validation.invalidUuid')
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantity.default(1),
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;

/** PATCH /api/cart/items/:id: the new quantity of that line. */
export const updateCartItemSchema = z.strictObject({ quantity });
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;
export type Cart = z.infer<typeof cartSchema>;
