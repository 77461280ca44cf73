import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../../shared/constants';
import type { Notification } from '../../../../shared/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { BellIcon, CheckCircleIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { panelId, TabList, tabId } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../auth/api/session';
import type { ListParams } from '../api/cache';
import { useDeleteAll, useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/mutations';
import { useNotificationList } from '../api/notifications';
import { useRefreshOnFocus, useUnreadCount } from '../api/unread-count';
import { notificationTarget } from '../target';
import { CheckAllIcon, TrashIcon } from './notification-icons';
import { NotificationItem } from './notification-item';

type Filter = 'all' | 'unread';
const PARAMS: Record<Filter, ListParams> = {
  all: { pageSize: NOTIFICATIONS_PAGE_SIZE },
  unread: { pageSize: NOTIFICATIONS_PAGE_SIZE, isRead: false },
};

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col divide-y divide-slate-100">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3 px-4 py-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The notifications page body (customer /notifications and admin /admin/notifications): all or
 * unread, 20 at a time with load more, and the actions of SPEC §7 on each and on all.
 */
export function NotificationCenter({ heading }: { heading?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const [filter, setFilter] = useState<Filter>('all');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const idBase = useId();
  const list = useNotificationList(PARAMS[filter]);
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const removeAll = useDeleteAll();
  const { refetch } = list;
  useRefreshOnFocus(true, refetch);

  const open = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n);
    const target = notificationTarget(n, isAdmin ? 'admin' : 'customer');
    if (target) navigate(target);
  };

  let content: ReactNode;
  if (list.isPending) content = <ListSkeleton />;
  else if (list.isError && list.items.length === 0) {
    content = (
      <EmptyState
        role="alert"
        className="border-0"
        title={t('notifications.fetchFailed')}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (list.items.length === 0) {
    content =
      filter === 'unread' ? (
        <EmptyState
          className="border-0"
          icon={<CheckCircleIcon className="size-7" />}
          title={t('notifications.emptyUnread')}
          description={t('notifications.emptyUnreadHint')}
        />
      ) : (
        <EmptyState
          className="border-0"
          icon={<BellIcon className="size-7" />}
          title={t('notifications.empty')}
          description={t('notifications.emptyHint')}
        />
      );
  } else {
    content = (
      <ul className="divide-y divide-slate-100">
        {list.items.map((n) => (
          <li key={n.id}>
            <NotificationItem
              notification={n}
              onOpen={open}
              onMarkRead={(item) => markRead.mutate(item)}
              onDelete={(item) => remove.mutate(item)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-busy={list.isFetching}>
      {heading ? <h2 className="text-lg font-bold text-ink">{heading}</h2> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TabList
          items={[
            { value: 'all', label: t('notifications.filters.all') },
            { value: 'unread', label: t('notifications.filters.unread') },
          ]}
          selected={filter}
          onSelect={setFilter}
          idBase={idBase}
          label={t('notifications.filterLabel')}
          className="sm:flex-1"
        />
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<CheckAllIcon className="size-4" />}
              onClick={() => markAllRead.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
          {list.items.length > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              className="hover:border-red-700 hover:text-red-800"
              icon={<TrashIcon className="size-4" />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('notifications.deleteAll')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('notifications.unreadSummary', { count: unread, formatted: formatNumber(unread, lang) })}
      </p>
      <div
        role="tabpanel"
        id={panelId(idBase, filter)}
        aria-labelledby={tabId(idBase, filter)}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {content}
      </div>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('notifications.loadMore')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        destructive
        title={t('notifications.deleteAllTitle')}
        message={t('notifications.deleteAllMessage')}
        confirmLabel={t('notifications.deleteAll')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          removeAll.mutate();
        }}
      />
    </section>
  );
}
