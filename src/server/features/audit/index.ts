/** Public module of the audit area: entries written in the caller's transaction. */
export type { AuditLabelers, EntityLabel, Labeler } from './list';
export { type AuditChange, type AuditService, recordAudit } from './service';
