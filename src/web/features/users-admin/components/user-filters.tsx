import { ROLES } from '../../../../shared/constants';
import {
  USER_CONFIRMATION_FILTERS,
  USER_STATUS_FILTERS,
} from '../../../../shared/schemas/users-admin';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { useTranslation } from '../../../lib/translation';
import type { AdminUserFilters } from '../api';

interface FiltersProps {
  filters: AdminUserFilters;
  onChange: (patch: Partial<AdminUserFilters>) => void;
}

/** Search (name, e-mail, phone), role, e-mail confirmation and account status, in the URL. */
export function UserFilters({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const any = { value: '', label: t('admin.users.filters.any') };
  const options = (values: readonly string[], prefix: string) => [
    any,
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <ListSearchField
        className="col-span-2 sm:col-span-3 lg:col-span-1"
        label={t('admin.users.filters.search')}
        placeholder={t('admin.users.filters.searchPlaceholder')}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label={t('admin.users.filters.role')}
        value={filters.role}
        onChange={(event) => onChange({ role: event.target.value as AdminUserFilters['role'] })}
        options={options(ROLES, 'admin.roles')}
      />
      <Select
        label={t('admin.users.filters.confirmed')}
        value={filters.confirmed}
        onChange={(event) =>
          onChange({ confirmed: event.target.value as AdminUserFilters['confirmed'] })
        }
        options={options(USER_CONFIRMATION_FILTERS, 'admin.users.confirmation')}
      />
      <Select
        className="col-span-2 sm:col-span-1"
        label={t('admin.users.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as AdminUserFilters['status'] })}
        options={options(USER_STATUS_FILTERS, 'admin.users.status')}
      />
    </search>
  );
}
