import { hmacMatches, processedCallbackMessage, responseCallbackMessage } from '../hmac';
import type { CardProvider } from '../paymob-client';
import { paymobRefundCalls, type RefundGateway } from '../paymob-refunds';
import type { PaymentProvider } from './types';

/**
 * A Paymob card payment (decisions 011, 012): an intention with the card integration and
 * Paymob's unified checkout, or the built-in sandbox when PAYMOB_CARD_INTEGRATION_ID is unset
 * (never in production: `gateway` is null there and the method is not configured). Available
 * while the admin's `paymobEnabled` switch is on. Refunds and same-day voids go through Paymob's
 * void_refund calls (`refundGateway`, ../paymob-refunds.ts; none: not here, decision 042).
 */
export function createPaymobCardProvider(
  gateway: CardProvider | null,
  refundGateway: RefundGateway | null = null,
): PaymentProvider {
  const calls = paymobRefundCalls(refundGateway);
  return {
    key: 'card',
    isOnline: true,
    configured: gateway !== null,
    available(settings) {
      if (!settings.paymobEnabled) return { available: false, reason: 'disabled' };
      if (!gateway) return { available: false, reason: 'not_configured' };
      return { available: true };
    },
    async start(request) {
      if (!gateway) return { ok: false, reason: 'failed', error: new Error('no card gateway') };
      try {
        return { ok: true, ...(await gateway.createIntention(request)) };
      } catch (error) {
        return { ok: false, reason: 'failed', error };
      }
    },
    verifyCallback(callback) {
      if (!gateway) return false;
      return callback.kind === 'processed'
        ? hmacMatches(
            processedCallbackMessage(callback.transaction),
            gateway.hmacSecret,
            callback.hmac,
          )
        : hmacMatches(
            responseCallbackMessage(callback.query),
            gateway.hmacSecret,
            callback.query.hmac,
          );
    },
    async inquire(providerOrderId) {
      if (!gateway?.inquire) return { status: 'not_supported' };
      try {
        const transaction = await gateway.inquire(providerOrderId);
        return transaction ? { status: 'found', transaction } : { status: 'none' };
      } catch (error) {
        return { status: 'error', error };
      }
    },
    refunds: { via: 'provider', configured: refundGateway !== null, voidable: true },
    refund: calls.refund,
    void: calls.void,
  };
}
