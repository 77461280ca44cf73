import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminAuditQuery, AuditEntityType, AuditEntry } from '../../../shared/schemas/audit';
import type { ListOf } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { cairoMidnight } from '../../lib/cairo-days';
import { pageOf, pageOffset } from '../../lib/paging';
import { escapeLike } from '../../lib/sql-like';
import { userContacts } from '../auth';
import { auditLog } from './tables';

type Row = typeof auditLog.$inferSelect;

/** Today's name of an entity in both languages; a color also names its product. */
export interface EntityLabel {
  id: string;
  en: string;
  ar: string;
  productId?: string;
}

/** Today's names of the entities among `ids` that still exist; the rest are left out. */
export type Labeler = (ids: string[]) => Promise<EntityLabel[]>;

/**
 * The areas that own what the log is about name their entities (services.ts hands them in):
 * audit sits below catalog and orders, which write audit entries.
 */
export type AuditLabelers = Record<
  'order' | 'product' | 'category' | 'color' | 'coupon' | 'support_thread',
  Labeler
>;
type Entity = AuditEntry['entity'];
type Snapshot = Record<string, unknown> | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Cairo calendar days (cairoMidnight) as bounds on the stored instant, so the created_at index
// still serves.
function where(query: AdminAuditQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actor) filters.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.from) filters.push(sql`${auditLog.createdAt} >= ${cairoMidnight(query.from)}`);
  if (query.to) {
    filters.push(sql`${auditLog.createdAt} < ${cairoMidnight(query.to)} + interval '1 day'`);
  }
  return filters.length ? and(...filters) : undefined;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A name from a record's snapshot: what is left to call a deleted entity by. */
function snapshotLabel(type: AuditEntityType, snap: Snapshot): Entity['label'] {
  if (!snap) return null;
  if (type === 'order') {
    const n = text(snap.orderNumber);
    return n ? { en: `#${n}`, ar: `#${n}` } : null;
  }
  const en =
    text(snap.nameEn) ??
    text(snap.name) ??
    text(snap.titleEn) ??
    text(snap.title) ??
    text(snap.questionEn) ??
    text(snap.subject) ??
    text(snap.email) ??
    text(snap.code);
  const ar = text(snap.nameAr) ?? text(snap.titleAr) ?? text(snap.questionAr);
  return en ? { en, ar: ar ?? en } : null;
}

const DELETIONS = [
  'order.deleted',
  'product.deleted',
  'category.deleted',
  'color.deleted',
  'coupon.deleted',
  'shipping_zone.deleted',
  'blog_post.deleted',
  'faq.deleted',
];
type Live = Map<string, NonNullable<Entity['label']>>;

/** Today's names of the entities on a page that still exist, one query per kind. */
async function liveNames(
  db: Db,
  labelers: AuditLabelers,
  idsOf: (type: AuditEntityType) => string[],
  productIds: string[],
): Promise<Live> {
  const live: Live = new Map();
  const add = (label: EntityLabel) => live.set(label.id, { en: label.en, ar: label.ar });
  const lookup = async (ids: string[], labeler: Labeler) => {
    if (ids.length) (await labeler(ids)).forEach(add);
  };
  const users = async (ids: string[]) =>
    [...(await userContacts(db, ids)).values()].map((u) => ({
      id: u.id,
      en: u.email,
      ar: u.email,
    }));
  await Promise.all([
    lookup(idsOf('order'), labelers.order),
    lookup(idsOf('user'), users),
    lookup(idsOf('category'), labelers.category),
    lookup(idsOf('coupon'), labelers.coupon),
    lookup(idsOf('support_thread'), labelers.support_thread),
    lookup(productIds, labelers.product),
  ]);
  return live;
}

/**
 * What each entry is about, as it stands today: the entity's current name and admin page. A
 * deleted one is named from the snapshot its deletion entry kept, and has no page any more.
 */
async function resolveEntities(
  db: Db,
  labelers: AuditLabelers,
  rows: Row[],
): Promise<Map<string, Entity>> {
  const idsOf = (type: AuditEntityType) => [
    ...new Set(
      rows.filter((r) => r.entityType === type && UUID.test(r.entityId)).map((r) => r.entityId),
    ),
  ];
  const allIds = [...new Set(rows.filter((r) => UUID.test(r.entityId)).map((r) => r.entityId))];
  const colorIds = idsOf('color');
  const [colorRows, deletionRows] = await Promise.all([
    colorIds.length ? labelers.color(colorIds) : [],
    allIds.length
      ? db
          .select({ id: auditLog.entityId, before: auditLog.before })
          .from(auditLog)
          .where(and(inArray(auditLog.entityId, allIds), inArray(auditLog.action, DELETIONS)))
      : [],
  ]);
  const gone = new Map(deletionRows.map((r) => [r.id, r.before]));
  const productOfColor = new Map(colorRows.map((c) => [c.id, c.productId!]));
  for (const id of colorIds) {
    const productId = text(gone.get(id)?.productId);
    if (!productOfColor.has(id) && productId && UUID.test(productId)) {
      productOfColor.set(id, productId);
    }
  }
  const productIds = [...new Set([...idsOf('product'), ...productOfColor.values()])];
  const live = await liveNames(db, labelers, idsOf, productIds);
  for (const c of colorRows) live.set(c.id, { en: c.en, ar: c.ar });

  const entities = new Map<string, Entity>();
  for (const row of rows) {
    const type = row.entityType as AuditEntityType;
    const id = row.entityId;
    const label =
      type === 'settings'
        ? { en: id, ar: id }
        : (live.get(id) ??
          snapshotLabel(type, gone.get(id) ?? null) ??
          snapshotLabel(type, row.before) ??
          snapshotLabel(type, row.after));
    let link: Entity['link'] = null;
    if (live.has(id) && (type === 'order' || type === 'product' || type === 'user')) {
      link = { kind: type, id };
    } else if (type === 'color') {
      const productId = productOfColor.get(id);
      if (productId && live.has(productId)) link = { kind: 'product', id: productId };
    }
    entities.set(row.id, { type, id, label, link });
  }
  return entities;
}

const nameOf = (actor: { firstName: string; lastName: string } | undefined) =>
  actor ? `${actor.firstName} ${actor.lastName}`.trim() : null;

/** One page of the log, newest first, with who acted and what each entry is about today. */
export async function listAudit(
  db: Db,
  labelers: AuditLabelers,
  query: AdminAuditQuery,
): Promise<ListOf<AuditEntry>> {
  const filter = where(query);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(filter);
  const entries = await db
    .select()
    .from(auditLog)
    .where(filter)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const actorIds = [...new Set(entries.flatMap((e) => (e.actorId ? [e.actorId] : [])))];
  const [entities, actors] = await Promise.all([
    resolveEntities(db, labelers, entries),
    userContacts(db, actorIds),
  ]);
  const items = entries.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    action: entry.action as AuditEntry['action'],
    actor: {
      id: entry.actorId,
      email: entry.actorEmail,
      name: nameOf(entry.actorId ? actors.get(entry.actorId) : undefined),
    },
    entity: entities.get(entry.id)!,
    before: entry.before,
    after: entry.after,
  }));
  return pageOf(items, total, query);
}
