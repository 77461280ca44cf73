import { Navigate, Outlet, useLocation } from 'react-router';
import { can } from '../../../../shared/roles';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../features/auth/api/session';
import { useTranslation } from '../../../lib/translation';
import { ADMIN_NAV, navItemOf } from './admin-nav-items';

/**
 * The admin page if the staff member's role may open it (decision 048); the server answers 403
 * anyway. A role without the dashboard lands on its first page; any other page outside the role
 * says so in the admin chrome instead of failing request by request.
 */
export function RoleOutlet() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const item = navItemOf(pathname);
  // RequireAdmin lets no one in before the session is known; nothing to decide before that.
  if (!user) return null;
  if (!item || can(user?.role, item.permission)) return <Outlet />;
  const first = ADMIN_NAV.find((entry) => can(user?.role, entry.permission));
  if (item.to === '/admin' && first) return <Navigate to={first.to} replace />;
  return (
    <EmptyState
      role="alert"
      title={t('admin.forbidden.title')}
      description={t('admin.forbidden.text')}
    />
  );
}
