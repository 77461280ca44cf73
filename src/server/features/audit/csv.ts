import type { Language } from '../../../shared/constants';
import type { AuditEntry } from '../../../shared/schemas/audit';
import type { CsvCell } from '../../lib/csv';
import { translate } from '../../lib/i18n';

const COLUMNS = [
  'time',
  'staffName',
  'staffEmail',
  'action',
  'entityType',
  'entityId',
  'entity',
  'before',
  'after',
] as const;

export const auditCsvHeader = (lang: Language) =>
  COLUMNS.map((column) => translate(lang, `csv.audit.${column}`));

const cairo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "2026-11-25 14:05", Cairo time, as the orders CSV writes it. */
const cairoTime = (iso: string) => cairo.format(new Date(iso)).replace(',', '');

/**
 * The log's rows for a spreadsheet: actions and entity types as their stable codes (what a filter
 * or a script matches on), the entity's name in the admin's language, the snapshots as JSON.
 */
export async function* auditCsvRows(
  entries: AsyncIterable<AuditEntry[]>,
  lang: Language,
): AsyncGenerator<CsvCell[][]> {
  for await (const page of entries) {
    yield page.map((entry) => [
      cairoTime(entry.createdAt),
      entry.actor.name,
      entry.actor.email,
      entry.action,
      entry.entity.type,
      entry.entity.id,
      entry.entity.label?.[lang] ?? null,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ]);
  }
}
