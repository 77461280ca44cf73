import { useRef } from 'react';
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
 * The variant a new pick builds on. `trail` is the variant shown when the first of the picks not
 * yet on screen was made, then each of those picks: while the page still shows a variant of the
 * trail other than its last, the picks are on their way and the last is built on; otherwise (none
 * made, or all shown, or the address changed some other way) the one shown is.
 */
export function variantToBuildOn(trail: readonly string[], shownId: string | undefined) {
  const last = trail.at(-1);
  const onTheirWay = shownId !== undefined && trail.includes(shownId) && last !== shownId;
  return onTheirWay ? last : shownId;
}

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
  // A pick reaches the page a render later (the router's navigation is a transition, slow on a
  // phone), and a second pick can come first: two values picked before the app took over and
  // made one after the other (main.tsx), or a quick second tap. Built on the variant still
  // shown, it undid the first (24 V, then 200 Ah, gave 12 V / 200 Ah).
  const trail = useRef<string[]>([]);

  const pick = (option: number, valueId: string) => {
    const baseId = variantToBuildOn(trail.current, variant?.id);
    const base = variants.find((v) => v.id === baseId);
    const baseChosen = options.map((_, o) => base?.optionValueIds[o] ?? null);
    const next = variantAfterPick(variants, baseChosen, option, valueId);
    if (!next) return;
    trail.current = baseId === variant?.id ? [baseId ?? '', next.id] : [...trail.current, next.id];
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
