import { describe, expect, it } from 'vitest';
import {
  hmacMatches,
  processedCallbackMessage,
  responseCallbackMessage,
  signProcessedCallback,
} from './hmac';

// PAYMOB.md §3 (Paymob's own docs sample).
const secret = '04DC1A9490B8CC2094C011FC055ADCDB';
const obj = {
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
const concatenation =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const expected =
  'fa8ac0b7f3852e60c50e7fdd4ea5ef0bda96030c19dea1d55df8c76d6c08ab1877774662cbb04981dc84839ad4da560bcc8cb53b8973548657f7e8f8d2e79930';

describe('Paymob HMAC', () => {
  it('matches the test vector of PAYMOB.md §3 (processed callback)', () => {
    expect(processedCallbackMessage(obj)).toBe(concatenation);
    expect(signProcessedCallback(obj, secret)).toBe(expected);
    expect(hmacMatches(concatenation, secret, expected)).toBe(true);
    expect(hmacMatches(concatenation, secret, expected.toUpperCase())).toBe(true);
  });

  it('reads the flat query of the response callback the same way', () => {
    const query: Record<string, string> = {
      id: '192036465',
      pending: 'false',
      amount_cents: '100000',
      success: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: 'true',
      integration_id: '4097558',
      has_parent_transaction: 'false',
      order: '217503754',
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: 'false',
      owner: '302852',
      'source_data.pan': '2346',
      'source_data.type': 'card',
      'source_data.sub_type': 'MasterCard',
      merchant_order_id: 'not-signed',
      hmac: expected,
    };
    expect(responseCallbackMessage(query)).toBe(concatenation);
    expect(hmacMatches(responseCallbackMessage(query), secret, query.hmac)).toBe(true);
  });

  it('refuses a changed field, a wrong key and garbage', () => {
    expect(
      hmacMatches(processedCallbackMessage({ ...obj, amount_cents: 1 }), secret, expected),
    ).toBe(false);
    expect(hmacMatches(concatenation, 'other', expected)).toBe(false);
    expect(hmacMatches(concatenation, secret, 'abc')).toBe(false);
    expect(hmacMatches(concatenation, secret, undefined)).toBe(false);
    // A null signed field counts as the empty string.
    expect(processedCallbackMessage({ ...obj, owner: null })).toBe(
      concatenation.replace('302852', ''),
    );
  });
});
