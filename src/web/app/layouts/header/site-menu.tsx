import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { AccountActions } from './account-actions';
import { MAIN_NAV } from './nav-items';

/** The menu's panel, one per page (the header's): named here, as an island's ids must be. */
const MENU_ID = 'site-menu';

export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-3 py-2 font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
  );

/**
 * The phone's menu: its button in the header's bar and its panel under the bar (over the page, as
 * the phone's search is). An island on a server-rendered page (decision 080), so a guest's first
 * tap on it opens it before the app starts.
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);

  // A new page closes the menu. While rendering, not in an effect: the mount's effect runs a frame
  // after hydration and would close the menu a tap made open in that frame.
  const [pathShown, setPathShown] = useState(pathname);
  if (pathname !== pathShown) {
    setPathShown(pathname);
    setOpen(false);
  }

  // Esc closes the open menu and gives the focus back to its button (issue 24 item 11).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-sm xl:hidden"
      >
        <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl px-3 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={(state) => cn(navLinkClasses(state), 'block py-3')}
                  onClick={() => setOpen(false)}
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountActions
            stacked
            className="mt-3 border-t border-slate-200 pt-3"
            onNavigate={() => setOpen(false)}
          />
        </nav>
      </div>
    </>
  );
}
