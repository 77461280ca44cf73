import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFailureToast } from '../../catalog-admin/lib/use-failure-toast';
import { useAdminSettings } from '../api';
import { PaymentSettingsCard } from './payment-settings';
import { ShippingSettingsForm } from './shipping-settings';

/** /admin/settings: card payment switch and shipping fees. */
export function SettingsManager() {
  const { t } = useTranslation();
  const query = useAdminSettings();
  const loadFailed = t('admin.settings.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-44" />
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
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <PaymentSettingsCard payment={query.data.payment} />
      <ShippingSettingsForm shipping={query.data.shipping} />
    </div>
  );
}
