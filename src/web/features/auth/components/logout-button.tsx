import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useLogout } from '../api/session';

interface LogoutButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onDone?: () => void;
  /** Icon only on phones (the label stays for screen readers). */
  compact?: boolean;
}

export function LogoutButton({
  variant = 'ghost',
  size = 'sm',
  className,
  onDone,
  compact = false,
}: LogoutButtonProps) {
  const { t } = useTranslation();
  const { isPending, logout } = useLogout();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      loading={isPending}
      icon={<LogoutIcon className="size-4 rtl:rotate-180" />}
      // useLogout navigates to / itself, before the user is cleared (see endSession).
      onClick={() => void logout(onDone)}
    >
      <span className={compact ? 'max-sm:sr-only' : undefined}>{t('nav.logout')}</span>
    </Button>
  );
}
