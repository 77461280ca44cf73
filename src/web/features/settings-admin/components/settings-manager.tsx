import { LoadFailed } from '../../../components/admin/load-failed';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { ReturnSettingsCard } from '../../returns-admin';
import { InventorySettingsCard } from '../../stock-history-admin';
import { useAdminSettings } from '../api';
import { BusinessDetailsSettingsCard } from './business-details-settings';
import { CodConfirmationSettingsCard } from './cod-confirmation-settings';
import { PaymentMethodsForm } from './payment-methods';
import { PaymentSettingsCard } from './payment-settings';
import { ProductPageSettingsCard } from './product-page-settings';
import { ShippingSettingsForm } from './shipping-settings';
import { ShippingZonesManager } from './shipping-zones/zones-manager';
import { VatSettingsForm } from './vat-settings';

/** /admin/settings: card payment switch, VAT, shipping zones and the fallback shipping rule. */
export function SettingsManager() {
  const { t } = useTranslation();
  const query = useAdminSettings();
  const loadFailed = t('admin.settings.errors.load');
  useFailureToast(query.error, query.errorUpdatedAt, loadFailed);

  if (query.isPending) {
    return (
      <SkeletonGroup className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </SkeletonGroup>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <PaymentSettingsCard payment={query.data.payment} />
        <VatSettingsForm vat={query.data.vat} />
      </div>
      <PaymentMethodsForm payment={query.data.payment} />
      <ShippingZonesManager />
      <ShippingSettingsForm shipping={query.data.shipping} />
      <CodConfirmationSettingsCard />
      <ReturnSettingsCard />
      <InventorySettingsCard />
      <ProductPageSettingsCard />
      <BusinessDetailsSettingsCard />
    </div>
  );
}
