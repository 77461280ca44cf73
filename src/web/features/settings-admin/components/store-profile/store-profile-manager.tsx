import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useFailureToast } from '../../../catalog-admin/lib/use-failure-toast';
import { useAdminStoreProfile } from '../../company-api';
import { StoreProfileForm } from './store-profile-form';

/** The "Store profile" tab of /admin/settings. */
export function StoreProfileManager() {
  const { t } = useTranslation();
  const query = useAdminStoreProfile();
  const loadFailed = t('admin.settings.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-64" />
        <Skeleton className="h-44" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <EmptyState
        role="alert"
        title={loadFailed}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <StoreProfileForm record={query.data} />;
}
