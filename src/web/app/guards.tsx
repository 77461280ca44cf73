import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { isStaff } from '../../shared/roles';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';
import { postLoginPath } from '../features/auth/redirect';

/**
 * True while the router is already taking the user to another page. Logout clears the user while
 * its navigation to / is still loading (a lazy page commits in a transition, after the user is
 * gone); redirecting to /login then would win over it. Logout's navigation starts with flushSync,
 * so its "loading" state is visible here.
 */
function useLeaving(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
}

/** Login-required pages (SPEC §2): guests go to /login, remembering where they were heading. */
export function RequireAuth() {
  const { user, isPending, error } = useSession();
  const location = useLocation();
  const leaving = useLeaving();
  if (isPending) return <PageSpinner />;
  // The session could not be checked (network, 5xx): the route error page offers Try Again.
  if (error) throw error;
  if (!user && leaving) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Admin area: guests → /login, logged-in non-admins → / (SPEC §2). */
export function RequireAdmin() {
  const { user, isPending, error } = useSession();
  const location = useLocation();
  const leaving = useLeaving();
  if (isPending) return <PageSpinner />;
  if (error) throw error;
  if (!user && leaving) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isStaff(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Keeps logged-in users off the guest pages, and is what moves a user on right after logging in:
 * from /login customers go to / (or back where they came from), admins to /admin; from /register
 * everyone goes to /.
 */
export function GuestOnly({ page }: { page: 'login' | 'register' }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (user) {
    const target =
      page === 'login' ? postLoginPath(user.role, location.search, location.state) : '/';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
