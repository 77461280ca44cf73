import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../../shared/constants';
import { SUPPORT_SOURCES } from '../../../../shared/schemas/support';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { useTranslation } from '../../../lib/translation';
import { statusKey } from '../../support';
import type { AdminSupportFilters } from '../api';

interface FiltersProps {
  filters: AdminSupportFilters;
  onChange: (patch: Partial<AdminSupportFilters>) => void;
}

/** Debounced search (subject, name, e-mail), status, priority and source, mirrored in the URL. */
export function SupportFilters({ filters, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const any = { value: '', label: t('support.admin.filters.any') };
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <ListSearchField
        className="col-span-2 md:col-span-1"
        label={t('support.admin.filters.search')}
        placeholder={t('support.admin.filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <Select
        label={t('support.status.label')}
        value={filters.status}
        onChange={(event) =>
          onChange({ status: event.target.value as AdminSupportFilters['status'] })
        }
        options={[
          any,
          ...SUPPORT_STATUSES.map((value) => ({ value, label: t(statusKey(value, 'admin')) })),
        ]}
      />
      <Select
        label={t('support.priority.label')}
        value={filters.priority}
        onChange={(event) =>
          onChange({ priority: event.target.value as AdminSupportFilters['priority'] })
        }
        options={[
          any,
          ...SUPPORT_PRIORITIES.map((value) => ({
            value,
            label: t(`support.priority.${value}`),
          })),
        ]}
      />
      <Select
        className="col-span-2 md:col-span-1"
        label={t('support.admin.filters.source')}
        value={filters.source}
        onChange={(event) =>
          onChange({ source: event.target.value as AdminSupportFilters['source'] })
        }
        options={[
          any,
          ...SUPPORT_SOURCES.map((value) => ({ value, label: t(`support.source.${value}`) })),
        ]}
      />
    </search>
  );
}
