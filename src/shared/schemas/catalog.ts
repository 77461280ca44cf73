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
  /** The tile's 400 px wide copy (the tile is 800 × 600); null: none (uploaded before it). */
  imageThumbUrl: z.string().nullable(),
  /** The wide picture at the top of the category page; null: none. */
  bannerUrl: z.string().nullable(),
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

export const productOptionSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  values: z.array(
    z.object({
      id: z.uuid(),
      valueEn: z.string(),
      valueAr: z.string(),
      /** A swatch (#rrggbb) for a colour option; null otherwise. */
      colorCode: z.string().nullable(),
    }),
  ),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * "Only 3 left" (issue 24, decision 060): the tracked pieces left when at or under the shop's
 * stock-hint threshold and above 0; null otherwise (untracked, sold out, more, or hints off).
 * Optional only for answers built before it existed; the server always sends it.
 */
const lowStockLeftSchema = z.number().int().positive().nullable().optional();

export const productVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  /** One value id per option, in the options' order. */
  optionValueIds: z.array(z.uuid()),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  saving: z.number().nullable(),
  inStock: z.boolean(),
  /**
   * Tracked pieces left, told only from the shop's stock-hint threshold down (0 when sold out);
   * null: not tracked, or more than that (decision 060: exact stock is not public).
   */
  stockQuantity: z.number().int().nullable(),
  lowStockLeft: lowStockLeftSchema,
  /** One of the product's images shown for this variant; null: the gallery as it is. */
  imageId: z.uuid().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

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
  /** Sold as variants (voltage, capacity…): `price` is the lowest; the product page chooses. */
  hasVariants: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /**
   * The deciding specs on a line of their own under the name (issue 24 item 11): the voltage and
   * capacity properties' values ("12 V · 100 Ah"), in both languages; null without them.
   */
  keySpecs: z.object({ en: z.string(), ar: z.string() }).nullable().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** As a variant's: told only from the stock-hint threshold down; null otherwise. */
  stockQuantity: z.number().int().nullable(),
  /** A product sold as itself; one sold as variants has it per variant. */
  lowStockLeft: lowStockLeftSchema,
  /**
   * The lines beside Add to cart (issue 24): the warranty (the product's Warranty property and
   * the shop's note; null without the property) and cash on delivery (null: not offered).
   */
  trust: z
    .object({
      warranty: z
        .object({
          period: z.object({ en: z.string(), ar: z.string() }),
          note: z.object({ en: z.string(), ar: z.string() }),
        })
        .nullable(),
      cashOnDelivery: z.object({ en: z.string(), ar: z.string() }).nullable(),
    })
    .optional(),
  videoUrl: z.string().nullable(),
  properties: z.array(productPropertySchema),
  images: z.array(productImageSchema),
  colors: z.array(productColorSchema),
  /** The product's options in order (empty: sold as itself), with their values in order. */
  options: z.array(productOptionSchema),
  /** The active variants; a combination missing here cannot be bought. */
  variants: z.array(productVariantSchema),
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
