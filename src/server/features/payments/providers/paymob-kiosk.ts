import type { CardProvider } from '../paymob-client';
import { createPaymobMethodProvider } from './paymob-method';

/** The kiosk reference lives at least this long, even for an order about to expire. */
const MIN_EXPIRATION_SECONDS = 600;

/**
 * Cash at an Aman or Masary kiosk (decision 041): the intention with the kiosk integration, then
 * Paymob's pay call with the kiosk source gives the bill reference. There is no Paymob page:
 * the customer goes to the shop's result page, which shows the reference and until when it can
 * be paid (the order's retry window); the order stays pending until Paymob's callback says the
 * customer paid. Kiosk payments cannot be refunded through Paymob (PAYMOB.md §7): a refund is
 * recorded as manual. PAYMOB_KIOSK_INTEGRATION_ID.
 */
export const createPaymobKioskProvider = (
  gateway: CardProvider | null,
  integrationId: number | undefined,
) =>
  createPaymobMethodProvider({
    key: 'kiosk',
    gateway,
    integrationId,
    refunds: { manual: 'kiosk' },
    async start(paymob, request) {
      if (!request.expiresAt || !request.resultUrl) {
        throw new Error('a kiosk payment needs its expiry and the result page');
      }
      const seconds = Math.floor((request.expiresAt.getTime() - Date.now()) / 1000);
      const intention = await paymob.createIntention({
        ...request,
        expirationSeconds: Math.max(MIN_EXPIRATION_SECONDS, seconds),
      });
      const key = intention.paymentKeys?.find(
        (candidate) => integrationId === undefined || candidate.integration === integrationId,
      )?.key;
      if (!key || !paymob.payAtKiosk || !paymob.kioskPageUrl) {
        throw new Error('Paymob gave no payment key for the kiosk integration');
      }
      const { billReference } = await paymob.payAtKiosk(key);
      return {
        ok: true,
        ...intention,
        redirectUrl: paymob.kioskPageUrl(intention.clientSecret, request.resultUrl),
        kiosk: { reference: billReference, expiresAt: request.expiresAt },
      };
    },
    resumeUrl: (attempt) =>
      gateway?.kioskPageUrl?.(attempt.clientSecret, attempt.resultUrl) ?? attempt.resultUrl,
  });
