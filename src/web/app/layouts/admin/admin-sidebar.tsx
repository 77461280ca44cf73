import { Link, NavLink } from 'react-router';
import { can } from '../../../../shared/roles';
import { HomeIcon } from '../../../components/admin/admin-icons';
import { UserIcon } from '../../../components/ui/icons';
import { useSession } from '../../../features/auth/api/session';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';
import { SiteLogo } from '../header/site-logo';
import { ADMIN_NAV } from './admin-nav-items';

export function AdminSidebar({
  id,
  open,
  onNavigate,
}: {
  id: string;
  open: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <aside
      id={id}
      className={cn(
        'fixed inset-y-0 start-0 z-50 flex w-72 flex-col border-e border-slate-200 bg-white transition-transform lg:sticky lg:top-0 lg:z-auto lg:h-screen lg:w-64',
        // Off-canvas only below lg; RTL slides it out to the right.
        open
          ? 'translate-x-0'
          : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full',
      )}
    >
      <div className="flex h-16 items-center border-b border-slate-200 px-4">
        <SiteLogo />
      </div>
      <nav aria-label={t('admin.nav.label')} className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV.filter((item) => can(user?.role, item.permission)).map(
            ({ to, key, Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold transition-colors',
                      isActive
                        ? 'bg-brand-800 text-white'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  {t(key)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="flex flex-col gap-2 border-t border-slate-200 p-3">
        {user ? (
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-900">
              <UserIcon />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold">{`${user.firstName} ${user.lastName}`.trim()}</p>
              <p className="truncate text-sm text-slate-600" dir="ltr">
                {user.email}
              </p>
            </div>
          </div>
        ) : null}
        <LogoutButton className="w-full justify-start" />
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <HomeIcon className="size-4" />
          {t('admin.backToHome')}
        </Link>
      </div>
    </aside>
  );
}
