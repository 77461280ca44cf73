import { z } from 'zod';
import { checkAddressRules, normalizeAddressPhone, shippingAddressFields } from './orders';

/** How many addresses one customer may keep (decision 059). */
export const MAX_SAVED_ADDRESSES = 10;

/** POST /api/addresses, PUT /api/addresses/:id: one address of the book. */
export const addressInputSchema = z
  .strictObject({
    /** The customer's own name for it ("Home", "المنزل"); empty: none. */
    label: z
      .string()
      .trim()
      .max(40, 'validation.tooLong')
      .nullish()
      .transform((v) => v || null),
    // The checkout's own fields and rules: the book and the checkout never drift apart.
    ...shippingAddressFields,
    /** Make it the default (true); the first address is the default whatever this says. */
    isDefault: z.boolean().optional(),
  })
  .superRefine(checkAddressRules)
  .transform(normalizeAddressPhone);
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressData = z.output<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/addresses: the default first, then the newest; `max` is the book's size. */
export const addressListSchema = z.object({
  items: z.array(savedAddressSchema),
  max: z.number().int(),
});
export type AddressList = z.infer<typeof addressListSchema>;

/** POST /api/cart/reorder: an order of the signed-in customer's, back into the cart. */
export const reorderInputSchema = z.strictObject({ orderId: z.uuid('validation.invalidUuid') });

/** Why a line of the order could not go back into the cart. */
export const REORDER_REASONS = ['unavailable', 'outOfStock', 'cartFull'] as const;

const reorderLineSchema = z.object({
  productId: z.uuid().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  variantNameEn: z.string().nullable(),
  variantNameAr: z.string().nullable(),
  /** The order's quantity. */
  requested: z.number().int(),
  /** What went into the cart now (0 for an unavailable line). */
  added: z.number().int(),
  reason: z.enum(REORDER_REASONS).nullable(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

/** What re-ordering did: lines added in full, added with a smaller quantity, or not added. */
export const reorderResultSchema = z.object({
  added: z.array(reorderLineSchema),
  reduced: z.array(reorderLineSchema),
  unavailable: z.array(reorderLineSchema),
  /** Pieces put into the cart altogether. */
  count: z.number().int(),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
