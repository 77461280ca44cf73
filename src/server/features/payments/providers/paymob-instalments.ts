import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { createPaymobMethodProvider } from './paymob-method';

/**
 * Instalments and buy now, pay later (valU, Souhoola, Halan, SYMPL, Aman, Forsa, bank
 * instalments…): the customer picks a plan on Paymob's page. Providers usually set a minimum
 * amount, which the admin mirrors as the method's minimum order. PAYMOB_INSTALMENTS_INTEGRATION_ID.
 */
export const createPaymobInstalmentsProvider = (
  gateway: CardProvider | null,
  integrationId: number | undefined,
  refundGateway: RefundGateway | null = null,
) =>
  createPaymobMethodProvider({
    key: 'instalments',
    gateway,
    integrationId,
    refunds: 'paymob',
    refundGateway,
  });
