import type { AppContext } from '../../context';
import { expireUnpaidCardOrders, runOrderEffects } from '../orders';

/**
 * Card orders still unpaid after this long — pending (the customer left Paymob's page) or
 * failed (a declined card the customer did not retry) — are cancelled and their stock comes
 * back; retries stop an hour before (service.ts).
 */
export const UNPAID_CARD_ORDER_TTL_HOURS = 24;

/**
 * Background clean-up of abandoned card payments (the job 'payments.reconcile'): a customer who
 * left Paymob's page without paying must not hold stock forever. SKIP LOCKED lets several
 * instances run it at once without touching the same order twice.
 */
export async function cancelUnpaidCardOrders(
  ctx: AppContext,
  olderThanHours = UNPAID_CARD_ORDER_TTL_HOURS,
): Promise<number> {
  const { ids, effects } = await ctx.db.transaction((tx) =>
    expireUnpaidCardOrders(tx, olderThanHours),
  );
  // The stock is back (one catalog bump) and every customer gets the 'cancelled' mail.
  await runOrderEffects(ctx, effects);
  return ids.length;
}
