import { useTranslation } from 'react-i18next';
import { SettingsManager } from '../../../features/settings-admin/components/settings-manager';
import { PageHeader } from '../../components/page-header';

export default function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.pages.settings.title')} />
      <SettingsManager />
    </div>
  );
}
