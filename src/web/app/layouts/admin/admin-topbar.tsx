import { NavLink } from 'react-router';
import { StorefrontLanguageSwitch } from '../../../components/admin/storefront-language-switch';
import { MenuIcon } from '../../../components/ui/icons';
import { ShieldIcon } from '../../../components/ui/more-icons';
import { AdminSearchBox } from '../../../features/admin-search/components/admin-search-box';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { useTranslation } from '../../../lib/translation';

interface AdminTopbarProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AdminTopbar({ sidebarId, sidebarOpen, onToggleSidebar }: AdminTopbarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
      <button
        type="button"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        aria-label={t('nav.openMenu')}
        onClick={onToggleSidebar}
      >
        <MenuIcon className="size-6" />
      </button>
      <AdminSearchBox />
      <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        {/* Two-factor sign-in, for every staff role (decision 049). */}
        <NavLink
          to="/admin/security"
          aria-label={t('twoFactor.security.pageTitle')}
          title={t('twoFactor.security.pageTitle')}
          className={({ isActive }) =>
            `inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 ${
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700'
            }`
          }
        >
          <ShieldIcon className="size-5" />
        </NavLink>
        <NotificationBell href="/admin/notifications" />
        {/* The admin stays Arabic (SPEC §1); this switches the storefront only (decision 053). */}
        <StorefrontLanguageSwitch className="max-sm:[&>span]:sr-only" />
        <LogoutButton compact />
      </div>
    </header>
  );
}
