import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ReturnStatus } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import {
  RETURN_REASONS,
  type ReturnReason,
  type ReturnRequest,
} from '../../../shared/schemas/returns';
import type { Db, Tx } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { userContacts } from '../auth';
import { type OrderRow, orderWithLines } from '../orders';
import { type ReturnLineBasis, returnLinePiastres, returnRefundPiastres } from '../pricing';
import { returnItems, returnRequests } from './tables';

/**
 * The returns of an order as both sides see them (decision 046): their lines with names copied
 * from the order, what each is worth back (pricing), how many of each line can still be asked
 * back, and the photos' URLs.
 */

export type ReturnRow = typeof returnRequests.$inferSelect;
type OrderLine = NonNullable<Awaited<ReturnType<typeof orderWithLines>>>['lines'][number];

/** Requests that hold their items: every one but refused and withdrawn ones. */
export const holdsItems = (status: ReturnStatus) => status !== 'refused' && status !== 'cancelled';

/** The reason column keeps the reason's key, then the customer's words after a line break. */
export const storedReason = (reason: ReturnReason, details?: string) =>
  details ? `${reason}\n${details}` : reason;

function reasonOf(stored: string): { reason: ReturnReason; details: string | null } {
  const [key, ...rest] = stored.split('\n');
  const reason = (RETURN_REASONS as readonly string[]).includes(key)
    ? (key as ReturnReason)
    : 'other';
  const details = reason === key ? rest.join('\n') : stored;
  return { reason, details: details || null };
}

/** "3F2A9C1B": what people call a request. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

export interface OrderReturns {
  order: OrderRow;
  lines: OrderLine[];
  rows: ReturnRow[];
  items: Map<string, { orderItemId: string; quantity: number }[]>;
}

/** The order, its lines and its returns (oldest first); null: no such order. */
export async function loadOrderReturns(db: Db | Tx, orderId: string): Promise<OrderReturns | null> {
  const found = await orderWithLines(db as Db, orderId);
  if (!found) return null;
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  const items = new Map<string, { orderItemId: string; quantity: number }[]>();
  if (rows.length > 0) {
    const itemRows = await db
      .select()
      .from(returnItems)
      .where(
        inArray(
          returnItems.returnId,
          rows.map((row) => row.id),
        ),
      );
    for (const item of itemRows) {
      const list = items.get(item.returnId) ?? [];
      list.push({ orderItemId: item.orderItemId, quantity: item.quantity });
      items.set(item.returnId, list);
    }
  }
  return { ...found, rows, items };
}

/** How many of each line the requests that hold items ask back, all or before `beforeId`. */
export function heldByLine(returns: OrderReturns, beforeId?: string): Map<string, number> {
  const held = new Map<string, number>();
  for (const row of returns.rows) {
    if (row.id === beforeId) break;
    if (!holdsItems(row.status)) continue;
    for (const item of returns.items.get(row.id) ?? []) {
      held.set(item.orderItemId, (held.get(item.orderItemId) ?? 0) + item.quantity);
    }
  }
  return held;
}

/** The lines of one request and what each is worth back (piastres), from its order. */
export function linesOf(returns: OrderReturns, row: ReturnRow) {
  const before = heldByLine(returns, row.id);
  const lines = new Map(returns.lines.map((line) => [line.id, line]));
  return (returns.items.get(row.id) ?? []).flatMap((item) => {
    const line = lines.get(item.orderItemId);
    if (!line) return [];
    const basis: ReturnLineBasis = {
      totalPiastres: line.totalPiastres,
      discountPiastres: line.discountPiastres,
      quantity: line.quantity,
      returnedBefore: before.get(line.id) ?? 0,
      returning: item.quantity,
    };
    return [{ line, quantity: item.quantity, basis, refundPiastres: returnLinePiastres(basis) }];
  });
}

/** The request as the API answers it; `customers` adds who asked (the admin's view). */
export function viewOf(
  returns: OrderReturns,
  row: ReturnRow,
  storage: Storage,
  customer: ReturnRequest['customer'] = null,
): ReturnRequest {
  const lines = linesOf(returns, row);
  const { reason, details } = reasonOf(row.reason);
  return {
    id: row.id,
    reference: referenceOf(row.id),
    orderId: row.orderId,
    orderNumber: returns.order.orderNumber,
    paymentMethod: returns.order.paymentMethod,
    status: row.status,
    reason,
    details,
    photos: row.photos.map((key) => storage.urlOf(key)),
    staffMessage: row.staffMessage,
    items: lines.map(({ line, quantity, refundPiastres }) => ({
      orderItemId: line.id,
      nameEn: line.nameEn,
      nameAr: line.nameAr,
      colorName: line.colorName,
      colorNameAr: line.colorNameAr,
      imageUrl: line.imageUrl,
      unitPrice: toEgp(line.unitPricePiastres),
      quantity,
      refund: toEgp(refundPiastres),
    })),
    estimatedRefund: toEgp(returnRefundPiastres(lines.map((line) => line.basis))),
    refundAmount: row.refundPiastres === null ? null : toEgp(row.refundPiastres),
    customer,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** Who asked, by account id (the admin's view). */
export async function customersOf(db: Db, userIds: string[]) {
  const contacts = await userContacts(db, [...new Set(userIds)]);
  return (userId: string): ReturnRequest['customer'] => {
    const c = contacts.get(userId);
    return c ? { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email } : null;
  };
}

/** The request row-locked until the transaction ends; with `userId`, only that customer's. */
export async function lockReturn(tx: Tx, id: string, userId?: string): Promise<ReturnRow | null> {
  const [row] = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), userId ? eq(returnRequests.userId, userId) : undefined))
    .for('update');
  return row ?? null;
}

/** The newest requests first, for lists. */
export const newestFirst = [desc(returnRequests.createdAt), desc(returnRequests.id)];
