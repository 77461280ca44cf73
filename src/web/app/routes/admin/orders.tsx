import { useTranslation } from 'react-i18next';
import { AdminOrderList } from '../../../features/orders-admin/components/admin-order-list';
import { CleanupFailedButton } from '../../../features/orders-admin/components/cleanup-dialog';
import { PageHeader } from '../../components/page-header';

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.pages.orders.title')} actions={<CleanupFailedButton />} />
      <AdminOrderList />
    </div>
  );
}
