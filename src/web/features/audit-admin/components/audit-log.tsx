import { AdminListBody } from '../../../components/admin/admin-list-body';
import { CsvExportLink } from '../../../components/admin/csv-export-link';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useAuditLog } from '../api';
import { AuditFilters } from './audit-filters';
import { AuditCards, AuditTable } from './audit-table';
import { useAuditParams } from './use-audit-params';

const HistoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />
  </Icon>
);

/** Settings → Audit log: who changed what and when, newest first, with filters and pages. */
export function AuditLog() {
  const { t } = useTranslation();
  const { filters, update, clear, filtered } = useAuditParams();
  const query = useAuditLog(filters);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="audit-log-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="audit-log-title" className="text-lg font-bold text-ink">
            {t('admin.audit.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('admin.audit.intro')}</p>
        </div>
        <CsvExportLink path="/admin/audit-log.csv" filters={filters} />
      </div>
      <AuditFilters filters={filters} onChange={update} />
      <AdminListBody
        query={query}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        filtered={filtered}
        onClear={clear}
        icon={<HistoryIcon className="size-7" />}
        texts={{
          loadFailed: t('admin.audit.loadFailed'),
          total: (total) => t('admin.audit.total', { total }),
          empty: t('admin.audit.empty'),
          emptyHint: t('admin.audit.emptyHint'),
          emptyFiltered: t('admin.audit.emptyFiltered'),
          clear: t('admin.audit.filters.clear'),
        }}
      >
        {(entries) => (
          <>
            <AuditTable entries={entries} />
            <AuditCards entries={entries} />
          </>
        )}
      </AdminListBody>
    </section>
  );
}
