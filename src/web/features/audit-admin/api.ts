import { useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditEntry } from '../../../shared/schemas/audit';
import { adminListQuery } from '../../components/admin/admin-list-query';

/** Filters of the audit log; '' means "any". */
export interface AuditFilters {
  entityType: '' | AuditEntityType;
  /** Part of the acting admin's e-mail. */
  actor: string;
  /** Cairo calendar days, inclusive ('' = open). */
  from: string;
  to: string;
  page: number;
}

export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (filters: AuditFilters) => ['admin-audit', 'list', filters] as const,
};

export const auditLogQuery = (filters: AuditFilters) => ({
  ...adminListQuery<AuditEntry>(auditKeys.list(filters), '/admin/audit-log', filters),
  // Every admin change elsewhere adds entries: opening the log always asks again.
  staleTime: 0,
});

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQuery(filters));
