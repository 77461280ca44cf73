import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import { can, isStaff } from '../../../shared/roles';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminUserDetail,
  AdminUserSummary,
  adminUserQuerySchema,
} from '../../../shared/schemas/users-admin';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { recordAudit } from '../audit';
import {
  type Account,
  type AdminAccount,
  accountStanding,
  disableAccount,
  enableAccount,
  findAccount,
  listAccounts,
  lockAccount,
  otherActiveAdmins,
  setAccountRole,
} from '../auth';
import { customerOrderTotals, orderCountsOf, recentOrdersOf } from '../orders';
import { threadsOfUser } from '../support';

type Query = z.output<typeof adminUserQuerySchema>;

/**
 * Every change of who is an admin, or of who may sign in, takes this transaction-level lock
 * first: two admins demoting each other at the same moment are served one after the other, and
 * the second one sees that only one admin is left.
 */
const ADMIN_CHANGES_LOCK = 917_017;
const RECENT = 20;

const toSummary = (
  { emailConfirmedAt, disabledAt, createdAt, preferredLanguage: _, ...row }: AdminAccount,
  orderCount: number,
): AdminUserSummary => ({
  ...row,
  orderCount,
  emailConfirmed: emailConfirmedAt !== null,
  disabledAt: disabledAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
});

/** The target, locked, once this transaction holds the admin-changes lock. */
async function lockTarget(tx: Tx, targetId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
  const target = await lockAccount(tx, targetId);
  if (!target) throw AppError.notFound('users.notFound');
  return target;
}

/**
 * The caller passed the guard before the lock: a change committed meanwhile still counts. A staff
 * member's account is the owner's to change (`staff`); a customer's, whoever has `customers`.
 */
async function assertStillAllowed(tx: Tx, actorId: string, target: Account) {
  const actor = await accountStanding(tx, actorId);
  const permission = isStaff(target.role) ? 'staff' : 'customers';
  if (!actor || actor.disabledAt || !can(actor.role, permission)) throw AppError.forbidden();
}

/** 409 when the target is the only admin who can still sign in. */
async function assertNotLastAdmin(tx: Tx, target: Account) {
  if (target.role !== 'admin' || target.disabledAt) return;
  if ((await otherActiveAdmins(tx, target.id)) === 0) {
    throw new AppError('CONFLICT', 409, 'users.lastAdmin');
  }
}

/** Accounts (auth) with their orders (orders) and support threads (support), for admins. */
export function createAdminUsers(db: Db) {
  async function detail(id: string): Promise<AdminUserDetail> {
    const account = await findAccount(db, id);
    if (!account) throw AppError.notFound('users.notFound');
    const [counts, totals, recent, threads] = await Promise.all([
      orderCountsOf(db, [id]),
      customerOrderTotals(db, id),
      recentOrdersOf(db, id, RECENT),
      threadsOfUser(db, id, RECENT),
    ]);
    return {
      ...toSummary(account, counts.get(id) ?? 0),
      preferredLanguage: account.preferredLanguage,
      totals: {
        orders: totals.orders,
        cancelledOrders: totals.cancelledOrders,
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
      const { rows, total } = await listAccounts(db, query, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      const counts = await orderCountsOf(
        db,
        rows.map((row) => row.id),
      );
      return pageOf(
        rows.map((row) => toSummary(row, counts.get(row.id) ?? 0)),
        total,
        query,
      );
    },

    /**
     * Any role (decision 048), by the owner only (the route's `staff` permission). Nobody changes
     * their own role; the last active owner stays one.
     */
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
        await assertStillAllowed(tx, actorId, target);
        await setAccountRole(tx, targetId, role);
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
     * Disabling signs the user out everywhere at once (auth revokes every refresh-token family
     * in the same transaction), and the guard refuses the disabled account's access tokens.
     */
    async setDisabled(
      actorId: string,
      targetId: string,
      disabled: boolean,
    ): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const target = await lockTarget(tx, targetId);
        if (!disabled) {
          await assertStillAllowed(tx, actorId, target);
          await enableAccount(tx, targetId);
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
        await assertStillAllowed(tx, actorId, target);
        const disabledAt = await disableAccount(tx, targetId);
        await recordAudit(tx, {
          actorId,
          action: 'user.disabled',
          entityType: 'user',
          entityId: targetId,
          before: { disabledAt: target.disabledAt?.toISOString() ?? null },
          after: { disabledAt: disabledAt?.toISOString() ?? null },
        });
      });
      return detail(targetId);
    },
  };
}
