import { describe, expect, it } from 'vitest';
import {
  isOnlinePaymentMethod,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
} from '../../../../shared/constants';
import type { PaymentSettings } from '../../../../shared/schemas/site';
import { testConfig } from '../../../test/harness';
import { signProcessedCallback } from '../hmac';
import type { CardProvider } from '../paymob-client';
import type { RefundGateway } from '../paymob-refunds';
import { createSandboxProvider } from '../sandbox';
import { createPaymentProviders } from '.';

const on: PaymentSettings = { paymobEnabled: true, paymobStatus: 'Enabled', updatedAt: null };
const off: PaymentSettings = { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null };

// PAYMOB.md §3 (Paymob's own docs sample), as in ../hmac.test.ts.
const secret = '04DC1A9490B8CC2094C011FC055ADCDB';
const transaction = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: '100001-1' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
};
const expectedHmac =
  'fa8ac0b7f3852e60c50e7fdd4ea5ef0bda96030c19dea1d55df8c76d6c08ab1877774662cbb04981dc84839ad4da560bcc8cb53b8973548657f7e8f8d2e79930';

/** A Paymob-like gateway whose calls are scripted by the test. */
function gateway(overrides: Partial<CardProvider> = {}): CardProvider {
  return {
    kind: 'paymob',
    hmacSecret: secret,
    createIntention: async () => ({
      intentionId: 'pi_1',
      providerOrderId: '42',
      clientSecret: 'csk_1',
      redirectUrl: 'https://paymob.test/unifiedcheckout/?clientSecret=csk_1',
    }),
    checkoutUrl: (clientSecret) => `https://paymob.test/unifiedcheckout/?${clientSecret}`,
    ...overrides,
  };
}

const request = {
  amountPiastres: 1000,
  items: [{ name: 'x', description: 'x', amountPiastres: 1000, quantity: 1 }],
  billing: { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '+201000000000' },
  reference: '1-1',
  notificationUrl: 'http://shop.test/webhook',
  redirectionUrl: 'http://shop.test/return',
};

describe('payment providers (decision 038)', () => {
  it('has exactly one provider per payment method, online exactly as the shared list says', () => {
    const providers = createPaymentProviders({ cardGateway: gateway() });
    expect(providers.all().map((p) => p.key)).toEqual([...PAYMENT_METHODS]);
    for (const method of PAYMENT_METHODS) {
      expect(providers.get(method).key).toBe(method);
      expect(providers.isOnline(method)).toBe(isOnlinePaymentMethod(method));
    }
    expect(
      providers
        .all()
        .filter((p) => p.isOnline)
        .map((p) => p.key),
    ).toEqual([...ONLINE_PAYMENT_METHODS]);
  });

  it('cash on delivery: always available, nothing to start, verify, ask or refund', async () => {
    const cod = createPaymentProviders({ cardGateway: gateway() }).get('cod');
    expect(cod.isOnline).toBe(false);
    expect(cod.available(off)).toEqual({ available: true });
    expect(await cod.start(request)).toEqual({ ok: false, reason: 'not_supported' });
    expect(cod.verifyCallback({ kind: 'processed', transaction, hmac: expectedHmac })).toBe(false);
    expect(await cod.inquire('1')).toEqual({ status: 'not_supported' });
    expect(await cod.refund({ transactionId: '1', amountPiastres: 100 })).toEqual({
      ok: false,
      reason: 'not_supported',
    });
    expect(await cod.void({ transactionId: '1' })).toEqual({ ok: false, reason: 'not_supported' });
  });

  it('card: available while paymobEnabled is on and a gateway is configured', () => {
    expect(createPaymentProviders({ cardGateway: gateway() }).available('card', on)).toEqual({
      available: true,
    });
    expect(createPaymentProviders({ cardGateway: gateway() }).available('card', off)).toEqual({
      available: false,
      reason: 'disabled',
    });
    expect(createPaymentProviders({ cardGateway: null }).available('card', on)).toEqual({
      available: false,
      reason: 'not_configured',
    });
  });

  it('card: start answers the intention, or an outcome (not a throw) when the gateway fails', async () => {
    const ok = await createPaymentProviders({ cardGateway: gateway() }).get('card').start(request);
    expect(ok).toMatchObject({ ok: true, providerOrderId: '42', clientSecret: 'csk_1' });
    const refused = createPaymentProviders({
      cardGateway: gateway({
        createIntention: async () => {
          throw new Error('Paymob /v1/intention/ answered 500');
        },
      }),
    }).get('card');
    const failed = await refused.start(request);
    expect(failed).toMatchObject({ ok: false, reason: 'failed' });
    const none = await createPaymentProviders({ cardGateway: null }).get('card').start(request);
    expect(none).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('card: verifies the PAYMOB.md §3 test vector, and nothing else', () => {
    const card = createPaymentProviders({ cardGateway: gateway() }).get('card');
    expect(card.verifyCallback({ kind: 'processed', transaction, hmac: expectedHmac })).toBe(true);
    expect(
      card.verifyCallback({ kind: 'processed', transaction, hmac: expectedHmac.replace('f', '0') }),
    ).toBe(false);
    expect(
      card.verifyCallback({
        kind: 'processed',
        transaction: { ...transaction, amount_cents: 1 },
        hmac: expectedHmac,
      }),
    ).toBe(false);
    const unconfigured = createPaymentProviders({ cardGateway: null }).get('card');
    expect(
      unconfigured.verifyCallback({ kind: 'processed', transaction, hmac: expectedHmac }),
    ).toBe(false);
  });

  it('card: the inquiry answers found, none, error or not supported (the sandbox)', async () => {
    const found = gateway({ inquire: async () => transaction });
    expect(
      await createPaymentProviders({ cardGateway: found }).get('card').inquire('217503754'),
    ).toEqual({ status: 'found', transaction });
    const none = gateway({ inquire: async () => null });
    expect(await createPaymentProviders({ cardGateway: none }).get('card').inquire('1')).toEqual({
      status: 'none',
    });
    const down = gateway({
      inquire: async () => {
        throw new Error('unreachable');
      },
    });
    expect(
      await createPaymentProviders({ cardGateway: down }).get('card').inquire('1'),
    ).toMatchObject({ status: 'error' });
    const sandbox = createSandboxProvider(testConfig());
    expect(await createPaymentProviders({ cardGateway: sandbox }).get('card').inquire('1')).toEqual(
      { status: 'not_supported' },
    );
  });

  it('card: the sandbox signs callbacks the card provider accepts', () => {
    const sandbox = createSandboxProvider(testConfig());
    const card = createPaymentProviders({ cardGateway: sandbox }).get('card');
    const hmac = signProcessedCallback(transaction, sandbox.hmacSecret);
    expect(card.verifyCallback({ kind: 'processed', transaction, hmac })).toBe(true);
  });

  it('card without Paymob refund calls here: refund and void answer not_supported, not throws', async () => {
    const card = createPaymentProviders({ cardGateway: gateway() }).get('card');
    expect(await card.refund({ transactionId: '192036465', amountPiastres: 100000 })).toEqual({
      ok: false,
      reason: 'not_supported',
    });
    expect(await card.void({ transactionId: '192036465' })).toEqual({
      ok: false,
      reason: 'not_supported',
    });
  });

  it('each provider refunds and voids as decision 042 says, through Paymob’s refund calls', async () => {
    const asked: unknown[][] = [];
    const refundGateway: RefundGateway = {
      kind: 'paymob',
      refund: async (transactionId, amountPiastres) => {
        asked.push(['refund', transactionId, amountPiastres]);
        if (amountPiastres === 1) return { status: 'refused', error: 'Paymob refused: too small' };
        if (amountPiastres === 2) throw new Error('socket hang up');
        return { status: 'succeeded', transactionId: '900', transaction: { id: 900 } };
      },
      void: async (transactionId) => {
        asked.push(['void', transactionId]);
        return { status: 'unknown', error: 'Paymob answered pending', transactionId: '901' };
      },
    };
    const providers = createPaymentProviders({
      cardGateway: gateway(),
      integrationIds: { wallet: 2, instalments: 3, apple_pay: 4, kiosk: 5 },
      refundGateway,
    });

    // The card: refunds and same-day voids (the refunds module checks the day).
    const card = providers.get('card');
    expect(card.refunds).toEqual({ via: 'provider', configured: true, voidable: true });
    expect(await card.refund({ transactionId: '192036465', amountPiastres: 5_000 })).toEqual({
      ok: true,
      transactionId: '900',
    });
    expect(await card.void({ transactionId: '192036465' })).toEqual({
      ok: false,
      reason: 'unknown',
      error: 'Paymob answered pending',
      transactionId: '901',
    });
    // Refused: nothing moved; a throw: no word, the money may be on its way.
    expect(await card.refund({ transactionId: '7', amountPiastres: 1 })).toEqual({
      ok: false,
      reason: 'failed',
      error: 'Paymob refused: too small',
    });
    expect(await card.refund({ transactionId: '7', amountPiastres: 2 })).toEqual({
      ok: false,
      reason: 'unknown',
      error: 'socket hang up',
    });
    expect(asked).toEqual([
      ['refund', '192036465', 5_000],
      ['void', '192036465'],
      ['refund', '7', 1],
      ['refund', '7', 2],
    ]);

    // Wallet, instalments, Apple Pay: the same refund call, never a void.
    for (const method of ['wallet', 'instalments', 'apple_pay'] as const) {
      asked.length = 0;
      const provider = providers.get(method);
      expect(provider.refunds).toEqual({ via: 'provider', configured: true, voidable: false });
      expect(await provider.refund({ transactionId: '8', amountPiastres: 300 })).toEqual({
        ok: true,
        transactionId: '900',
      });
      expect(await provider.void({ transactionId: '8' })).toEqual({
        ok: false,
        reason: 'not_supported',
      });
      expect(asked).toEqual([['refund', '8', 300]]);
    }

    // Kiosk and cash on delivery: by hand only; Paymob is never asked.
    asked.length = 0;
    for (const method of ['kiosk', 'cod'] as const) {
      const provider = providers.get(method);
      expect(provider.refunds).toEqual({ via: 'manual', reason: method });
      expect(await provider.refund({ transactionId: '9', amountPiastres: 300 })).toEqual({
        ok: false,
        reason: 'not_supported',
      });
      expect(await provider.void({ transactionId: '9' })).toEqual({
        ok: false,
        reason: 'not_supported',
      });
    }
    expect(asked).toEqual([]);

    // No refund calls here (production without Paymob): declared, not configured.
    const without = createPaymentProviders({ cardGateway: null });
    expect(without.get('wallet').refunds).toEqual({
      via: 'provider',
      configured: false,
      voidable: false,
    });
    expect(without.get('card').refunds).toMatchObject({ configured: false });
  });
});
