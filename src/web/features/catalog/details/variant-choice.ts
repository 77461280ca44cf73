import { useSearchParams } from 'react-router';
import type { ProductDetail, ProductVariant } from '../../../../shared/schemas/catalog';

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
  const [params, setParams] = useSearchParams();
  const { options, variants } = product;
  const fromUrl = variants.find((v) => v.id === params.get(VARIANT_PARAM));
  const variant = options.length === 0 ? undefined : (fromUrl ?? defaultVariant(variants));
  const chosen: (string | null)[] = options.map((_, o) => variant?.optionValueIds[o] ?? null);

  const pick = (option: number, valueId: string) => {
    const next = variantAfterPick(variants, chosen, option, valueId);
    if (!next) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(VARIANT_PARAM, next.id);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { options: options as Options, variants, variant, chosen, pick };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
