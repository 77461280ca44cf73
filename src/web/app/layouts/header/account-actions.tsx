import { isStaff } from '../../../../shared/roles';
import { ButtonLink } from '../../../components/ui/button';
import { UserIcon } from '../../../components/ui/icons';
import { useSession } from '../../../features/auth/api/session';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/translation';

interface AccountActionsProps {
  className?: string;
  /** Full-width stacked buttons in the mobile menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/**
 * Guests: Login + Register. Admins: Admin. Customers: Profile with first name. Both: Logout. Plain
 * links, so a guest's page works before the app starts.
 */
export function AccountActions({ className, stacked = false, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const width = stacked ? 'w-full' : undefined;
  return (
    <div
      className={cn(
        'flex gap-2',
        stacked ? 'flex-col' : 'items-center',
        // Not known yet (the server's HTML, the same for everyone): the guest's links, shown only
        // once main.tsx has found no session marker (html[data-guest], decision 067), so a
        // signed-in customer never sees "Log in", and their place is kept (no shift).
        isPending && 'invisible [html[data-guest]_&]:visible',
        className,
      )}
    >
      {user ? (
        <>
          {isStaff(user.role) ? (
            <ButtonLink
              to="/admin"
              variant="secondary"
              size="sm"
              className={width}
              onClick={onNavigate}
            >
              {t('nav.admin')}
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/profile"
              variant="secondary"
              size="sm"
              className={stacked ? width : 'max-w-44'}
              onClick={onNavigate}
            >
              <UserIcon className="size-4 shrink-0" />
              <span className="sr-only">{t('nav.profile')}: </span>
              <span className="truncate">{user.firstName || t('nav.profile')}</span>
            </ButtonLink>
          )}
          <LogoutButton className={width} onDone={onNavigate} />
        </>
      ) : (
        <>
          <ButtonLink to="/login" variant="ghost" size="sm" className={width} onClick={onNavigate}>
            {t('nav.login')}
          </ButtonLink>
          <ButtonLink
            to="/register"
            variant="primary"
            size="sm"
            className={width}
            onClick={onNavigate}
          >
            {t('nav.register')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
