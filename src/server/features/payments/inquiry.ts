import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { paymentMethodSql, paymentPendingSql } from '../orders';
import { afterSettlement } from './notify';
import { providersFor } from './provider';
import type { PaymentProviders } from './providers';
import { providerOrderIdOf, settleTransaction } from './settle';

/** A card payment with no final callback this long is asked about (and again as often). */
export const INQUIRE_AFTER_MINUTES = 15;
/** Attempts asked about per run; the next run takes the rest. */
const BATCH = 50;

export interface InquiryRun {
  asked: number;
  settled: number;
}

/**
 * Lost callbacks (PAYMOB.md §5): asks Paymob for the last transaction of every card attempt
 * still pending after 15 minutes, then applies the answer exactly as a verified callback
 * would be. Each attempt is claimed by stamping inquired_at under SKIP LOCKED, so instances
 * running this at the same time never ask about the same attempt twice.
 */
export async function inquirePendingCardPayments(
  ctx: AppContext,
  providers: PaymentProviders = providersFor(ctx),
): Promise<InquiryRun> {
  const wait = `${INQUIRE_AFTER_MINUTES} minutes`;
  const due = await queryRows<{ id: string; provider_order_id: string; method: PaymentMethod }>(
    ctx.db,
    sql`update payment_attempts set inquired_at = now()
        where id in (
          select a.id from payment_attempts a
          where a.status = 'pending' and a.provider_order_id is not null
            and ${paymentPendingSql(sql`a.order_id`)}
            and a.created_at < now() - ${wait}::interval
            and (a.inquired_at is null or a.inquired_at < now() - ${wait}::interval)
          order by a.created_at
          limit ${BATCH}
          for update of a skip locked)
        returning id, provider_order_id,
          ${paymentMethodSql(sql`payment_attempts.order_id`)} as method`,
  );

  let settled = 0;
  for (const attempt of due) {
    try {
      const answer = await providers.get(attempt.method).inquire(attempt.provider_order_id);
      // not_supported: the sandbox calls the webhook itself; none: no card submitted yet.
      if (answer.status === 'not_supported' || answer.status === 'none') continue;
      if (answer.status === 'error') throw answer.error;
      const { transaction } = answer;
      if (providerOrderIdOf(transaction) !== attempt.provider_order_id) {
        ctx.log.warn({ attempt: attempt.id }, 'Paymob inquiry answered another order; ignored');
        continue;
      }
      const outcome = await settleTransaction(ctx, transaction, 'inquiry');
      await afterSettlement(ctx, outcome);
      if (outcome.result === 'paid' || outcome.result === 'failed') settled += 1;
    } catch (error) {
      // Paymob unreachable: the next run asks again after INQUIRE_AFTER_MINUTES.
      ctx.log.warn({ err: error, attempt: attempt.id }, 'Paymob status inquiry failed');
    }
  }
  return { asked: due.length, settled };
}
