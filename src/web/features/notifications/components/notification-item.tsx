import type { Notification } from '../../../../shared/schemas/notifications';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeInstant } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { CheckIcon, TrashIcon, TypeIcon } from './notification-icons';

/** "2 minutes ago": the SPEC helper, for the real instants our API sends (see lib/format.ts). */
export const relativeTime = (createdAtUtc: string, lang: string) =>
  formatRelativeInstant(createdAtUtc, lang);

export const localizedTexts = (n: Notification, lang: string) => ({
  title: pickLocalized(lang, n.titleEn, n.titleAr),
  message: pickLocalized(lang, n.messageEn, n.messageAr),
});

interface NotificationItemProps {
  notification: Notification;
  /** Shown as new even if it was just marked read (it was unread when the panel opened). */
  fresh?: boolean;
  onOpen: (n: Notification) => void;
  onDelete: (n: Notification) => void;
  /** Pages offer an explicit "Mark as read"; the dropdown marks what it shows by itself. */
  onMarkRead?: (n: Notification) => void;
  compact?: boolean;
}

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700';

/** One notification: the text opens its target; delete (and mark read) sit at the end. */
export function NotificationItem({
  notification: n,
  fresh,
  onOpen,
  onDelete,
  onMarkRead,
  compact = false,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { title, message } = localizedTexts(n, lang);
  const unread = !n.isRead || fresh;
  const urgent = n.priority === 'high' || n.priority === 'urgent';
  return (
    <div
      className={cn(
        'relative flex items-start gap-3 transition-colors',
        compact ? 'px-3 py-3' : 'px-4 py-4',
        unread ? 'bg-brand-50/70 hover:bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <TypeIcon type={n.type} className="mt-0.5" />
      <button
        type="button"
        onClick={() => onOpen(n)}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-md text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('text-ink', unread ? 'font-bold' : 'font-semibold')}>{title}</span>
          {unread ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />
              {t('notifications.new')}
            </span>
          ) : null}
          {urgent ? (
            <Badge tone={n.priority === 'urgent' ? 'danger' : 'warning'}>
              {t(`notifications.priorities.${n.priority}`)}
            </Badge>
          ) : null}
        </span>
        <span className={cn('text-sm text-slate-700', compact && 'line-clamp-2')}>{message}</span>
        <span className="text-xs text-slate-500">
          <time dateTime={n.createdAtUtc} title={formatDateTime(n.createdAtUtc, lang)}>
            {relativeTime(n.createdAtUtc, lang)}
          </time>
          <span aria-hidden="true"> · </span>
          {t(`notifications.types.${n.type}`)}
        </span>
      </button>
      <div className="flex shrink-0 items-center gap-0.5">
        {onMarkRead && !n.isRead ? (
          <button
            type="button"
            className={iconButton}
            onClick={() => onMarkRead(n)}
            aria-label={t('notifications.markReadLabel', { title })}
            title={t('notifications.markRead')}
          >
            <CheckIcon className="size-5" />
          </button>
        ) : null}
        <button
          type="button"
          className={cn(iconButton, 'hover:text-red-700')}
          onClick={() => onDelete(n)}
          aria-label={t('notifications.deleteLabel', { title })}
          title={t('notifications.delete')}
        >
          <TrashIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
