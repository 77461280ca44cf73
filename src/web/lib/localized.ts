import type { Language } from '../../shared/constants';

type Text = string | null | undefined;

/** A record with `<field>En` / `<field>Ar` texts, e.g. nameEn/nameAr or keyEn/keyAr. */
export type Localizable<F extends string> = { [K in `${F}En` | `${F}Ar`]: Text };

const clean = (text: Text): string => text?.trim() ?? '';

/** The text of `lang`, falling back to the other language when it is empty or blank. */
export function pickText(lang: Language | string, en: Text, ar: Text): string {
  const [first, second] = lang.startsWith('ar') ? [ar, en] : [en, ar];
  return clean(first) || clean(second);
}

/**
 * Storefront names, descriptions, alt texts and properties in the current language, falling back
 * to the other language when one is empty: `localized(product, 'name', lang)`.
 */
export function localized<F extends string>(
  entity: Localizable<F>,
  field: F,
  lang: Language | string,
): string {
  return pickText(lang, entity[`${field}En`], entity[`${field}Ar`]);
}

/** Colors name their English text `name` (SPEC §3: name, Arabic name). */
export const colorName = (color: { name: Text; nameAr: Text }, lang: Language | string): string =>
  pickText(lang, color.name, color.nameAr);
