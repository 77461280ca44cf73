import { asc, desc, eq, inArray } from 'drizzle-orm';
import { toEgp } from '../../../shared/money';
import type { AdminOrderPayments, OrderPayment } from '../../../shared/schemas/payment-methods';
import type { Db } from '../../db/client';
import { orderWithLines } from '../orders';
import { paymentAttempts, paymentTransactions } from './tables';

/**
 * Reads of an order's payments (decision 041): the customer's kiosk reference for the result
 * page, and the admin order page's attempts with what paid (method, sub-type, card brand,
 * last 4). The orders area sits below payments, so these are payments' own routes.
 */

/** The customer's own order: its method and the open kiosk reference, if any (null: not theirs). */
export async function orderPaymentFor(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderPayment | null> {
  const found = await orderWithLines(db, orderId);
  if (!found || found.order.userId !== userId) return null;
  const [kiosk] = await db
    .select({ reference: paymentAttempts.kioskReference, expiresAt: paymentAttempts.expiresAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.attemptNumber))
    .limit(1);
  return {
    method: found.order.paymentMethod,
    kiosk: kiosk?.reference
      ? { reference: kiosk.reference, expiresAt: kiosk.expiresAt?.toISOString() ?? null }
      : null,
  };
}

/** Every attempt of the order, newest first, each with its transactions in arrival order. */
export async function adminOrderPayments(db: Db, orderId: string): Promise<AdminOrderPayments> {
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.attemptNumber));
  const transactions =
    attempts.length === 0
      ? []
      : await db
          .select()
          .from(paymentTransactions)
          .where(
            inArray(
              paymentTransactions.attemptId,
              attempts.map((a) => a.id),
            ),
          )
          .orderBy(asc(paymentTransactions.receivedAt));
  return {
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      attemptNumber: attempt.attemptNumber,
      reference: attempt.reference,
      method: attempt.method,
      status: attempt.status,
      provider: attempt.provider,
      amount: toEgp(attempt.amountPiastres),
      kioskReference: attempt.kioskReference,
      expiresAt: attempt.expiresAt?.toISOString() ?? null,
      createdAt: attempt.createdAt.toISOString(),
      transactions: transactions
        .filter((row) => row.attemptId === attempt.id)
        .map((row) => ({
          id: row.id,
          transactionId: row.transactionId,
          state: row.state,
          source: row.source,
          amount: row.amountCents === null ? null : toEgp(row.amountCents),
          method: row.method,
          sourceType: row.sourceType,
          subType: row.subType,
          cardLast4: row.cardLast4,
          receivedAt: row.receivedAt.toISOString(),
        })),
    })),
  };
}
