import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../../config';
import { SANDBOX_CHECKOUT_PATH } from './paths';
import type { CardProvider } from './paymob-client';

/**
 * The built-in sandbox card provider (DESIGN §5): used when PAYMOB_CARD_INTEGRATION_ID is unset,
 * never in production. Intentions are created against the shop itself; its hosted-looking card
 * form signs a Paymob-shaped callback, hands it to the real webhook logic and redirects the browser
 * to the real return route with a signed query — the same code path as Paymob. Its checkout
 * pages are in sandbox-routes.ts (they call the payments service, which builds this provider).
 */

/** Key of the sandbox's callback HMACs when PAYMOB_HMAC_SECRET is unset (development only). */
export const SANDBOX_HMAC_SECRET = 'greenvolt-sandbox-hmac-secret-not-for-production';
export const SANDBOX_INTEGRATION_ID = 1;
export const SANDBOX_OWNER = 1;

export const SUCCESS_CARDS: Record<string, string> = {
  '5123456789012346': 'MasterCard',
  '4111111111111111': 'Visa',
};
export const DECLINE_CARDS: Record<string, string> = { '4000000000000002': 'Visa' };

export const sandboxCheckoutUrl = (clientSecret: string) =>
  `${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams({ clientSecret })}`;

export function createSandboxProvider(config: Config): CardProvider {
  if (config.isProduction) throw new Error('The sandbox card provider never runs in production');
  return {
    kind: 'sandbox',
    hmacSecret: config.paymob.hmacSecret ?? SANDBOX_HMAC_SECRET,
    async createIntention(request) {
      const sum = request.items.reduce((t, i) => t + i.amountPiastres * i.quantity, 0);
      if (sum !== request.amountPiastres) throw new Error('items do not add up to the amount');
      const clientSecret = `sandbox_csk_${randomBytes(16).toString('hex')}`;
      return {
        intentionId: `pi_sandbox_${randomBytes(8).toString('hex')}`,
        providerOrderId: String(randomInt(100_000_000, 2 ** 47)),
        clientSecret,
        redirectUrl: sandboxCheckoutUrl(clientSecret),
      };
    },
    checkoutUrl: sandboxCheckoutUrl,
  };
}
