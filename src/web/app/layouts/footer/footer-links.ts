import { CATEGORY_SLUGS } from '../../../../shared/constants';
export const COMPANY_LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/products', key: 'nav.products' },
  { to: '/news', key: 'nav.news' },
] as const;

/** The seven named categories of SPEC §2, in footer order. */
export const FOOTER_CATEGORY_SLUGS = CATEGORY_SLUGS;

export const LEGAL_LINKS = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
] as const;
