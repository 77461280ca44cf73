import { readFileSync } from 'node:fs';
import type { Language } from '../../../shared/constants';
import { inLanguage } from '../../../shared/page-title';
import type { StoreProfile, Weekday } from '../../../shared/schemas/site';

/**
 * The web app's texts: page titles and descriptions are its i18next keys (shared/route-table.ts),
 * so a crawler reads the words a visitor reads. Read as data, once: the server imports no code of
 * src/web (src/architecture.ts), and these files are the one source of the words.
 */
const readTexts = (lang: Language): unknown =>
  JSON.parse(readFileSync(new URL(`../../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
const TEXTS: Record<Language, unknown> = { ar: readTexts('ar'), en: readTexts('en') };

/** The text of an i18next key of src/web/locales in one language (plain keys, no placeholders). */
export function pageText(lang: Language, key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      TEXTS[lang],
    );
  if (typeof text !== 'string') throw new Error(`no text "${key}" in ${lang}.json`);
  return text;
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** schema.org Organization (a local business with its address) for the home and company pages. */
export function organizationJsonLd(store: StoreProfile, lang: Language, appUrl: string) {
  const social = Object.values(store.social).filter((url) => /^https?:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: inLanguage(store.name, lang),
    url: appUrl,
    email: store.email,
    telephone: store.phone,
    description: inLanguage(store.tagline, lang),
    address: [
      {
        '@type': 'PostalAddress',
        streetAddress: inLanguage(store.officeAddress, lang),
        addressCountry: 'EG',
      },
      {
        '@type': 'PostalAddress',
        streetAddress: inLanguage(store.factoryAddress, lang),
        addressCountry: 'EG',
      },
    ],
    sameAs: social,
    openingHoursSpecification: (store.openingHours ?? []).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[period.day]}`,
      opens: period.open,
      closes: period.close,
    })),
  };
}
