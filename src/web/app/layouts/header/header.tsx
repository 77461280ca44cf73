import { NavLink } from 'react-router';
import { Island } from '../../../components/island';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { lazyPart } from '../../../components/lazy-part';
import { CartButton } from '../../../features/cart/components/cart-button';
import { HeaderBell } from '../../../features/notifications/components/header-bell';
import { HeaderSearch } from '../../../features/search';
import { useTranslation } from '../../../lib/translation';
import { AccountActions } from './account-actions';
import { MAIN_NAV } from './nav-items';
import { SiteLogo } from './site-logo';
import { navLinkClasses, SiteMenu } from './site-menu';

// The compare bar (a pill at the bottom of the screen once products are chosen): its code comes
// after the first render, off the storefront's first load (decision 061).
const CompareLink = lazyPart(
  async () => (await import('../../../features/compare/components/compare-link')).CompareLink,
  { failed: 'none' },
);

export function Header() {
  const { t } = useTranslation();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Island name="site-menu" component={SiteMenu} props={{}} />
        <SiteLogo />
        <nav aria-label={t('nav.main')} className="ms-6 hidden shrink-0 xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClasses}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1 xl:min-w-0 xl:flex-1 xl:justify-end">
          <Island name="site-search" component={HeaderSearch} props={{}} />
          <LanguageSwitcher className="max-sm:px-2" />
          <CompareLink />
          <Island name="cart-button" component={CartButton} props={{}} />
          <Island name="notification-bell" component={HeaderBell} props={{}} />
          <Island
            name="account-actions"
            component={AccountActions}
            props={{ className: 'ms-2 hidden shrink-0 xl:flex' }}
          />
        </div>
      </div>
    </header>
  );
}
