import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ReceiptIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { ListSkeleton } from '../../catalog-admin/components/shared/list-skeleton';
import { useFailureToast } from '../../catalog-admin/lib/use-failure-toast';
import { useAdminOrders } from '../api';
import { OrderFilters } from './order-filters';
import { OrderCards, OrdersTable } from './orders-table';
import { useAdminOrderParams } from './use-admin-order-params';

/** The admin orders list: URL filters, table (cards on phones), pagination, empty/error states. */
export function AdminOrderList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { filters, update, clear, filtered } = useAdminOrderParams();
  const query = useAdminOrders(filters);
  const loadFailed = t('admin.orders.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);
  const data = query.data;

  // A cleanup emptied the last page: step back to the page that still exists.
  useEffect(() => {
    if (data && data.totalPages > 0 && filters.page > data.totalPages) {
      update({ page: data.totalPages });
    }
  }, [data, filters.page, update]);

  let content: ReactNode;
  if (query.isPending) content = <ListSkeleton />;
  else if (query.isError && !data) {
    content = (
      <EmptyState
        role="alert"
        title={loadFailed}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (!data?.items.length) {
    content = filtered ? (
      <EmptyState
        icon={<ReceiptIcon className="size-7" />}
        title={t('admin.orders.emptyFiltered')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('admin.orders.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<ReceiptIcon className="size-7" />}
        title={t('admin.orders.empty')}
        description={t('admin.orders.emptyHint')}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.orders.total', { total: formatNumber(data.total, lang) })}
        </p>
        <OrdersTable orders={data.items} />
        <OrderCards orders={data.items} />
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={(page) => update({ page })}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <OrderFilters filters={filters} onChange={update} />
      {content}
    </div>
  );
}
