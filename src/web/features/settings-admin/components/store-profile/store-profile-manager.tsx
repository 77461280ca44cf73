import { LoadFailed } from '../../../../components/admin/load-failed';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import { useTranslation } from '../../../../lib/translation';
import { useFailureToast } from '../../../../lib/use-failure-toast';
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
      <SkeletonGroup className="flex flex-col gap-4">
        <Skeleton className="h-64" />
        <Skeleton className="h-44" />
      </SkeletonGroup>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <StoreProfileForm record={query.data} />;
}
