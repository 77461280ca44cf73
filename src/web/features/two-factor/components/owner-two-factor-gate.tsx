import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isOwner } from '../../../../shared/roles';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth/api/session';
import { useTwoFactorStatus } from '../api';

export const SECURITY_PATH = '/admin/security';

/**
 * While the shop requires two-factor sign-in of its owner and they have not enrolled, the admin
 * API answers them 403 TWO_FACTOR_REQUIRED (decision 049): every admin page leads to the
 * enrolment page instead. Other staff are not asked (no call is made for them).
 */
export function OwnerTwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const owner = isOwner(user?.role);
  const status = useTwoFactorStatus(owner);
  const { pathname } = useLocation();
  if (!owner || pathname === SECURITY_PATH) return children;
  if (status.isPending) return <PageSpinner />;
  if (status.data?.required && !status.data.enabled) {
    return <Navigate to={SECURITY_PATH} replace />;
  }
  return children;
}
