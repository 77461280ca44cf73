import { CsvExportLink } from '../../../components/admin/csv-export-link';
import { PageHeader } from '../../../components/page-header';
import { AdminOrderList } from '../../../features/orders-admin/components/admin-order-list';
import { CleanupFailedButton } from '../../../features/orders-admin/components/cleanup-dialog';
import { useAdminOrderParams } from '../../../features/orders-admin/components/use-admin-order-params';
import { useTranslation } from '../../../lib/translation';

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const { filters } = useAdminOrderParams();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.orders.title')}
        actions={
          <>
            <CsvExportLink path="/admin/orders.csv" filters={filters} />
            <CleanupFailedButton />
          </>
        }
      />
      <AdminOrderList />
    </div>
  );
}
