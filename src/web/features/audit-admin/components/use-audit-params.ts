import { AUDIT_ENTITY_TYPES } from '../../../../shared/schemas/audit';
import { pageParam, pickParam, useListParams } from '../../../components/admin/use-list-params';
import type { AuditFilters } from '../api';

/** Reads the log's filters from the URL, tolerating hand-edited values. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    entityType: pickParam(AUDIT_ENTITY_TYPES, params.get('entityType')),
    actor: params.get('actor')?.trim() ?? '',
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    page: pageParam(params),
  };
}

const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

const KEYS = ['entityType', 'actor', 'from', 'to', 'page'] as const;

/** The log's filters and page, kept in the URL beside the settings tab. */
export const useAuditParams = () => useListParams(parseAuditFilters, KEYS, 'actor');
