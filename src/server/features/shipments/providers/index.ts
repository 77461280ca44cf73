import type { Courier } from '../../../../shared/constants';
import type { Config } from '../../../config';
import { createBostaProvider } from './bosta';
import type { CourierProvider } from './types';

export { CourierError, type CourierProvider, type CourierUpdate } from './types';

/** Where Bosta posts its updates (routes.ts). */
export const BOSTA_WEBHOOK_PATH = '/api/shipments/webhooks/bosta';

export type CourierProviders = Partial<Record<Exclude<Courier, 'manual'>, CourierProvider>>;

/**
 * The couriers with an API that this shop is configured for (decision 044): Bosta with its API
 * key. A new courier is its provider file and one line here.
 */
export function couriersFrom(config: Config): CourierProviders {
  const providers: CourierProviders = {};
  if (config.bosta.apiKey) {
    providers.bosta = createBostaProvider({
      baseUrl: config.bosta.baseUrl,
      apiKey: config.bosta.apiKey,
      webhookSecret: config.bosta.webhookSecret,
      webhookUrl: `${config.appUrl}${BOSTA_WEBHOOK_PATH}`,
      timeoutMs: config.bosta.timeoutMs,
    });
  }
  return providers;
}
