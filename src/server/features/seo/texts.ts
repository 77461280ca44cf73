import type { Language } from '../../../shared/constants';
import type { Bilingual, StoreProfile, Weekday } from '../../../shared/schemas/site';

export const pick = (text: Bilingual, lang: Language) => text[lang] || text.en || text.ar;

/** Titles of the pages whose head has no data of its own (crawlers read these). */
export const PAGE_TITLES = {
  home: { en: 'Home', ar: 'الرئيسية' },
  products: { en: 'Products', ar: 'المنتجات' },
  news: { en: 'News', ar: 'الأخبار' },
  about: { en: 'About us', ar: 'من نحن' },
  contact: { en: 'Contact us', ar: 'اتصل بنا' },
  faq: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  privacy: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  terms: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  cart: { en: 'Cart', ar: 'سلة التسوق' },
  notFound: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
} satisfies Record<string, Record<Language, string>>;

/** Public pages listed in the sitemap besides products, categories and news posts. */
export const SITEMAP_PAGES = [
  '/',
  '/products',
  '/news',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
];

/** Pages of one signed-in person, or of the shop's staff: never indexed (robots.txt too). */
export const PRIVATE_PREFIXES = [
  '/admin',
  '/checkout',
  '/orders',
  '/profile',
  '/favorites',
  '/notifications',
  '/support-messages',
  '/cart',
  '/payment',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

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
    name: pick(store.name, lang),
    url: appUrl,
    email: store.email,
    telephone: store.phone,
    description: pick(store.tagline, lang),
    address: [
      {
        '@type': 'PostalAddress',
        streetAddress: pick(store.officeAddress, lang),
        addressCountry: 'EG',
      },
      {
        '@type': 'PostalAddress',
        streetAddress: pick(store.factoryAddress, lang),
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
