import { COUPON_STATUSES } from '../../../../shared/schemas/discounts-admin';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { useTranslation } from '../../../lib/translation';
import type { CouponFilters as Filters } from '../api';

interface CouponFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

/** Search by code and the status filter, in the URL. */
export function CouponFilters({ filters, onChange }: CouponFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <ListSearchField
        label={t('admin.discounts.filters.search')}
        placeholder={t('admin.discounts.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label={t('admin.discounts.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
        options={[
          { value: '', label: t('admin.discounts.filters.any') },
          ...COUPON_STATUSES.map((value) => ({
            value,
            label: t(`admin.discounts.status.${value}`),
          })),
        ]}
      />
    </search>
  );
}
