import {
  type AdminAuditQuery,
  AUDIT_REDACTED,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
} from '../../../shared/schemas/audit';
import type { ListOf } from '../../../shared/schemas/common';
import type { Db, Tx } from '../../db/client';
import { userEmail } from '../auth';
import { type AuditLabelers, listAudit } from './list';
import { auditLog } from './tables';

type Snapshot = Record<string, unknown>;

export interface AuditChange {
  /** The signed-in admin; the e-mail is looked up and kept as it is now. */
  actorId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The record before the change (null for a creation). */
  before?: Snapshot | null;
  /** The record after the change (null for a deletion). */
  after?: Snapshot | null;
}

/**
 * Field names whose values must never reach the log, at any depth: API keys, HMAC and
 * integration secrets, password hashes, tokens. The entry still shows that they changed.
 */
const SECRET_FIELD = /secret|password|hash|api_?key|hmac|token|private_?key/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      // An empty secret stays visibly empty; a set one only shows that it is set.
      SECRET_FIELD.test(key) && inner != null ? AUDIT_REDACTED : redact(inner),
    ]),
  );
}

/** JSON with object keys sorted, so {a,b} and {b,a} compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The top-level fields whose values differ, on each side; missing fields count as null. */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
): { before: Snapshot; after: Snapshot } {
  const changed = { before: {} as Snapshot, after: {} as Snapshot };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (canonical(old) === canonical(now)) continue;
    changed.before[key] = old;
    changed.after[key] = now;
  }
  return changed;
}

/**
 * Writes one entry inside the caller's transaction, so a change that fails (rolls back)
 * leaves no entry and an entry never describes a change that did not happen. With both sides
 * given only the changed fields are kept; an update that changed nothing writes nothing.
 */
export async function recordAudit(tx: Db | Tx, change: AuditChange): Promise<void> {
  let before = change.before ?? null;
  let after = change.after ?? null;
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  const actorEmail = await userEmail(tx, change.actorId);
  await tx.insert(auditLog).values({
    // The guard let this admin in moments ago; an account deleted meanwhile leaves no id.
    actorId: actorEmail === null ? null : change.actorId,
    actorEmail: actorEmail ?? '',
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: redact(before) as Snapshot | null,
    after: redact(after) as Snapshot | null,
  });
}

/** The admin's view of the log; the owning areas name its entities (see AuditLabelers). */
export function createAuditService(db: Db, { labelers }: { labelers: AuditLabelers }) {
  return {
    list: (query: AdminAuditQuery): Promise<ListOf<AuditEntry>> => listAudit(db, labelers, query),

    /**
     * Every matching entry for the CSV, newest first, a page at a time (the file is streamed).
     * Capped: a log export is for a period and a person, not a backup.
     */
    async *all(query: Omit<AdminAuditQuery, 'page' | 'pageSize'>): AsyncGenerator<AuditEntry[]> {
      const pageSize = 500;
      for (let page = 1; page <= EXPORT_MAX_ROWS / pageSize; page++) {
        const { items } = await listAudit(db, labelers, { ...query, page, pageSize });
        yield items;
        if (items.length < pageSize) return;
      }
    },

    /** A download of shop data (orders, customers, this log): who took which rows, when. */
    recordExport(actorId: string, kind: 'orders' | 'users' | 'audit', filters: Snapshot) {
      return db.transaction((tx) =>
        recordAudit(tx, {
          actorId,
          action: `export.${kind}`,
          entityType: 'export',
          entityId: kind,
          before: null,
          after: { name: kind, filters },
        }),
      );
    },
  };
}

const EXPORT_MAX_ROWS = 50_000;

export type AuditService = ReturnType<typeof createAuditService>;
