import type { Language } from './constants';
import type { Bilingual } from './schemas/site';

/**
 * A page's `<title>`, written once for the browser (usePageTitle) and the server's head
 * (features/seo/page-meta.ts), from the texts the route table names (route-table.ts): so the title
 * does not change when a server-rendered page hydrates.
 */

/** A name in the visitor's language, else in the other one (a product named in one only). */
export function nameIn(
  lang: Language,
  en: string | null | undefined,
  ar: string | null | undefined,
) {
  const [first, second] = lang === 'ar' ? [ar, en] : [en, ar];
  return first?.trim() || second?.trim() || '';
}

/** A text in the visitor's language, else in the other one (a store name left empty in one). */
export const inLanguage = (text: Bilingual, lang: Language): string =>
  text[lang] || text.en || text.ar;

/**
 * `<title>` as the browser and the server both write it: the page's own title, then the store's
 * name ('Products | Green Volt'); the home page is the store's name and tagline. Without a title
 * of its own a page sets none ('') while its data loads.
 */
export function pageTitle(
  page: string | undefined,
  store: { name: Bilingual; tagline: Bilingual } | null | undefined,
  lang: Language,
  home = false,
): string {
  const name = store ? inLanguage(store.name, lang) : '';
  if (home) return [name, store ? inLanguage(store.tagline, lang) : ''].filter(Boolean).join(' — ');
  return page ? [page, name].filter(Boolean).join(' | ') : '';
}
