import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { toPiastres } from '../../../../shared/money';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { codProvider } from './cod';
import { createPaymobApplePayProvider } from './paymob-apple-pay';
import { createPaymobCardProvider } from './paymob-card';
import { createPaymobInstalmentsProvider } from './paymob-instalments';
import { createPaymobKioskProvider } from './paymob-kiosk';
import { createPaymobWalletProvider } from './paymob-wallet';
import type { Availability, IntegrationIds, PaymentProvider } from './types';

export type * from './types';

/** What a provider may need from the app, resolved once by the payments service. */
export interface ProviderDeps {
  /** Paymob, the sandbox, or null (production without Paymob keys): see ../provider.ts. */
  cardGateway: CardProvider | null;
  /** The integration id of each method but the card's (which the gateway holds): decision 041. */
  integrationIds?: IntegrationIds;
  /**
   * Paymob's refund and void calls that go with `cardGateway` (../paymob-refunds.ts
   * `resolveRefundGateway`); absent or null: no refund through a provider here (decision 042).
   */
  refundGateway?: RefundGateway | null;
}

/**
 * The registry (decision 038): one line per payment method of src/shared/constants.ts
 * PAYMENT_METHODS; the type makes a method without a provider a compile error.
 */
const PROVIDERS: { [K in PaymentMethod]: (deps: ProviderDeps) => PaymentProvider & { key: K } } = {
  cod: () => ({ ...codProvider, key: 'cod' }),
  card: (deps) => ({
    ...createPaymobCardProvider(deps.cardGateway, deps.refundGateway),
    key: 'card',
  }),
  wallet: (deps) => ({
    ...createPaymobWalletProvider(
      deps.cardGateway,
      deps.integrationIds?.wallet,
      deps.refundGateway,
    ),
    key: 'wallet',
  }),
  instalments: (deps) => ({
    ...createPaymobInstalmentsProvider(
      deps.cardGateway,
      deps.integrationIds?.instalments,
      deps.refundGateway,
    ),
    key: 'instalments',
  }),
  apple_pay: (deps) => ({
    ...createPaymobApplePayProvider(
      deps.cardGateway,
      deps.integrationIds?.apple_pay,
      deps.refundGateway,
    ),
    key: 'apple_pay',
  }),
  kiosk: (deps) => ({
    ...createPaymobKioskProvider(deps.cardGateway, deps.integrationIds?.kiosk),
    key: 'kiosk',
  }),
};

export interface PaymentProviders {
  get(method: PaymentMethod): PaymentProvider;
  /** In PAYMENT_METHODS order (the order checkout lists them in). */
  all(): readonly PaymentProvider[];
  isOnline(method: PaymentMethod): boolean;
  /** A gateway and, with Paymob, the method's integration id exist here. */
  configured(method: PaymentMethod): boolean;
  /**
   * The provider's answer (switched off, not configured) and, given the order's total, the
   * admin's minimum order for the method (decision 041).
   */
  available(method: PaymentMethod, settings: PaymentSettings, totalPiastres?: number): Availability;
}

export function createPaymentProviders(deps: ProviderDeps): PaymentProviders {
  const list = PAYMENT_METHODS.map((method) => PROVIDERS[method](deps));
  const byKey = new Map<PaymentMethod, PaymentProvider>(list.map((p) => [p.key, p]));
  const get = (method: PaymentMethod) => {
    const provider = byKey.get(method);
    if (!provider) throw new Error(`No payment provider for '${method}'`);
    return provider;
  };
  return {
    get,
    all: () => list,
    isOnline: (method) => get(method).isOnline,
    configured: (method) => get(method).configured,
    available(method, settings, totalPiastres) {
      const answer = get(method).available(settings);
      if (!answer.available || totalPiastres === undefined) return answer;
      const minimum = settings.methods?.find((m) => m.key === method)?.minimumOrder ?? 0;
      const minimumPiastres = toPiastres(minimum);
      return totalPiastres < minimumPiastres
        ? { available: false, reason: 'below_minimum', minimumPiastres }
        : answer;
    },
  };
}
