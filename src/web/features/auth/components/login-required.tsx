import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { loginPathFor } from '../redirect';

const here = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;

/**
 * SPEC §6: 'You must be logged in to perform this action', with a way to log in that brings the
 * user back here. For guests trying a customer-only action (add to cart or favorites…).
 */
export function LoginRequiredMessage({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      {t('auth.messages.loginRequired')}{' '}
      <Link to={loginPathFor(here(location))} className="font-bold text-brand-800 hover:underline">
        {t('nav.login')}
      </Link>
    </p>
  );
}

/**
 * The same as a toast: `const requireLogin = useLoginRequiredToast(); … requireLogin()`. The toast
 * lives outside the router, so its button navigates with the caller's `navigate`, not a Link.
 */
export function useLoginRequiredToast() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = loginPathFor(here(location));
  return useCallback(() => {
    toast.error(
      (item) => (
        <span>
          {t('auth.messages.loginRequired')}{' '}
          <button
            type="button"
            className="font-bold text-brand-800 underline"
            onClick={() => {
              toast.dismiss(item.id);
              navigate(target);
            }}
          >
            {t('nav.login')}
          </button>
        </span>
      ),
      { id: 'login-required' }, // many clicks, one toast
    );
  }, [t, navigate, target]);
}
