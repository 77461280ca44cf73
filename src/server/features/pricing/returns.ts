/**
 * What returned items are worth back (issue 21, decision 046): each returned piece's share of
 * its line's total after the coupon's discount (what the customer actually paid for it), counted
 * cumulatively along the line so that returning a whole line, in one request or several, gives
 * back exactly its total after discount, never a piastre more. Shipping and the cash-on-delivery fee are
 * not part of it. Piastres, integers.
 */

export interface ReturnLineBasis {
  /** The line's total (unit price × quantity) and its share of the coupon's discount. */
  totalPiastres: number;
  discountPiastres: number;
  /** Bought on the line. */
  quantity: number;
  /** Returned on this line by earlier requests that count (not refused or withdrawn). */
  returnedBefore: number;
  /** Returned now. */
  returning: number;
}

/** The worth back of `returning` pieces of one line. */
export function returnLinePiastres(line: ReturnLineBasis): number {
  const paid = line.totalPiastres - line.discountPiastres;
  const upTo = (pieces: number) => Math.floor((paid * pieces) / line.quantity);
  const after = Math.min(line.quantity, line.returnedBefore + line.returning);
  return Math.max(0, upTo(after) - upTo(line.returnedBefore));
}

/** The worth back of a whole return: its lines' together. */
export const returnRefundPiastres = (lines: readonly ReturnLineBasis[]): number =>
  lines.reduce((sum, line) => sum + returnLinePiastres(line), 0);
