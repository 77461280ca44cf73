import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { createPaymobMethodProvider } from './paymob-method';

/**
 * A mobile wallet (Vodafone Cash, Orange Cash, e& money, WE Pay, bank wallets): on Paymob's
 * page the customer gives the wallet's phone number and confirms with an OTP; fully or partly
 * refundable (PAYMOB.md §7). PAYMOB_WALLET_INTEGRATION_ID.
 */
export const createPaymobWalletProvider = (
  gateway: CardProvider | null,
  integrationId: number | undefined,
  refundGateway: RefundGateway | null = null,
) =>
  createPaymobMethodProvider({
    key: 'wallet',
    gateway,
    integrationId,
    refunds: 'paymob',
    refundGateway,
  });
