import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaymob, startFakePaymob } from './fake-paymob';
import { createPaymobClient, type IntentionRequest, intentionBody } from './paymob-client';

let fake: FakePaymob;
beforeAll(async () => {
  fake = await startFakePaymob();
});
afterAll(async () => {
  await fake.close();
});

const request: IntentionRequest = {
  amountPiastres: 2 * 10_000 + 2_550 + 5_000,
  items: [
    { name: 'Battery', description: 'Battery', amountPiastres: 10_000, quantity: 2 },
    { name: 'Cable', description: 'Cable', amountPiastres: 2_550, quantity: 1 },
    { name: 'Shipping', description: 'Shipping', amountPiastres: 5_000, quantity: 1 },
  ],
  billing: { firstName: 'Omar', lastName: 'Farouk', email: 'o@example.com', phone: '01001234567' },
  reference: '100001-1',
  notificationUrl: 'https://shop.example/api/payments/paymob/webhook',
  redirectionUrl: 'https://shop.example/api/payments/paymob/return',
};

const client = () =>
  createPaymobClient({
    apiUrl: fake.url,
    secretKey: 'egy_sk_test_x',
    publicKey: 'egy_pk_test_y',
    hmacSecret: 'h',
    integrationId: 4097558,
  });

describe('Paymob client', () => {
  it('creates an intention the way PAYMOB.md §1 says', async () => {
    const intention = await client().createIntention(request);
    expect(fake.problems).toEqual([]);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/intention/');
    expect(sent.body).toMatchObject({
      amount: 27_550,
      currency: 'EGP',
      payment_methods: [4097558],
      special_reference: '100001-1',
      notification_url: request.notificationUrl,
      redirection_url: request.redirectionUrl,
      billing_data: { street: 'NA', city: 'NA', postal_code: 'NA', phone_number: '01001234567' },
    });
    expect(intention.providerOrderId).toMatch(/^\d+$/);
    expect(intention.intentionId).toMatch(/^pi_test_/);
    const url = new URL(intention.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/unifiedcheckout/`);
    expect(url.searchParams.get('publicKey')).toBe('egy_pk_test_y');
    expect(url.searchParams.get('clientSecret')).toBe(intention.clientSecret);
  });

  it('never sends items that do not add up, nor a fractional amount', () => {
    expect(() => intentionBody({ ...request, amountPiastres: 27_551 }, 1)).toThrow(/sum/);
    expect(() => intentionBody({ ...request, amountPiastres: 325.5 }, 1)).toThrow(/integer/);
  });

  it('reports a Paymob error and asks the inquiry API', async () => {
    fake.failNext(500);
    await expect(client().createIntention(request)).rejects.toThrow(/500/);
    expect(await client().inquire!('300000001')).toBeNull(); // no transaction yet: 404
    fake.setTransaction(300000001, {
      id: 7,
      success: true,
      pending: false,
      order: { id: 300000001 },
    });
    const last = await client().inquire!('300000001');
    expect(last).toMatchObject({ id: 7, success: true, order: { id: 300000001 } });
    expect(fake.requests.at(-2)!.body).toEqual({ api_key: 'egy_sk_test_x' });
    expect(fake.problems).toEqual([]);
  });
});
