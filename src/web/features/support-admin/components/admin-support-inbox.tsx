import { AdminListBody } from '../../../components/admin/admin-list-body';
import { LifebuoyIcon } from '../../../components/ui/more-icons';
import { useTranslation } from '../../../lib/translation';
import { InboxLayout, PaneCard, ThreadList, ThreadListSkeleton } from '../../support';
import { useAdminSupportThreads } from '../api';
import { useAdminSupportParams } from '../use-admin-support-params';
import { AdminThread } from './admin-thread';
import { SupportFilters } from './support-filters';

/** /admin/support: filters, every thread (support and contact form), the open one beside. */
export function AdminSupportInbox() {
  const { t } = useTranslation();
  const { filters, threadId, update, clear, hrefFor, filtered } = useAdminSupportParams();
  const query = useAdminSupportThreads(filters);

  const list = (
    <AdminListBody
      query={query}
      page={filters.page}
      onPageChange={(page) => update({ page })}
      filtered={filtered}
      onClear={clear}
      icon={<LifebuoyIcon className="size-7" />}
      texts={{
        loadFailed: t('support.errors.load'),
        total: (formatted, count) => t('support.admin.total', { count, formatted }),
        empty: t('support.admin.empty'),
        emptyFiltered: t('support.admin.emptyFiltered'),
        clear: t('support.admin.filters.clear'),
      }}
      skeleton={<ThreadListSkeleton rows={6} />}
    >
      {(threads) => (
        <ThreadList
          threads={threads}
          selectedId={threadId}
          hrefFor={hrefFor}
          audience="admin"
          label={t('admin.pages.support.title')}
        />
      )}
    </AdminListBody>
  );

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
