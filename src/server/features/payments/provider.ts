import type { AppContext } from '../../context';
import { type CardProvider, createPaymobClient } from './paymob-client';
import { createSandboxProvider } from './sandbox';

/**
 * The card provider for this configuration: Paymob when PAYMOB_CARD_INTEGRATION_ID is set,
 * otherwise the built-in sandbox, which never runs in production (null: no card payments).
 */
export function resolveCardProvider(ctx: AppContext): CardProvider | null {
  const { paymob } = ctx.config;
  if (paymob.cardIntegrationId) {
    if (!paymob.secretKey || !paymob.publicKey || !paymob.hmacSecret) {
      throw new Error(
        'PAYMOB_CARD_INTEGRATION_ID needs PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET',
      );
    }
    return createPaymobClient({
      apiUrl: paymob.apiUrl,
      secretKey: paymob.secretKey,
      publicKey: paymob.publicKey,
      hmacSecret: paymob.hmacSecret,
      integrationId: paymob.cardIntegrationId,
      apiKey: paymob.apiKey,
      timeoutMs: paymob.timeoutMs,
    });
  }
  if (ctx.config.isProduction) return null;
  return createSandboxProvider(ctx.config);
}
