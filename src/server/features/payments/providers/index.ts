import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import type { CardProvider } from '../paymob-client';
import { codProvider } from './cod';
import { createPaymobCardProvider } from './paymob-card';
import type { Availability, PaymentProvider } from './types';

export type * from './types';

/** What a provider may need from the app, resolved once by the payments service. */
export interface ProviderDeps {
  /** Paymob, the sandbox, or null (production without Paymob keys): see ../provider.ts. */
  cardGateway: CardProvider | null;
}

/**
 * The registry (decision 038): one line per payment method of src/shared/constants.ts
 * PAYMENT_METHODS; the type makes a method without a provider a compile error.
 */
const PROVIDERS: { [K in PaymentMethod]: (deps: ProviderDeps) => PaymentProvider & { key: K } } = {
  cod: () => ({ ...codProvider, key: 'cod' }),
  card: (deps) => ({ ...createPaymobCardProvider(deps.cardGateway), key: 'card' }),
};

export interface PaymentProviders {
  get(method: PaymentMethod): PaymentProvider;
  /** In PAYMENT_METHODS order (the order checkout lists them in). */
  all(): readonly PaymentProvider[];
  isOnline(method: PaymentMethod): boolean;
  available(method: PaymentMethod, settings: PaymentSettings): Availability;
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
    available: (method, settings) => get(method).available(settings),
  };
}
