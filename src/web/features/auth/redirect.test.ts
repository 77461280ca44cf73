import { describe, expect, it } from 'vitest';
import { loginPathFor, postLoginPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/orders', '/products?search=12v#top', '/'])('accepts %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'orders',
    '',
    null,
  ])('refuses %s', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });
});

describe('postLoginPath', () => {
  it('sends customers home, or back where they came from', () => {
    expect(postLoginPath('customer', '')).toBe('/');
    expect(postLoginPath('customer', '?redirect=%2Fcheckout')).toBe('/checkout');
    expect(
      postLoginPath('customer', '', { from: { pathname: '/orders', search: '?page=2' } }),
    ).toBe('/orders?page=2');
  });

  it('never sends a customer into the admin area or back to a guest page', () => {
    expect(postLoginPath('customer', '?redirect=%2Fadmin%2Fusers')).toBe('/');
    expect(postLoginPath('customer', '?redirect=%2Flogin')).toBe('/');
  });

  it('sends admins to /admin, or to the admin page they asked for', () => {
    expect(postLoginPath('admin', '?redirect=%2Forders')).toBe('/admin');
    expect(postLoginPath('admin', '', { from: { pathname: '/admin/orders' } })).toBe(
      '/admin/orders',
    );
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('never follows %j, from ?redirect= or from the guard state', (target) => {
    const search = `?redirect=${encodeURIComponent(target)}`;
    expect(postLoginPath('customer', search)).toBe('/');
    expect(postLoginPath('admin', search)).toBe('/admin');
    expect(postLoginPath('customer', '', { from: { pathname: target } })).toBe('/');
  });

  it('builds login links that come back', () => {
    expect(loginPathFor('/products/7?color=red')).toBe(
      '/login?redirect=%2Fproducts%2F7%3Fcolor%3Dred',
    );
    expect(loginPathFor('/')).toBe('/login');
  });
});
