import { CsvExportLink } from '../../../components/admin/csv-export-link';
import { PageHeader } from '../../../components/page-header';
import { AdminUserList } from '../../../features/users-admin/components/admin-user-list';
import { useAdminUserParams } from '../../../features/users-admin/components/use-admin-user-params';
import { useTranslation } from '../../../lib/translation';

export default function AdminUsersPage() {
  const { t } = useTranslation();
  const { filters } = useAdminUserParams();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.users.title')}
        actions={<CsvExportLink path="/admin/users.csv" filters={filters} />}
      />
      <AdminUserList />
    </div>
  );
}
