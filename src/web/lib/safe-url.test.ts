import { describe, expect, it } from 'vitest';
import { paymentPageUrl, sameSitePath } from './safe-url';

/** What attackers put in ?redirect=, a notification link or a payment answer. */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/orders',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u00a0/evil.example',
  ' /orders',
  'https://evil.example',
  'http://evil.example/orders',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'orders',
  '',
];

describe('sameSitePath', () => {
  it.each([
    '/',
    '/orders',
    '/orders/7?tab=tracking#top',
    '/products?search=12v%20battery',
    '/%2F%2Fevil.example', // encoded: a path on this site, not another host
    '/support-messages?thread=abc',
  ])('accepts %j', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each(OFF_SITE)('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/orders']])('refuses the non-string %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('agrees with the browser: nothing it accepts resolves to another origin', () => {
    const base = 'https://shop.example/somewhere';
    for (const value of OFF_SITE) {
      const accepted = sameSitePath(value);
      if (accepted) expect(new URL(accepted, base).origin).toBe('https://shop.example');
    }
  });
});

describe('paymentPageUrl', () => {
  it('accepts the sandbox page and the https card provider page', () => {
    expect(paymentPageUrl('/api/payments/sandbox/checkout?clientSecret=x')).toBe(
      '/api/payments/sandbox/checkout?clientSecret=x',
    );
    const paymob = 'https://accept.paymob.com/unifiedcheckout/?publicKey=k&clientSecret=s';
    expect(paymentPageUrl(paymob)).toBe(paymob);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://accept.paymob.com/unifiedcheckout/',
    'https://user:pass@evil.example/',
    'https://evil.example/\tx',
    '//evil.example',
    '/\\evil.example',
    'not a url',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(paymentPageUrl(value)).toBeNull();
  });
});
