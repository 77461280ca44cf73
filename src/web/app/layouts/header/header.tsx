import { NavLink } from 'react-router';
import { Island } from '../../../components/island';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { lazyPart } from '../../../components/lazy-part';
import { useSession } from '../../../features/auth/api/session';
import { CartButton } from '../../../features/cart/components/cart-button';
import { HeaderSearch } from '../../../features/search';
import { useTranslation } from '../../../lib/translation';
import { AccountActions } from './account-actions';
import { MAIN_NAV } from './nav-items';
import { SiteLogo } from './site-logo';
import { navLinkClasses, SiteMenu } from './site-menu';

// Only signed-in customers have a bell: guests (most first visits) never download it, nor the zod
// schemas its live stream imports (storefront budget, docs/decisions/019-storefront-bundle.md).
const NotificationBell = lazyPart(
  async () =>
    (await import('../../../features/notifications/components/notification-bell')).NotificationBell,
  { fallback: <span aria-hidden="true" className="size-10 shrink-0" />, failed: 'icon' },
);

// The compare bar (a pill at the bottom of the screen once products are chosen): its code comes
// after the first render, off the storefront's first load (decision 061).
const CompareLink = lazyPart(
  async () => (await import('../../../features/compare/components/compare-link')).CompareLink,
  { failed: 'none' },
);

export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Island name="site-menu" component={SiteMenu} props={{}} />
        <SiteLogo />
        <nav aria-label={t('nav.main')} className="ms-6 hidden lg:block">
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
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <Island name="site-search" component={HeaderSearch} props={{}} />
          <LanguageSwitcher className="max-sm:px-2" />
          <CompareLink />
          <Island name="cart-button" component={CartButton} props={{}} />
          {user ? <NotificationBell /> : null}
          <AccountActions className="ms-2 hidden lg:flex" />
        </div>
      </div>
    </header>
  );
}
