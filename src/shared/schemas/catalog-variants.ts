import { z } from 'zod';
import { MAX_PRODUCT_OPTIONS } from '../constants';
import { productOptionSchema } from './catalog';

/**
 * Admin contract for a product's options and variants (issue 22, decision 051): the whole set
 * is sent and saved at once, so the editor never leaves a product half-configured.
 */

const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');
const required = (max: number) => text(max).min(1, 'validation.required');

/** An amount in EGP: zero or more, whole piastres (at most two decimals). */
const egp = () =>
  z
    .number('validation.required')
    .min(0, 'validation.priceNonNegative')
    .max(100_000_000, 'validation.tooBig')
    .refine(
      (amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6),
      'validation.invalidPrice',
    );

const count = () =>
  z.number('validation.invalidType').int('validation.invalidType').min(0, 'validation.tooSmall');

/** Case- and space-insensitive key of a value or SKU ("12 V" = "12 v"). */
export const optionKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

export const optionValueInputSchema = z.strictObject({
  valueEn: required(60),
  valueAr: required(60),
  colorCode: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidColor')
    .nullish()
    .transform((v) => v ?? null),
});

export const optionInputSchema = z.strictObject({
  nameEn: required(60),
  nameAr: required(60),
  values: z
    .array(optionValueInputSchema)
    .min(1, 'validation.required')
    .max(50, 'validation.tooMany'),
});

export const variantInputSchema = z.strictObject({
  /** The variant being edited; absent: a new one. */
  id: z.uuid().optional(),
  sku: required(64).regex(/^[\p{L}\p{N}._\-/]+$/u, 'validation.invalidSku'),
  /** The English value of each option, in the options' order. */
  values: z.array(z.string().trim()).max(MAX_PRODUCT_OPTIONS),
  price: egp(),
  compareAtPrice: egp()
    .nullish()
    .transform((v) => v ?? null),
  /** null: stock not tracked. */
  stockQuantity: count().nullable(),
  weightGrams: count()
    .nullish()
    .transform((v) => v ?? null),
  isActive: z.boolean().default(true),
  imageId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** null: the shop's default threshold. */
  lowStockThreshold: count()
    .nullish()
    .transform((v) => v ?? null),
});

type Issue = { path: (string | number)[]; message: string };

/** The rules that span rows: every combination once, every SKU once, values that exist. */
function crossRowIssues(input: {
  options: z.output<typeof optionInputSchema>[];
  variants: z.output<typeof variantInputSchema>[];
}): Issue[] {
  const issues: Issue[] = [];
  input.options.forEach((option, o) => {
    const seen = new Set<string>();
    option.values.forEach((value, v) => {
      const key = optionKey(value.valueEn);
      if (seen.has(key))
        issues.push({
          path: ['options', o, 'values', v, 'valueEn'],
          message: 'validation.duplicateValue',
        });
      seen.add(key);
    });
  });
  const skus = new Set<string>();
  const combinations = new Set<string>();
  input.variants.forEach((variant, i) => {
    const sku = optionKey(variant.sku);
    if (skus.has(sku))
      issues.push({ path: ['variants', i, 'sku'], message: 'validation.duplicateSku' });
    skus.add(sku);
    if (variant.values.length !== input.options.length) {
      issues.push({ path: ['variants', i, 'values'], message: 'validation.valuePerOption' });
      return;
    }
    variant.values.forEach((value, o) => {
      if (!input.options[o].values.some((known) => optionKey(known.valueEn) === optionKey(value))) {
        issues.push({
          path: ['variants', i, 'values', o],
          message: 'validation.unknownOptionValue',
        });
      }
    });
    const combination = variant.values.map(optionKey).join('\u0000');
    if (combinations.has(combination)) {
      issues.push({ path: ['variants', i, 'values'], message: 'validation.duplicateCombination' });
    }
    combinations.add(combination);
    if (variant.compareAtPrice !== null && variant.compareAtPrice <= variant.price) {
      issues.push({
        path: ['variants', i, 'compareAtPrice'],
        message: 'validation.compareAtAbovePrice',
      });
    }
  });
  if (input.options.length > 0 && input.variants.length === 0) {
    issues.push({ path: ['variants'], message: 'validation.variantRequired' });
  }
  return issues;
}

/** PUT /api/admin/products/:id/variants: no options and no variants = sold as itself again. */
export const productVariantsInputSchema = z
  .strictObject({
    options: z.array(optionInputSchema).max(MAX_PRODUCT_OPTIONS, 'validation.tooManyOptions'),
    variants: z.array(variantInputSchema).max(200, 'validation.tooMany'),
  })
  .superRefine((input, ctx) => {
    for (const issue of crossRowIssues(input)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ProductVariantsInput = z.input<typeof productVariantsInputSchema>;
export type ProductVariantsData = z.output<typeof productVariantsInputSchema>;

export const adminVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  values: z.array(z.string()),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  stockQuantity: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  isActive: z.boolean(),
  imageId: z.uuid().nullable(),
  lowStockThreshold: z.number().int().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** GET/PUT answer: the options (with value ids, as the product page has them) and variants. */
export const adminProductVariantsSchema = z.object({
  options: z.array(productOptionSchema),
  variants: z.array(adminVariantSchema),
});
export type AdminProductVariants = z.infer<typeof adminProductVariantsSchema>;
