import type { OnlinePaymentMethod } from '../../../../shared/constants';
import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { createPaymobCardProvider } from './paymob-card';
import type { ManualRefundReason, PaymentProvider, StartOutcome, StartRequest } from './types';

const notSupported = async () => ({ ok: false as const, reason: 'not_supported' as const });

export interface PaymobMethodOptions {
  key: Exclude<OnlinePaymentMethod, 'card'>;
  /** Paymob, the sandbox, or null (production without Paymob keys). */
  gateway: CardProvider | null;
  /** The method's integration id (configuration); with Paymob, none means not configured. */
  integrationId: number | undefined;
  /**
   * How its money goes back (decision 042): `paymob` — the card's refund call (PAYMOB.md §5, §7),
   * never a void; `{ manual }` — only by hand, with the reason the admin reads.
   */
  refunds: 'paymob' | { manual: ManualRefundReason };
  /** Paymob's refund calls of this configuration (../paymob-refunds.ts); none: not here. */
  refundGateway?: RefundGateway | null;
  /** Its own start, when it is more than an intention (the kiosk's reference). */
  start?: (
    gateway: CardProvider,
    request: StartRequest & { integrationId?: number },
  ) => Promise<StartOutcome>;
  resumeUrl?: PaymentProvider['resumeUrl'];
}

/**
 * A Paymob integration beside the card (decision 041): the same gateway, the same callbacks and
 * HMAC key, the same status inquiry — only its own integration id in the intention's
 * `payment_methods`, its own switch, name, position and minimum in the payment settings. The
 * sandbox stands in for every method (its pages in ../sandbox-routes.ts).
 */
export function createPaymobMethodProvider(options: PaymobMethodOptions): PaymentProvider {
  const { key, gateway, integrationId } = options;
  // Verification and inquiry are the card's: Paymob signs and answers every integration alike.
  const card = createPaymobCardProvider(gateway, options.refundGateway ?? null);
  const byPaymob = options.refunds === 'paymob';
  const configured =
    gateway !== null && (gateway.kind === 'sandbox' || integrationId !== undefined);
  return {
    ...card,
    key,
    configured,
    available(settings) {
      const setting = settings.methods?.find((method) => method.key === key);
      if (!setting?.enabled) return { available: false, reason: 'disabled' };
      if (!configured) return { available: false, reason: 'not_configured' };
      return { available: true };
    },
    async start(request) {
      if (!gateway || !configured) {
        return { ok: false, reason: 'failed', error: new Error(`${key} is not configured`) };
      }
      const withId = { ...request, integrationId };
      try {
        if (options.start) return await options.start(gateway, withId);
        return { ok: true, ...(await gateway.createIntention(withId)) };
      } catch (error) {
        return { ok: false, reason: 'failed', error };
      }
    },
    resumeUrl: options.resumeUrl,
    refunds:
      options.refunds === 'paymob'
        ? { via: 'provider', configured: options.refundGateway != null, voidable: false }
        : { via: 'manual', reason: options.refunds.manual },
    refund: byPaymob ? card.refund : notSupported,
    // Voids are for same-day card payments (issue 20): none of these is one.
    void: notSupported,
  };
}
