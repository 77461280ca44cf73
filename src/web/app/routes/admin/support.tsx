import { PageHeader } from '../../../components/page-header';
import { AdminSupportInbox } from '../../../features/support-admin/components/admin-support-inbox';
import { useTranslation } from '../../../lib/translation';

export default function AdminSupportPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.pages.support.title')} description={t('support.admin.intro')} />
      <AdminSupportInbox />
    </div>
  );
}
