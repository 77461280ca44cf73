import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Island } from '../../../components/island';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { lazyPart } from '../../../components/lazy-part';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { useSession } from '../../../features/auth/api/session';
import { CartButton } from '../../../features/cart/components/cart-button';
import { HeaderSearch } from '../../../features/search';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { AccountActions } from './account-actions';
import { MAIN_NAV } from './nav-items';
import { SiteLogo } from './site-logo';

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

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
  );

export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setMenuOpen(false), [pathname]);

  // Esc closes the open mobile menu and gives the focus back to its button (issue 24 item 11).
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
        <SiteLogo />
        <nav aria-label={t('nav.main')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClasses}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <HeaderSearch />
          <LanguageSwitcher className="max-sm:px-2" />
          <CompareLink />
          <Island name="cart-button" component={CartButton} props={{}} />
          {user ? <NotificationBell /> : null}
          <AccountActions className="ms-2 hidden lg:flex" />
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl px-3 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={(s) => cn(linkClasses(s), 'block py-3')}
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountActions
            stacked
            className="mt-3 border-t border-slate-200 pt-3"
            onNavigate={() => setMenuOpen(false)}
          />
        </nav>
      </div>
    </header>
  );
}
