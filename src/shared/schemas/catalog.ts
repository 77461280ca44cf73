import { z } from 'zod';
import { MAX_SEARCH_LENGTH, PRODUCT_SORTS } from '../constants';
import { listOf, paginationQuerySchema } from './common';
import { searchExtrasSchema } from './search';

export const categorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const productImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  /** 400 px wide version, for srcset and thumbnails. */
  thumbUrl: z.string(),
  altEn: z.string(),
  altAr: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const productColorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAr: z.string(),
  colorCode: z.string(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const productPropertySchema = z.object({
  keyEn: z.string(),
  keyAr: z.string(),
  valueEn: z.string(),
  valueAr: z.string(),
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

export const productSummarySchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** The selling price (EGP): what the cart charges; sorting and filters use it. */
  price: z.number(),
  /** On sale: the "was" price (EGP) shown struck through, above `price`; else null. */
  compareAtPrice: z.number().nullable(),
  /** On sale: what the customer saves (EGP), computed by the server; else null. */
  saving: z.number().nullable(),
  category: z.object({ id: z.uuid(), slug: z.string(), nameEn: z.string(), nameAr: z.string() }),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  inStock: z.boolean(),
  isFeatured: z.boolean(),
  hasColors: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  stockQuantity: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  properties: z.array(productPropertySchema),
  images: z.array(productImageSchema),
  colors: z.array(productColorSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Query of GET /api/products. An empty search is no filter; an over-long one is cut, not refused. */
export const productListQuerySchema = paginationQuerySchema.extend({
  search: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined),
  category: z.string().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** A search adds "did you mean" and the owner's redirect to a category (issue 23). */
export const productListSchema = listOf(productSummarySchema).extend(searchExtrasSchema.shape);
export type ProductList = z.infer<typeof productListSchema>;
export const categoryListSchema = z.object({ items: z.array(categorySchema) });
export const relatedProductsSchema = z.object({ items: z.array(productSummarySchema) });
