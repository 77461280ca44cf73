import { AUDIT_ENTITY_TYPES } from '../../../../shared/schemas/audit';
import { ListSearchField } from '../../../components/admin/list-search-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/translation';
import type { AuditFilters as Filters } from '../api';

interface AuditFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

/** Kind of record, acting staff member (part of the e-mail) and Cairo days, in the URL. */
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
      <TextField
        type="date"
        label={t('admin.audit.filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('admin.audit.filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </search>
  );
}
