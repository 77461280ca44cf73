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
/** The sandbox's stand-in integration id of each method, as its callbacks carry them. */
export const SANDBOX_INTEGRATION_IDS = {
  card: SANDBOX_INTEGRATION_ID,
  wallet: 2,
  instalments: 3,
  apple_pay: 4,
  kiosk: 5,
} as const;
export const SANDBOX_OWNER = 1;

export const SUCCESS_CARDS: Record<string, string> = {
  '5123456789012346': 'MasterCard',
  '4111111111111111': 'Visa',
};
export const DECLINE_CARDS: Record<string, string> = { '4000000000000002': 'Visa' };

/** The wallet's one-time code that pays, and the one that is declined (decision 041). */
export const SANDBOX_OTP = '123456';
export const DECLINE_OTP = '000000';

/** Egyptian wallets by the mobile number's operator prefix, as the sandbox names them. */
const WALLETS: Record<string, string> = {
  '010': 'Vodafone Cash',
  '011': 'e& money',
  '012': 'Orange Cash',
  '015': 'WE Pay',
};
export const walletProviderOf = (phone: string): string | null =>
  /^01[0125]\d{8}$/.test(phone) ? (WALLETS[phone.slice(0, 3)] ?? null) : null;

/** The instalment plans the sandbox offers; the last one is declined. */
export const INSTALMENT_PLANS = [
  { id: 'valu-6', provider: 'valU', label: 'valU — 6 months', approved: true },
  { id: 'souhoola-12', provider: 'Souhoola', label: 'Souhoola — 12 months', approved: true },
  {
    id: 'bank-12',
    provider: 'Bank instalments',
    label: 'Bank instalments — 12 months',
    approved: true,
  },
  { id: 'declined', provider: 'valU', label: 'Test: declined by the provider', approved: false },
] as const;

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
        // One key per method, as Paymob answers one per integration (the kiosk uses its own).
        paymentKeys: [
          { integration: SANDBOX_INTEGRATION_IDS.kiosk, key: `sandbox_pk_${clientSecret}` },
        ],
      };
    },
    checkoutUrl: sandboxCheckoutUrl,
    // A kiosk reference at once; the sandbox page then offers to "pay" it (sandbox-routes.ts).
    payAtKiosk: async () => ({ billReference: String(randomInt(10_000_000, 100_000_000)) }),
    kioskPageUrl: (clientSecret) => sandboxCheckoutUrl(clientSecret),
  };
}

/**
 * The sandbox gives money back offline (decision 042): Paymob's void_refund answer — a new
 * transaction pointing at the payment — at once, with no call anywhere. No later callback
 * follows; the answer settles the refund through the same path as Paymob's would.
 */
export function sandboxVoidRefund(
  kind: 'refund' | 'void',
  transactionId: string,
  amountPiastres?: number,
): Record<string, unknown> {
  return {
    id: randomInt(100_000_000, 2 ** 47),
    pending: false,
    success: true,
    is_refund: kind === 'refund',
    is_void: kind === 'void',
    is_refunded: kind === 'refund',
    is_voided: kind === 'void',
    has_parent_transaction: true,
    parent_transaction: transactionId,
    ...(amountPiastres === undefined ? {} : { amount_cents: amountPiastres }),
    currency: 'EGP',
    created_at: new Date().toISOString(),
  };
}
