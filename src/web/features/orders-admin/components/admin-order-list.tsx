import { AdminListBody } from '../../../components/admin/admin-list-body';
import { ReceiptIcon } from '../../../components/ui/more-icons';
import { useTranslation } from '../../../lib/translation';
import { PrintSelectedBar, useOrderSelection } from '../../invoices';
import { useAdminOrders } from '../api';
import { OrderFilters } from './order-filters';
import { OrderCards, OrdersTable } from './orders-table';
import { useAdminOrderParams } from './use-admin-order-params';

/** The admin orders list: URL filters, table (cards on phones), pagination, empty/error states. */
export function AdminOrderList() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useAdminOrderParams();
  const query = useAdminOrders(filters);
  const selection = useOrderSelection();
  return (
    <div className="flex flex-col gap-4">
      <OrderFilters filters={filters} onChange={update} />
      <PrintSelectedBar selection={selection} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<ReceiptIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.orders.errors.load'),
          total: (formatted, count) => t('admin.orders.total', { count, formatted }),
          empty: t('admin.orders.empty'),
          emptyHint: t('admin.orders.emptyHint'),
          emptyFiltered: t('admin.orders.emptyFiltered'),
          clear: t('admin.orders.filters.clear'),
        }}
      >
        {(orders) => (
          <>
            <OrdersTable orders={orders} selection={selection} />
            <OrderCards orders={orders} selection={selection} />
          </>
        )}
      </AdminListBody>
    </div>
  );
}
