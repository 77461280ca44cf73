/** A storefront path in a language: Arabic is the default, English is `?lng=en` (the app's own link). */
export const withLang = (path: string, lang: 'ar' | 'en') =>
  lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lng=en` : path;
