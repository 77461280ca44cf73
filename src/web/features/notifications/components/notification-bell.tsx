import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BELL_BADGE_CAP } from '../../../../shared/constants';
import type { NotificationStreamEvent } from '../../../../shared/schemas/notifications';
import { CountBadge } from '../../../components/ui/badge';
import { BellIcon } from '../../../components/ui/more-icons';
import { cn } from '../../../lib/cn';
import { formatBadgeCount } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { useSession } from '../../auth/api/session';
import { trimToFirstPage } from '../api/cache';
import { useNotificationArrivals, useNotificationStream } from '../api/live';
import { useUnreadCount } from '../api/unread-count';
import { notificationsPagePath } from '../target';
import { COMPACT, NotificationDropdown } from './notification-dropdown';

interface NotificationBellProps {
  /** Where the phone bell and "View all" lead; by default the page for the user's role. */
  href?: string;
}

const bellClasses =
  'relative size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * Bell with the unread badge (99+ above 99, SPEC §2). From `sm` up it opens the dropdown; on
 * small screens it is a link straight to the notifications page. It also keeps the tab's one
 * live connection open while someone is signed in.
 */
export function NotificationBell({ href }: NotificationBellProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, isAdmin } = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useNotificationStream(user?.id);
  const unread = useUnreadCount(true);
  const badge = formatBadgeCount(unread, lang, BELL_BADGE_CAP);
  const label = t('nav.notificationsLabel', { count: unread, formatted: badge });
  const page = href ?? notificationsPagePath(isAdmin);

  useNotificationArrivals(
    useCallback(
      ({ notification: n }: NotificationStreamEvent) =>
        setAnnouncement(
          t('notifications.announce', { title: pickLocalized(lang, n.titleEn, n.titleAr) }),
        ),
      [t, lang],
    ),
  );

  const toggle = () => {
    // SPEC §4: the dropdown reloads its first page on open.
    if (!open) trimToFirstPage(queryClient, COMPACT);
    setOpen(!open);
  };
  const close = useCallback((refocus = false) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // A new page closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setOpen(false), [pathname]);

  // Escape and a click (or tap) outside close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const badgeNode = unread > 0 ? <CountBadge>{badge}</CountBadge> : null;
  return (
    <div ref={wrapper} className="relative">
      <Link to={page} className={cn(bellClasses, 'inline-flex sm:hidden')} aria-label={label}>
        <BellIcon className="size-6" />
        {badgeNode}
      </Link>
      <button
        ref={button}
        type="button"
        className={cn(bellClasses, 'hidden sm:inline-flex', open && 'bg-slate-100 text-ink')}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon className="size-6" />
        {badgeNode}
      </button>
      {open ? <NotificationDropdown id={panelId} onClose={() => close()} /> : null}
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
