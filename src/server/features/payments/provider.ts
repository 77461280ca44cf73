import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { type CardProvider, createPaymobClient } from './paymob-client';
import { resolveRefundGateway } from './paymob-refunds';
import { createPaymentProviders, type IntegrationIds, type PaymentProviders } from './providers';
import { createSandboxProvider } from './sandbox';

/** Each online method's Paymob integration id, from configuration only (decision 041). */
export const integrationIdsOf = (config: Config): IntegrationIds => ({
  card: config.paymob.cardIntegrationId,
  wallet: config.paymob.walletIntegrationId,
  instalments: config.paymob.instalmentsIntegrationId,
  apple_pay: config.paymob.applePayIntegrationId,
  kiosk: config.paymob.kioskIntegrationId,
});

/**
 * The payment gateway for this configuration: Paymob when any PAYMOB_*_INTEGRATION_ID is set
 * (each method is then offered only with its own id), otherwise the built-in sandbox, which
 * knows every method and never runs in production (null: no online payments).
 */
export function resolveCardProvider(ctx: AppContext): CardProvider | null {
  const { paymob } = ctx.config;
  if (Object.values(integrationIdsOf(ctx.config)).some(Boolean)) {
    if (!paymob.secretKey || !paymob.publicKey || !paymob.hmacSecret) {
      throw new Error(
        'PAYMOB_*_INTEGRATION_ID needs PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET',
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

/**
 * Every method's provider over this configuration's gateway, integration ids and Paymob's refund
 * calls that go with the gateway (decision 042).
 */
export const providersFor = (
  ctx: AppContext,
  gateway: CardProvider | null = resolveCardProvider(ctx),
): PaymentProviders =>
  createPaymentProviders({
    cardGateway: gateway,
    integrationIds: integrationIdsOf(ctx.config),
    refundGateway: resolveRefundGateway(ctx.config, gateway),
  });
