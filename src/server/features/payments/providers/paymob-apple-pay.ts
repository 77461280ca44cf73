import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { createPaymobMethodProvider } from './paymob-method';

/**
 * Apple Pay through Paymob: paid like a card on Paymob's page, refundable. Paymob issues live
 * integration ids only (no test mode, PAYMOB.md §7); the sandbox treats it as a card.
 * PAYMOB_APPLE_PAY_INTEGRATION_ID.
 */
export const createPaymobApplePayProvider = (
  gateway: CardProvider | null,
  integrationId: number | undefined,
  refundGateway: RefundGateway | null = null,
) =>
  createPaymobMethodProvider({
    key: 'apple_pay',
    gateway,
    integrationId,
    refunds: 'paymob',
    refundGateway,
  });
