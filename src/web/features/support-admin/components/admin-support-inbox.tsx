import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LifebuoyIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useFailureToast } from '../../catalog-admin/lib/use-failure-toast';
import { InboxLayout, PaneCard } from '../../support/components/inbox-layout';
import { ThreadList } from '../../support/components/thread-list';
import { ThreadListSkeleton } from '../../support/components/thread-skeleton';
import { useAdminSupportThreads } from '../api';
import { useAdminSupportParams } from '../use-admin-support-params';
import { AdminThread } from './admin-thread';
import { SupportFilters } from './support-filters';

/** /admin/support: filters, every thread (support and contact form), the open one beside. */
export function AdminSupportInbox() {
  const { t } = useTranslation();
  const lang = useLang();
  const { filters, threadId, update, clear, hrefFor, filtered } = useAdminSupportParams();
  const query = useAdminSupportThreads(filters);
  const loadFailed = t('support.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);
  const data = query.data;

  // The last page emptied (a status filter and a change): step back to one that exists.
  useEffect(() => {
    if (data && data.totalPages > 0 && filters.page > data.totalPages) {
      update({ page: data.totalPages });
    }
  }, [data, filters.page, update]);

  let list: ReactNode;
  if (query.isPending) list = <ThreadListSkeleton rows={6} />;
  else if (query.isError && !data) {
    list = (
      <EmptyState
        role="alert"
        title={loadFailed}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!data?.items.length) {
    list = (
      <EmptyState
        icon={<LifebuoyIcon className="size-7" />}
        title={filtered ? t('support.admin.emptyFiltered') : t('support.admin.empty')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={clear}>
              {t('support.admin.filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    list = (
      <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('support.admin.total', { total: formatNumber(data.total, lang) })}
        </p>
        <ThreadList
          threads={data.items}
          selectedId={threadId}
          hrefFor={hrefFor}
          audience="admin"
          label={t('admin.pages.support.title')}
        />
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  const pane = threadId ? (
    <AdminThread key={threadId} id={threadId} backTo={hrefFor(null)} />
  ) : (
    <PaneCard className="items-center py-16 text-center text-slate-600">
      <LifebuoyIcon className="size-10 text-brand-700" />
      <p>{t('support.admin.pickOne')}</p>
    </PaneCard>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className={threadId ? 'hidden lg:block' : undefined}>
        <SupportFilters filters={filters} onChange={update} />
      </div>
      <InboxLayout list={list} pane={pane} paneKey={threadId} />
    </div>
  );
}
