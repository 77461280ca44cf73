import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import { testConfig } from '../../../test/harness';
import type { CardProvider } from '../paymob-client';
import { createSandboxProvider } from '../sandbox';
import { createPaymentProviders } from '.';

/** The Paymob methods beside the card (decision 041), without the app. */

const paymob = (overrides: Partial<CardProvider> = {}): CardProvider => ({
  kind: 'paymob',
  hmacSecret: 'secret',
  createIntention: async (request) => ({
    intentionId: 'pi_1',
    providerOrderId: '42',
    clientSecret: `csk_${request.integrationId}`,
    redirectUrl: 'https://paymob.test/unifiedcheckout/',
    paymentKeys: [{ integration: request.integrationId ?? 0, key: 'pk_1' }],
  }),
  checkoutUrl: (secret) => `https://paymob.test/unifiedcheckout/?${secret}`,
  payAtKiosk: async () => ({ billReference: '12345678' }),
  kioskPageUrl: (_secret, resultUrl) => resultUrl,
  ...overrides,
});

const settingsWith = (
  methods: {
    key: 'card' | 'wallet' | 'instalments' | 'apple_pay' | 'kiosk';
    enabled: boolean;
    minimumOrder?: number;
  }[],
): PaymentSettings => ({
  paymobEnabled: true,
  paymobStatus: 'Enabled',
  updatedAt: null,
  methods: methods.map((m, index) => ({
    key: m.key,
    enabled: m.enabled,
    name: { en: m.key, ar: m.key },
    position: index + 1,
    minimumOrder: m.minimumOrder ?? 0,
    configured: true,
  })),
});

const request = {
  amountPiastres: 1000,
  items: [{ name: 'x', description: 'x', amountPiastres: 1000, quantity: 1 }],
  billing: { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '+201000000000' },
  reference: '1-1',
  notificationUrl: 'http://shop.test/webhook',
  redirectionUrl: 'http://shop.test/return',
  resultUrl: '/payment/success?order=o',
  expiresAt: new Date(Date.now() + 3_600_000),
};

describe('Paymob methods (decision 041)', () => {
  it('available only when switched on and configured (with Paymob: its integration id)', () => {
    const on = settingsWith([{ key: 'wallet', enabled: true }]);
    const off = settingsWith([{ key: 'wallet', enabled: false }]);
    const withId = createPaymentProviders({ cardGateway: paymob(), integrationIds: { wallet: 7 } });
    expect(withId.available('wallet', on)).toEqual({ available: true });
    expect(withId.available('wallet', off)).toEqual({ available: false, reason: 'disabled' });
    const withoutId = createPaymentProviders({ cardGateway: paymob() });
    expect(withoutId.configured('wallet')).toBe(false);
    expect(withoutId.available('wallet', on)).toEqual({
      available: false,
      reason: 'not_configured',
    });
    // The sandbox knows every method; production without Paymob knows none.
    const sandbox = createPaymentProviders({ cardGateway: createSandboxProvider(testConfig()) });
    expect(sandbox.configured('kiosk')).toBe(true);
    expect(createPaymentProviders({ cardGateway: null }).configured('wallet')).toBe(false);
    // Settings cached before the methods existed: only the card.
    const old: PaymentSettings = { paymobEnabled: true, paymobStatus: 'Enabled', updatedAt: null };
    expect(withId.available('wallet', old)).toEqual({ available: false, reason: 'disabled' });
    expect(withId.available('card', old)).toEqual({ available: true });
  });

  it('under the minimum order: refused with the minimum in piastres, at it: fine', () => {
    const providers = createPaymentProviders({
      cardGateway: paymob(),
      integrationIds: { instalments: 9 },
    });
    const settings = settingsWith([{ key: 'instalments', enabled: true, minimumOrder: 1500.5 }]);
    expect(providers.available('instalments', settings, 150_049)).toEqual({
      available: false,
      reason: 'below_minimum',
      minimumPiastres: 150_050,
    });
    expect(providers.available('instalments', settings, 150_050)).toEqual({ available: true });
    // Without a total (before pricing) only the switch and the configuration count.
    expect(providers.available('instalments', settings)).toEqual({ available: true });
  });

  it('starts each method with its own integration id; the kiosk adds its reference', async () => {
    const seen: (number | undefined)[] = [];
    const gateway = paymob({
      createIntention: async (req) => {
        seen.push(req.integrationId);
        return paymob().createIntention(req);
      },
    });
    const providers = createPaymentProviders({
      cardGateway: gateway,
      integrationIds: { wallet: 11, instalments: 12, apple_pay: 13, kiosk: 14 },
    });
    for (const method of ['wallet', 'instalments', 'apple_pay'] as const) {
      expect(await providers.get(method).start(request)).toMatchObject({ ok: true });
    }
    const kiosk = await providers.get('kiosk').start(request);
    expect(seen).toEqual([11, 12, 13, 14]);
    expect(kiosk).toMatchObject({
      ok: true,
      redirectUrl: '/payment/success?order=o',
      kiosk: { reference: '12345678', expiresAt: request.expiresAt },
    });
    // No reference, no kiosk payment: an outcome, not a throw.
    const noKey = createPaymentProviders({
      cardGateway: paymob({ payAtKiosk: async () => Promise.reject(new Error('500')) }),
      integrationIds: { kiosk: 14 },
    });
    expect(await noKey.get('kiosk').start(request)).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('kiosk payments cannot be refunded through Paymob; none of these can be voided', async () => {
    const providers = createPaymentProviders({
      cardGateway: paymob(),
      integrationIds: { wallet: 1, kiosk: 2 },
    });
    expect(await providers.get('kiosk').refund({ transactionId: '1', amountPiastres: 1 })).toEqual({
      ok: false,
      reason: 'not_supported',
    });
    for (const method of ['wallet', 'instalments', 'apple_pay', 'kiosk'] as const) {
      expect(await providers.get(method).void({ transactionId: '1' })).toEqual({
        ok: false,
        reason: 'not_supported',
      });
    }
  });
});
