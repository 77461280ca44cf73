import type { ProductDetail, ProductVariant } from '../../../../shared/schemas/catalog';
import { useLatestSearchParams } from '../../../lib/latest-search-params';

/** The query parameter that keeps the chosen variant in the address (a shareable link). */
export const VARIANT_PARAM = 'variant';

type Options = ProductDetail['options'];

/** The variant with exactly these values (one per option), if the shop sells it. */
export const variantWith = (variants: ProductVariant[], valueIds: (string | null)[]) =>
  variants.find((v) => v.optionValueIds.every((id, o) => id === valueIds[o]));

/**
 * Whether a value can be chosen: some variant has it with the values chosen for the options
 * before it (voltage before capacity). A later option's value the shop does not sell with them
 * is shown disabled; an earlier one stays open and the choice moves to a variant that has it.
 */
export function valueSold(
  variants: ProductVariant[],
  chosen: (string | null)[],
  option: number,
  valueId: string,
) {
  return variants.some(
    (v) =>
      v.optionValueIds[option] === valueId &&
      v.optionValueIds.every((id, o) => o >= option || chosen[o] === null || id === chosen[o]),
  );
}

/**
 * The variant to show when a value is picked: the one with the other values kept, else the first
 * (in stock first) that has the picked value.
 */
export function variantAfterPick(
  variants: ProductVariant[],
  chosen: (string | null)[],
  option: number,
  valueId: string,
): ProductVariant | undefined {
  const wanted = chosen.map((id, o) => (o === option ? valueId : id));
  const exact = variantWith(variants, wanted);
  if (exact) return exact;
  const withValue = variants.filter((v) => v.optionValueIds[option] === valueId);
  return withValue.find((v) => v.inStock) ?? withValue[0];
}

/** The first variant in stock, else the first: what the page shows before a choice. */
const defaultVariant = (variants: ProductVariant[]) =>
  variants.find((v) => v.inStock) ?? variants[0];

/**
 * The product page's variant choice, kept in the address (?variant=id, replaced, not pushed):
 * the page rendered on the server shows the same choice, and a shared link opens on it.
 */
export function useVariantChoice(product: Pick<ProductDetail, 'options' | 'variants'>) {
  const [params, setParams] = useLatestSearchParams();
  const { options, variants } = product;
  const variantIn = (address: URLSearchParams) => {
    const fromUrl = variants.find((v) => v.id === address.get(VARIANT_PARAM));
    return options.length === 0 ? undefined : (fromUrl ?? defaultVariant(variants));
  };
  const valuesOf = (variant: ProductVariant | undefined) =>
    options.map((_, o) => variant?.optionValueIds[o] ?? null);
  const variant = variantIn(params);
  const chosen: (string | null)[] = valuesOf(variant);

  // Built on the latest pick, even one not on screen yet (lib/latest-search-params.ts).
  const pick = (option: number, valueId: string) =>
    setParams(
      (latest) => {
        const next = variantAfterPick(variants, valuesOf(variantIn(latest)), option, valueId);
        if (!next) return null;
        latest.set(VARIANT_PARAM, next.id);
        return latest;
      },
      { replace: true, preventScrollReset: true },
    );

  return { options: options as Options, variants, variant, chosen, pick };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
