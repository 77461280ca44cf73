import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { MenuIcon, SearchIcon } from '../../../components/ui/icons';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';

interface AdminTopbarProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AdminTopbar({ sidebarId, sidebarOpen, onToggleSidebar }: AdminTopbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
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
      {/* SPEC §2: the search box has no behaviour yet; submitting does nothing. */}
      <search className="relative min-w-0 max-w-md flex-1">
        <form onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {t('admin.search')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            placeholder={t('admin.search')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 ps-10 pe-3 text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </form>
      </search>
      <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        <NotificationBell href="/admin/notifications" />
        <LanguageSwitcher className="max-sm:[&>span]:sr-only" />
        <LogoutButton compact />
      </div>
    </header>
  );
}
