/**
 * How much of an order's money can still go back to its customer (decision 042): what was
 * captured (the order's total, once it was paid) less what was refunded already and what refunds
 * now waiting for the payment provider's answer hold. The refunds module (payments) checks a new
 * refund against it under the order's row lock, and the order lifecycle checks it again when a
 * refund becomes final, so refunds never add up to more than was paid. Piastres, integers.
 */

export interface RefundBasis {
  /** The order's total (piastres). */
  totalPiastres: number;
  /** Given back so far: `orders.refunded_piastres`. */
  refundedPiastres: number;
  /** Whether the money was taken: the order is or was paid (`paid_at`, or a paid status). */
  paid: boolean;
  /** Refunds asked for and not final yet (pending at the provider): held back. */
  reservedPiastres?: number;
}

/** The money taken for the order: its total once paid, else nothing. */
export const capturedPiastres = (basis: RefundBasis): number =>
  basis.paid ? basis.totalPiastres : 0;

/** What may still be refunded: captured − refunded − reserved, never below 0. */
export function refundLeft(basis: RefundBasis): number {
  const left = capturedPiastres(basis) - basis.refundedPiastres - (basis.reservedPiastres ?? 0);
  return Math.max(0, left);
}

/** The order's refunded total once a refund of `amountPiastres` is final. */
export const refundedAfter = (refundedPiastres: number, amountPiastres: number): number =>
  refundedPiastres + amountPiastres;

/** Whether a refund of `amountPiastres` gives back everything still held (a full refund). */
export const refundsAll = (basis: RefundBasis, amountPiastres: number): boolean =>
  amountPiastres >= refundLeft(basis);

/** A report's revenue less what went back of it (the dashboard, decision 042). */
export const netOfRefunds = (revenuePiastres: number, refundedPiastres: number): number =>
  revenuePiastres - refundedPiastres;
