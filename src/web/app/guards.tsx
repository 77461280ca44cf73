import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api/session';

/** Login-required pages (SPEC §2): guests go to /login, remembering where they were heading. */
export function RequireAuth() {
  const { user, isPending, error } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  // The session could not be checked (network, 5xx): the route error page offers Try Again.
  if (error) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Admin area: guests → /login, logged-in non-admins → / (SPEC §2). */
export function RequireAdmin() {
  const { user, isPending, error } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (error) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Keeps logged-in users off the guest pages: from /login customers go to / and admins to /admin;
 * from /register everyone goes to /.
 */
export function GuestOnly({ page }: { page: 'login' | 'register' }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (user) {
    const target = page === 'login' && user.role === 'admin' ? '/admin' : '/';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
