import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReturnStatus } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  adminReturnQuerySchema,
  ReturnRequest,
  returnRefundSchema,
} from '../../../shared/schemas/returns';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { recordAudit } from '../audit';
import { restock } from '../catalog';
import { returnRefundPiastres } from '../pricing';
import { type CustomerStep, tellCustomer } from './notify';
import {
  customersOf,
  linesOf,
  loadOrderReturns,
  lockReturn,
  newestFirst,
  type OrderReturns,
  type ReturnRow,
  referenceOf,
  viewOf,
} from './reads';
import { returnRequests } from './tables';

/**
 * The shop's side of returns (issue 21, decision 046). Each step is one function that locks the
 * request's row (`SELECT … FOR UPDATE`), checks the status it starts from and writes the next
 * with its audit row in one transaction, so two admins (or a double click) never apply a step
 * twice: requested → approved (the refund fixed from the lines, pricing) or refused (with the
 * message); approved → received (the items back in stock in the same transaction); received →
 * refunded, once the payments area gave the money back: through the payment provider for online
 * methods (a partial refund), recorded by hand for cash on delivery and kiosk.
 */

type Query = z.output<typeof adminReturnQuerySchema>;

/** The payments area's refunds (above returns' needs, handed in by services.ts). */
export interface ReturnRefunds {
  create(
    orderId: string,
    input: {
      kind: 'refund';
      mode: 'provider' | 'manual';
      amount: number;
      reason: string;
      note?: string;
    },
    adminId: string,
    idempotencyKey: string,
  ): Promise<
    | { ok: true; refund: { status: 'pending' | 'succeeded' | 'failed' } }
    | { ok: false; reason: string; refund?: { errorMessage: string | null } }
  >;
  list(orderId: string): Promise<{ refunds: { reason: string; status: string }[] } | null>;
}

/** A refusal of the refund as HTTP: the step stays `received`, safe to try again. */
function refundRefusal(reason: string, error?: string | null): AppError {
  switch (reason) {
    case 'not_paid':
      return new AppError('CONFLICT', 409, 'returns.refundNotPaid');
    case 'nothing_left':
    case 'too_much':
      return new AppError('CONFLICT', 409, 'refunds.nothingLeft');
    case 'cod':
      return new AppError('CONFLICT', 409, 'refunds.manualOnlyCod');
    case 'kiosk':
      return new AppError('CONFLICT', 409, 'refunds.manualOnlyKiosk');
    case 'no_transaction':
      return new AppError('CONFLICT', 409, 'refunds.noTransaction');
    case 'not_configured':
      return new AppError('UNAVAILABLE', 503, 'refunds.notConfigured');
    case 'failed':
      return new AppError('UNAVAILABLE', 502, 'refunds.providerFailed', {
        params: { error: error ?? '' },
      });
    default:
      return new AppError('CONFLICT', 409, 'errors.conflict');
  }
}

/** Methods the payment provider refunds itself (PAYMOB.md §7): every online one but kiosk. */
const providerRefunds = (method: string) => method !== 'cod' && method !== 'kiosk';

export function createReturnsAdmin(ctx: AppContext, deps: { refunds: ReturnRefunds }) {
  const { db, storage } = ctx;

  async function viewWithCustomer(returns: OrderReturns, row: ReturnRow): Promise<ReturnRequest> {
    const customer = await customersOf(db, [row.userId]);
    return viewOf(returns, row, storage, customer(row.userId));
  }

  async function get(id: string): Promise<ReturnRequest> {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row) throw AppError.notFound('returns.notFound');
    return viewWithCustomer((await loadOrderReturns(db, row.orderId))!, row);
  }

  async function list(query: Query): Promise<ListOf<ReturnRequest>> {
    const where = query.status ? eq(returnRequests.status, query.status) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(returnRequests).where(where);
    const rows = await db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(pageOffset(query));
    const customer = await customersOf(
      db,
      rows.map((row) => row.userId),
    );
    const orders = new Map<string, OrderReturns>();
    const items: ReturnRequest[] = [];
    for (const row of rows) {
      let returns = orders.get(row.orderId);
      if (!returns) {
        returns = (await loadOrderReturns(db, row.orderId))!;
        orders.set(row.orderId, returns);
      }
      items.push(viewOf(returns, row, storage, customer(row.userId)));
    }
    return pageOf(items, total, query);
  }

  /**
   * One step under the request's row lock: refused (409, nothing written) unless it is in
   * `from`; `write` gives the columns to set; the audit row follows in the same transaction.
   */
  async function step(
    id: string,
    from: ReturnStatus,
    to: ReturnStatus,
    adminId: string,
    write: (
      tx: Tx,
      row: ReturnRow,
      returns: OrderReturns,
    ) => Promise<Partial<typeof returnRequests.$inferInsert>>,
  ) {
    const done = await db.transaction(async (tx) => {
      const row = await lockReturn(tx, id);
      if (!row) throw AppError.notFound('returns.notFound');
      if (row.status !== from) {
        throw new AppError('CONFLICT', 409, 'returns.wrongStatus', {
          params: { status: row.status },
        });
      }
      const returns = (await loadOrderReturns(tx, row.orderId))!;
      const columns = await write(tx, row, returns);
      const [updated] = await tx
        .update(returnRequests)
        .set({ ...columns, status: to, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: adminId,
        action: `order.return_${to}` as 'order.return_approved',
        entityType: 'order',
        entityId: row.orderId,
        before: { returnStatus: row.status },
        after: {
          returnStatus: to,
          returnId: row.id,
          returnReference: referenceOf(row.id),
          ...(updated.refundPiastres !== null ? { refund: toEgp(updated.refundPiastres) } : {}),
          ...(updated.staffMessage ? { message: updated.staffMessage } : {}),
        },
      });
      return { updated, returns };
    });
    const { updated, returns } = done;
    if (to !== 'refunded') {
      await tellCustomer(ctx, to as CustomerStep, updated, {
        orderId: updated.orderId,
        orderNumber: returns.order.orderNumber,
        userId: updated.userId,
        locale: returns.order.locale,
      });
    }
    return viewWithCustomer((await loadOrderReturns(db, updated.orderId))!, updated);
  }

  /** Approves a request: its refund is fixed now, its lines' worth after discount (pricing). */
  const approve = (id: string, adminId: string, message?: string) =>
    step(id, 'requested', 'approved', adminId, async (_tx, row, returns) => ({
      staffMessage: message ?? null,
      refundPiastres: returnRefundPiastres(linesOf(returns, row).map((line) => line.basis)),
      decidedById: adminId,
      decidedAt: new Date(),
    }));

  const refuse = (id: string, adminId: string, message: string) =>
    step(id, 'requested', 'refused', adminId, async () => ({
      staffMessage: message,
      decidedById: adminId,
      decidedAt: new Date(),
    }));

  /** The items arrived: back in stock (catalog), in the same transaction as the step. */
  async function receive(id: string, adminId: string) {
    const view = await step(id, 'approved', 'received', adminId, async (tx, row, returns) => {
      for (const { line, quantity } of linesOf(returns, row)) {
        if (line.productId) {
          await restock(tx, { productId: line.productId, variantId: line.variantId }, quantity, {
            reason: 'return',
            orderId: row.orderId,
            actorId: adminId,
          });
        }
      }
      return { receivedAt: new Date() };
    });
    // Stock came back: cached catalog answers may say "in stock" again.
    await ctx.catalogVersion.bump();
    return view;
  }

  /**
   * Gives the return's money back through the payments area, then marks it refunded. The
   * refund's idempotency key is the request's and the number of its refunds that failed before:
   * a double click, a retry after a timeout or a second admin find the same refund (never two),
   * while a failed one can be tried again. A provider refund still waiting for Paymob answers
   * `pending`: the request stays received until a later try finds it given back.
   */
  async function refund(
    id: string,
    adminId: string,
    input: z.output<typeof returnRefundSchema>,
  ): Promise<{ request: ReturnRequest; status: 'refunded' | 'pending' }> {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    if (!row) throw AppError.notFound('returns.notFound');
    if (row.status !== 'received' || row.refundPiastres === null) {
      throw new AppError('CONFLICT', 409, 'returns.wrongStatus', {
        params: { status: row.status },
      });
    }
    const returns = (await loadOrderReturns(db, row.orderId))!;
    const method = returns.order.paymentMethod;
    const mode = input.mode ?? (providerRefunds(method) ? 'provider' : 'manual');
    if (mode === 'manual' && !input.note) {
      throw AppError.validation([{ field: 'note', messages: ['validation.noteRequired'] }]);
    }
    const reason = `Return ${referenceOf(row.id)}`;
    const before = await deps.refunds.list(row.orderId);
    const failed = (before?.refunds ?? []).filter(
      (refund) => refund.reason === reason && refund.status === 'failed',
    ).length;
    const outcome =
      row.refundPiastres === 0
        ? ({ ok: true, refund: { status: 'succeeded' } } as const)
        : await deps.refunds.create(
            row.orderId,
            {
              kind: 'refund',
              mode,
              amount: toEgp(row.refundPiastres),
              reason,
              ...(input.note ? { note: input.note } : {}),
            },
            adminId,
            `return-${row.id}-${failed}`,
          );
    if (!outcome.ok) throw refundRefusal(outcome.reason, outcome.refund?.errorMessage);
    if (outcome.refund.status !== 'succeeded') {
      return { request: await get(id), status: 'pending' };
    }
    await db.transaction(async (tx) => {
      const current = await lockReturn(tx, id);
      // Another admin's click marked it already: the same refund, nothing more to write.
      if (current?.status !== 'received') return;
      await tx
        .update(returnRequests)
        .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(returnRequests.id, id));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'order.return_refunded',
        entityType: 'order',
        entityId: row.orderId,
        before: { returnStatus: 'received' },
        after: {
          returnStatus: 'refunded',
          returnId: row.id,
          returnReference: referenceOf(row.id),
          refund: toEgp(row.refundPiastres!),
          refundMode: mode,
          ...(input.note ? { note: input.note } : {}),
        },
      });
    });
    return { request: await get(id), status: 'refunded' };
  }

  return { get, list, approve, refuse, receive, refund };
}

export type ReturnsAdmin = ReturnType<typeof createReturnsAdmin>;
