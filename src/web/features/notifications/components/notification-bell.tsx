import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BELL_BADGE_CAP } from '../../../../shared/constants';
import { CountBadge } from '../../../components/ui/badge';
import { BellIcon } from '../../../components/ui/icons';
import { formatBadgeCount } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useUnreadCount } from '../api/unread-count';

interface NotificationBellProps {
  /** Admins read their notifications inside the admin area. */
  href?: string;
}

/** Bell with the unread badge (99+ above 99). The dropdown arrives with the notifications issue. */
export function NotificationBell({ href = '/notifications' }: NotificationBellProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const unread = useUnreadCount(true);
  const badge = formatBadgeCount(unread, lang, BELL_BADGE_CAP);
  return (
    <Link
      to={href}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink"
      aria-label={t('nav.notificationsLabel', { count: unread, formatted: badge })}
    >
      <BellIcon className="size-6" />
      {unread > 0 ? <CountBadge>{badge}</CountBadge> : null}
    </Link>
  );
}
