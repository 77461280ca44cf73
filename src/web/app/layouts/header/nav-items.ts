/** Main navigation of SPEC §2, in order. */
export const MAIN_NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/products', key: 'nav.products', end: false },
  { to: '/news', key: 'nav.news', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;
