import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES } from '../../../../shared/schemas/audit';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import type { AuditFilters as Filters } from '../api';

interface AuditFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

/** Kind of record and acting admin (part of the e-mail), in the URL. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2">
      <Select
        label={t('admin.audit.filters.entityType')}
        value={filters.entityType}
        onChange={(event) => onChange({ entityType: event.target.value as Filters['entityType'] })}
        options={[
          { value: '', label: t('admin.audit.filters.any') },
          ...AUDIT_ENTITY_TYPES.map((value) => ({
            value,
            label: t(`admin.audit.entityTypes.${value}`),
          })),
        ]}
      />
      <ListSearchField
        label={t('admin.audit.filters.actor')}
        placeholder={t('admin.audit.filters.actorPlaceholder')}
        value={filters.actor}
        onSearch={(actor) => onChange({ actor })}
      />
    </search>
  );
}
