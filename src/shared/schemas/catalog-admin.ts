import { z } from 'zod';
import { productPropertySchema } from './catalog';
import { isObject, listOf } from './common';

/** Admin contract for products, images, colors and categories (messages are message keys). */
const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const adminProductQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 200) || undefined),
  categoryId: z.uuid().optional(),
  active: flag,
  featured: flag,
});
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;

/** An amount in EGP: zero or more, whole piastres (at most two decimals). */
const egp = () =>
  z
    // Empty says "required" (issue 25, item 9); a negative price keeps SPEC §5's message.
    .number({
      error: (issue) =>
        issue.input === undefined ? 'validation.required' : 'validation.invalidType',
    })
    .min(0, 'validation.priceNonNegative')
    .max(100_000_000, 'validation.tooBig')
    .refine(
      (amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6),
      'validation.invalidPrice',
    );

export const productInputSchema = z
  .strictObject({
    nameEn: text(200),
    nameAr: text(200),
    descriptionEn: text(5000).default(''),
    descriptionAr: text(5000).default(''),
    price: egp(),
    /**
     * The "was" price shown struck through: null, not on sale. Left out of an update, the stored
     * one stays (and the new price must still be below it).
     */
    compareAtPrice: egp().nullish(),
    categoryId: z.uuid('validation.categoryRequired'),
    inStock: z.boolean().default(true),
    stockQuantity: z
      .number()
      .int('validation.invalidType')
      .min(0, 'validation.tooSmall')
      .nullable()
      .default(null),
    isActive: z.boolean().default(true),
    isFeatured: z.boolean().default(false),
    videoUrl: z
      .string()
      .trim()
      .max(500, 'validation.tooLong')
      .regex(/^$|^https?:\/\/\S+$/, 'validation.invalidUrl')
      .nullish()
      .transform((v) => v || null),
    properties: z
      .array(
        productPropertySchema
          .extend({
            keyEn: text(100),
            keyAr: text(100),
            valueEn: text(300),
            valueAr: text(300),
          })
          .strict(),
      )
      .max(50, 'validation.tooMany')
      .default([]),
  })
  .refine((p) => Boolean(p.nameEn?.length || p.nameAr?.length), {
    path: ['nameEn'],
    message: 'validation.nameRequired',
    // Shown with the price's and the category's errors, not after them (issue 25, item 9).
    when: isObject,
  })
  .refine((p) => p.compareAtPrice == null || p.compareAtPrice > p.price, {
    path: ['compareAtPrice'],
    message: 'validation.compareAtAbovePrice',
  });
export type ProductInput = z.input<typeof productInputSchema>;

export const adminImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
});

export const colorInputSchema = z.strictObject({
  name: text(60).min(1, 'validation.required'),
  nameAr: text(60).min(1, 'validation.required'),
  colorCode: z.string('validation.required').regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidColor'),
  isActive: z.boolean().default(true),
});
export type ColorInput = z.input<typeof colorInputSchema>;

export const adminColorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAr: z.string(),
  colorCode: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type AdminColor = z.infer<typeof adminColorSchema>;

export const adminProductSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  price: z.number(),
  /** The "was" price (EGP) while on sale, else null. */
  compareAtPrice: z.number().nullable(),
  categoryId: z.uuid(),
  category: z.object({ id: z.uuid(), slug: z.string(), nameEn: z.string(), nameAr: z.string() }),
  inStock: z.boolean(),
  stockQuantity: z.number().int().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  videoUrl: z.string().nullable(),
  properties: z.array(productPropertySchema),
  images: z.array(adminImageSchema),
  colors: z.array(adminColorSchema),
  /** Orders that contain it: such a product is deactivated instead of deleted. */
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = listOf(adminProductSchema);

/** Body of the reorder calls: every id of the product's images (or colors), in the new order. */
export const reorderSchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(200) });

export const deleteProductResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** true: the product is in orders, so it was deactivated instead of deleted. */
  deactivated: z.boolean(),
});

export const categoryInputSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, 'validation.tooLong')
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalidSlug')
    .optional()
    .transform((v) => v || undefined),
  nameEn: text(100).min(1, 'validation.required'),
  nameAr: text(100).min(1, 'validation.required'),
  descriptionEn: text(1000).default(''),
  descriptionAr: text(1000).default(''),
  sortOrder: z
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(0, 'validation.tooSmall')
    .max(10_000, 'validation.tooBig')
    .default(0),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  imageUrl: z.string().nullable(),
  /** The tile's 400 px wide copy; null: none (uploaded before it). */
  imageThumbUrl: z.string().nullable(),
  /** The wide picture at the top of the category page; null: none. */
  bannerUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
