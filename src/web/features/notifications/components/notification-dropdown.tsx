import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATIONS_DROPDOWN_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../../../../shared/constants';
import type { Notification } from '../../../../shared/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { BellIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';
import { useSession } from '../../auth/api/session';
import { type ListParams, trimToFirstPage } from '../api/cache';
import { useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/mutations';
import { useNotificationList } from '../api/notifications';
import { useRefreshOnFocus, useUnreadCount } from '../api/unread-count';
import { notificationsPagePath, notificationTarget } from '../target';
import { CheckAllIcon } from './notification-icons';
import { NotificationItem } from './notification-item';

// SPEC §9: the dropdown shows 5 and pages by 5; "Show all" loads page 1 with 20.
export const COMPACT: ListParams = { pageSize: NOTIFICATIONS_DROPDOWN_SIZE };
export const EXPANDED: ListParams = { pageSize: NOTIFICATIONS_PAGE_SIZE };

interface NotificationDropdownProps {
  id: string;
  onClose: () => void;
}

/** The bell's panel (SPEC §2/§4). Mounted on open; the bell trims the list to its first page. */
export function NotificationDropdown({ id, onClose }: NotificationDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useSession();
  const [expanded, setExpanded] = useState(false);
  const params = expanded ? EXPANDED : COMPACT;
  const list = useNotificationList(params);
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  // Unread when they were shown: still look new while the panel stays open, though marked read.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());

  // SPEC §4: the panel reloads its first page on focus and when the tab becomes visible.
  const { refetch } = list;
  const reload = useCallback(() => {
    trimToFirstPage(queryClient, params);
    void refetch();
  }, [queryClient, params, refetch]);
  useRefreshOnFocus(true, reload);

  // SPEC §4: opening the dropdown marks the visible unread ones read.
  const { mutate: mark } = markRead;
  useEffect(() => {
    const unseen = list.items.filter((n) => !n.isRead && !fresh.has(n.id));
    if (unseen.length === 0) return;
    setFresh((old) => new Set([...old, ...unseen.map((n) => n.id)]));
    for (const n of unseen) mark(n);
  }, [list.items, fresh, mark]);

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n);
    const target = notificationTarget(n, isAdmin ? 'admin' : 'customer');
    onClose();
    if (target) navigate(target);
  };

  const toggleExpanded = () => {
    const next = expanded ? COMPACT : EXPANDED;
    trimToFirstPage(queryClient, next); // page 1 with 20, or back to the first 5
    setExpanded(!expanded);
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-4 p-4">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (list.isError && list.items.length === 0) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="font-semibold text-ink">{t('notifications.fetchFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (list.items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <BellIcon className="size-6" />
        </span>
        <p className="font-semibold text-ink">{t('notifications.empty')}</p>
        <p className="text-sm text-slate-600">{t('notifications.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {list.items.map((n) => (
          <li key={n.id}>
            <NotificationItem
              compact
              notification={n}
              fresh={fresh.has(n.id)}
              onOpen={open}
              onDelete={(item) => remove.mutate(item)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      id={id}
      aria-label={t('notifications.panelLabel')}
      className="absolute end-0 top-full z-50 mt-2 flex max-h-[min(44rem,calc(100vh-5rem))] w-[24rem] max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-xl"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-bold text-ink">{t('notifications.title')}</h2>
        {unread > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<CheckAllIcon className="size-4" />}
            onClick={() => markAllRead.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </header>
      <div
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
        aria-busy={list.isFetching}
      >
        {body}
        {list.hasNextPage ? (
          <div className="border-t border-slate-100 p-2">
            <Button
              size="sm"
              variant="ghost"
              className="w-full"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
      <footer className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2">
        {/* Fewer than one page: there is nothing more to show. */}
        {list.items.length >= NOTIFICATIONS_DROPDOWN_SIZE || expanded ? (
          <Button size="sm" variant="ghost" onClick={toggleExpanded} aria-pressed={expanded}>
            {expanded ? t('notifications.showLess') : t('notifications.showAll')}
          </Button>
        ) : (
          <span />
        )}
        <Link
          to={notificationsPagePath(isAdmin)}
          onClick={onClose}
          className="rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('notifications.viewAll')}
        </Link>
      </footer>
    </section>
  );
}
