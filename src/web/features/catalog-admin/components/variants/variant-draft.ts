import type {
  AdminProductVariants,
  ProductVariantsInput,
} from '../../../../../shared/schemas/catalog-variants';
import { optionKey } from '../../../../../shared/schemas/catalog-variants';

/** The editor's form values: the PUT body's shape (numbers as the inputs give them). */
export type VariantsDraft = ProductVariantsInput;
type DraftVariant = VariantsDraft['variants'][number];

/** The stored set as form values. */
export function draftOf(stored: AdminProductVariants): VariantsDraft {
  return {
    options: stored.options.map((option) => ({
      nameEn: option.nameEn,
      nameAr: option.nameAr,
      values: option.values.map(({ valueEn, valueAr, colorCode }) => ({
        valueEn,
        valueAr,
        colorCode,
      })),
    })),
    variants: stored.variants.map((variant) => ({ ...variant })),
  };
}

/** Every combination of the options' values (English text), in the options' order. */
export function combinations(options: VariantsDraft['options']): string[][] {
  return options.reduce<string[][]>(
    (rows, option) =>
      rows.flatMap((row) =>
        option.values.filter((v) => v.valueEn.trim()).map((v) => [...row, v.valueEn.trim()]),
      ),
    [[]],
  );
}

/** A SKU from the product's prefix and the values ("BAT-12V-200AH"). */
export const skuOf = (prefix: string, values: string[]) =>
  [prefix, ...values]
    .map((part) =>
      part
        .toUpperCase()
        .replace(/[^\p{L}\p{N}]+/gu, '')
        .slice(0, 12),
    )
    .filter(Boolean)
    .join('-');

/**
 * The variants after "Add the missing combinations": the current ones (those whose values still
 * exist), then one new row per combination not yet there, priced at `price`, stock not tracked.
 */
export function withMissingCombinations(
  draft: VariantsDraft,
  prefix: string,
  price: number,
): DraftVariant[] {
  const all = combinations(draft.options);
  const key = (values: string[]) => values.map(optionKey).join('\u0000');
  const present = new Set(draft.variants.map((variant) => key(variant.values)));
  const added = all
    .filter((values) => !present.has(key(values)))
    .map(
      (values): DraftVariant => ({
        sku: skuOf(prefix, values),
        values,
        price,
        compareAtPrice: null,
        stockQuantity: null,
        weightGrams: null,
        isActive: true,
        imageId: null,
        lowStockThreshold: null,
      }),
    );
  return [...draft.variants, ...added];
}
