import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../../shared/constants';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/translation';
import type { AdminOrderFilters } from '../api';

export { SEARCH_DEBOUNCE_MS } from '../../../components/admin/list-search-field';

interface FiltersProps {
  filters: AdminOrderFilters;
  onChange: (patch: Partial<AdminOrderFilters>) => void;
}

/** Debounced search, payment and delivery status, and a date range, all mirrored in the URL. */
export function OrderFilters({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const any = { value: '', label: t('admin.orders.filters.any') };
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <ListSearchField
        className="col-span-2 lg:col-span-1"
        label={t('admin.orders.filters.search')}
        placeholder={t('admin.orders.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label={t('admin.orders.filters.paymentStatus')}
        value={filters.paymentStatus}
        onChange={(event) =>
          onChange({ paymentStatus: event.target.value as AdminOrderFilters['paymentStatus'] })
        }
        options={[
          any,
          ...PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`orders.paymentStatus.${status}`),
          })),
        ]}
      />
      <Select
        label={t('admin.orders.filters.deliveryStatus')}
        value={filters.deliveryStatus}
        onChange={(event) =>
          onChange({ deliveryStatus: event.target.value as AdminOrderFilters['deliveryStatus'] })
        }
        options={[
          any,
          ...DELIVERY_STATUSES.map((status) => ({
            value: status,
            label: t(`orders.deliveryStatus.${status}`),
          })),
        ]}
      />
      <TextField
        type="date"
        label={t('admin.orders.filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('admin.orders.filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </search>
  );
}
