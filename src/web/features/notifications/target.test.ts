import { describe, expect, it } from 'vitest';
import { notificationTarget } from './target';

const note = (redirectUrl: string | null, type = 'order') =>
  ({ type, redirectUrl }) as Parameters<typeof notificationTarget>[0];

describe('notificationTarget', () => {
  it('follows paths of this site', () => {
    expect(notificationTarget(note('/orders/7'), 'customer')).toBe('/orders/7');
    expect(notificationTarget(note(' /orders/7 '), 'customer')).toBe('/orders/7');
    expect(notificationTarget(note('/admin/orders/7'), 'admin')).toBe('/admin/orders/7');
  });

  it('takes customers from /support to /support-messages (SPEC §2), admins stay', () => {
    expect(notificationTarget(note('/support?thread=1', 'support'), 'customer')).toBe(
      '/support-messages?thread=1',
    );
    expect(notificationTarget(note('/support', 'support'), 'admin')).toBe('/support');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    null,
  ])('goes nowhere for %j', (redirectUrl) => {
    expect(notificationTarget(note(redirectUrl), 'customer')).toBeNull();
    expect(notificationTarget(note(redirectUrl, 'support'), 'admin')).toBeNull();
  });
});
