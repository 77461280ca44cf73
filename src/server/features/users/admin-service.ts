import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminUserDetail,
  AdminUserSummary,
  adminUserQuerySchema,
} from '../../../shared/schemas/users-admin';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { recordAudit } from '../audit/service';
import { refreshTokens, users } from '../auth/tables';
import { orders } from '../orders/tables';
import { supportThreads } from '../support/tables';
import { adminUserWhere } from './admin-filters';

type Query = z.output<typeof adminUserQuerySchema>;

/**
 * Every change of who is an admin, or of who may sign in, takes this transaction-level lock
 * first: two admins demoting each other at the same moment are served one after the other, and
 * the second one sees that only one admin is left.
 */
const ADMIN_CHANGES_LOCK = 917_017;

export const summaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  emailConfirmedAt: users.emailConfirmedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  preferredLanguage: users.preferredLanguage,
  orderCount: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id")`,
};
const selectSummaries = (db: Db) => db.select(summaryColumns).from(users);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = ({
  emailConfirmedAt,
  disabledAt,
  createdAt,
  preferredLanguage: _,
  ...row
}: SummaryRow): AdminUserSummary => ({
  ...row,
  emailConfirmed: emailConfirmedAt !== null,
  disabledAt: disabledAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

/** The target, locked, once this transaction holds the admin-changes lock. */
async function lockTarget(tx: Tx, targetId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw AppError.notFound('users.notFound');
  return target;
}

/** The caller passed the guard before the lock: a change committed meanwhile still counts. */
async function assertStillAdmin(tx: Tx, actorId: string) {
  const [actor] = await tx
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, actorId));
  if (actor?.role !== 'admin' || actor.disabledAt) throw AppError.forbidden();
}

/** 409 when the target is the only admin who can still sign in. */
async function assertNotLastAdmin(tx: Tx, target: typeof users.$inferSelect) {
  if (target.role !== 'admin' || target.disabledAt) return;
  const [{ others }] = await tx
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, target.id)));
  if (others === 0) throw new AppError('CONFLICT', 409, 'users.lastAdmin');
}

export function createAdminUsers(db: Db) {
  async function detail(id: string): Promise<AdminUserDetail> {
    const [row] = await selectSummaries(db).where(eq(users.id, id));
    if (!row) throw AppError.notFound('users.notFound');
    const [[totals], recent, threads] = await Promise.all([
      db
        .select({
          orders: sql<number>`count(*) filter (where ${orders.paymentStatus} <> 'cancelled')::int`,
          paidOrders: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')::int`,
          paidPiastres: sql<number>`coalesce(sum(${orders.totalPiastres}) filter (where ${orders.paymentStatus} = 'paid'), 0)::float8`,
          lastOrderAt: sql<string | null>`max(${orders.createdAt})`,
        })
        .from(orders)
        .where(eq(orders.userId, id)),
      db
        .select({
          order: orders,
          itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
        })
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(desc(orders.createdAt))
        .limit(20),
      db
        .select({
          id: supportThreads.id,
          subject: supportThreads.subject,
          status: supportThreads.status,
          priority: supportThreads.priority,
          lastMessageAt: supportThreads.lastMessageAt,
        })
        .from(supportThreads)
        .where(eq(supportThreads.userId, id))
        .orderBy(desc(supportThreads.lastMessageAt))
        .limit(20),
    ]);
    return {
      ...toSummary(row),
      preferredLanguage: row.preferredLanguage,
      totals: {
        orders: totals.orders,
        paidOrders: totals.paidOrders,
        paidTotal: toEgp(Number(totals.paidPiastres)),
        lastOrderAt: totals.lastOrderAt ? new Date(totals.lastOrderAt).toISOString() : null,
      },
      orders: recent.map(({ order: o, itemCount }) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        itemCount,
        total: toEgp(o.totalPiastres),
        paymentMethod: o.paymentMethod,
        paymentStatus: o.paymentStatus,
        deliveryStatus: o.deliveryStatus,
      })),
      supportThreads: threads.map((t) => ({ ...t, lastMessageAt: t.lastMessageAt.toISOString() })),
    };
  }

  return {
    detail,

    async list(query: Query): Promise<ListOf<AdminUserSummary>> {
      const where = adminUserWhere(query);
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      const rows = await selectSummaries(db)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(rows.map(toSummary), total, query);
    },

    /** Admin ↔ customer. Nobody drops their own admin role; the last active admin stays one. */
    async setRole(actorId: string, targetId: string, role: Role): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const target = await lockTarget(tx, targetId);
        if (target.role === role) return;
        if (role !== 'admin') {
          if (target.id === actorId) {
            throw new AppError('CONFLICT', 409, 'users.cannotChangeOwnRole');
          }
          await assertNotLastAdmin(tx, target);
        }
        await assertStillAdmin(tx, actorId);
        // The guard reads the role from the database on every request: the change is immediate.
        await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, targetId));
        await recordAudit(tx, {
          actorId,
          action: 'user.role_changed',
          entityType: 'user',
          entityId: targetId,
          before: { role: target.role },
          after: { role },
        });
      });
      return detail(targetId);
    },

    /**
     * Disabling signs the user out everywhere at once: every refresh-token family is revoked in
     * the same transaction, and the guard refuses the disabled account's access tokens.
     */
    async setDisabled(
      actorId: string,
      targetId: string,
      disabled: boolean,
    ): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const target = await lockTarget(tx, targetId);
        if (!disabled) {
          await assertStillAdmin(tx, actorId);
          await tx
            .update(users)
            .set({ disabledAt: null, updatedAt: sql`now()` })
            .where(eq(users.id, targetId));
          // Enabling an account that was not disabled changes nothing and records nothing.
          await recordAudit(tx, {
            actorId,
            action: 'user.enabled',
            entityType: 'user',
            entityId: targetId,
            before: { disabledAt: target.disabledAt?.toISOString() ?? null },
            after: { disabledAt: null },
          });
          return;
        }
        if (target.id === actorId) throw new AppError('CONFLICT', 409, 'users.cannotDisableSelf');
        await assertNotLastAdmin(tx, target);
        await assertStillAdmin(tx, actorId);
        const [{ disabledAt }] = await tx
          .update(users)
          .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())`, updatedAt: sql`now()` })
          .where(eq(users.id, targetId))
          .returning({ disabledAt: users.disabledAt });
        await recordAudit(tx, {
          actorId,
          action: 'user.disabled',
          entityType: 'user',
          entityId: targetId,
          before: { disabledAt: target.disabledAt?.toISOString() ?? null },
          after: { disabledAt: disabledAt?.toISOString() ?? null },
        });
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, targetId), isNull(refreshTokens.revokedAt)));
      });
      return detail(targetId);
    },
  };
}
