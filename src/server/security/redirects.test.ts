import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../features/notifications/tables';
import { customerWithCart, placeOrder, seedShop } from '../features/payments/test-fixtures';
import { signedInAs } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 10: every place the server sends the browser somewhere (a Location header) or stores a
 * link the web app follows (a notification's redirectUrl) only ever names a path of this site.
 * The server's redirects build their targets themselves (the payment return picks the page from
 * the order; the sandbox returns to the fixed return route), so these tests try to steer them
 * with the parameters an attacker would add. The web side checks what it follows again
 * (src/web/lib/safe-url.test.ts).
 */

/** A path of this site: one '/', then no '/' or '\', no whitespace or control characters. */
const SAME_SITE = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

const ATTACKS = [
  'https://evil.example',
  '//evil.example',
  '//evil.example/%2e%2e',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http:evil.example',
];
const STEERING = ['redirect', 'redirectUrl', 'next', 'returnTo', 'return_url', 'url', 'target'];

let t: TestApp;
let webRoot: string;
let untracked: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'shop-redirects-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log(1)');
  // The default test app runs the sandbox card provider: the same return route as Paymob's.
  t = await createTestApp({ webRoot });
  ({ untracked } = await seedShop(t));
});

afterAll(async () => {
  await t?.app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const steered = (base: string, value: string) => {
  const url = new URL(base, 'http://shop.test');
  for (const name of STEERING) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

async function paidCheckout() {
  const { browser } = await customerWithCart(t, [{ productId: untracked, quantity: 1 }]);
  const placed = await placeOrder(browser);
  expect(placed.statusCode).toBe(201);
  const { order, redirectUrl } = placed.json();
  // The card page the web app is sent to is the shop's own sandbox page here.
  expect(redirectUrl).toMatch(SAME_SITE);
  const clientSecret = new URL(redirectUrl, 'http://x').searchParams.get('clientSecret')!;
  const form: Record<string, string> = {
    clientSecret,
    cardNumber: '5123456789012346',
    name: 'Test Account',
    expiry: '01/39',
    cvv: '123',
  };
  for (const name of STEERING) form[name] = 'https://evil.example';
  const paid = await t.app.inject({
    method: 'POST',
    url: steered('/api/payments/sandbox/pay', '//evil.example'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { orderId: order.id as string, paid };
}

describe('payment redirects', () => {
  it('the sandbox sends the browser back to the return route, whatever the form adds', async () => {
    const { paid } = await paidCheckout();
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(/^\/api\/payments\/paymob\/return\?/);
    expect(String(paid.headers.location)).not.toContain('evil');
  });

  it.each(ATTACKS)('the return route goes to the order page, never to %j', async (attack) => {
    const { orderId, paid } = await paidCheckout();
    const res = await t.app.inject({
      method: 'GET',
      url: steered(String(paid.headers.location), attack),
    });
    if (attack.includes('\u0000')) {
      // A NUL in the query string is refused before the route runs: no redirect at all.
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      return;
    }
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/payment/success?order=${orderId}`);
  });

  it('a return without a valid signature is refused without any Location', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: steered(
        '/api/payments/paymob/return?order=1&success=true&hmac=x',
        'https://evil.example',
      ),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('Location headers elsewhere', () => {
  const probes = [
    '//evil.example',
    '//evil.example/',
    '//evil.example/assets',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%2f%2fevil.example/%2e%2e/',
    '/assets',
    '/assets/',
    '/assets//evil.example',
    '/uploads',
    '/uploads//evil.example',
    '/uploads/%2F%2Fevil.example',
    '/login?redirect=https://evil.example',
    '/login?redirect=//evil.example',
    '/confirm-email?next=https://evil.example',
    '/payment/success?redirect=https://evil.example',
    '/api/auth/me?redirect=https://evil.example',
  ];

  it.each(probes)('GET %s sends nowhere else', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const location = res.headers.location;
    if (location !== undefined) expect(String(location)).toMatch(SAME_SITE);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('notification links', () => {
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const message = {
    audience: 'all_customers',
    type: 'promotion',
    priority: 'normal',
    titleAr: 'عرض',
    titleEn: 'Offer',
    messageAr: 'تفاصيل',
    messageEn: 'Details',
  };

  beforeAll(async () => {
    admin = await signedInAs(t, 'links-admin@example.com', 'admin');
  });

  it.each(ATTACKS)('an admin cannot store %j as a link', async (redirectUrl) => {
    const before = (await t.database.db.select({ n: count() }).from(notifications))[0].n;
    const res = await admin.post('/api/admin/notifications', { ...message, redirectUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'redirectUrl', messages: [expect.any(String)] }]);
    const after = (await t.database.db.select({ n: count() }).from(notifications))[0].n;
    expect(after).toBe(before);
  });

  it('accepts a path of this site, query and fragment included', async () => {
    const res = await admin.post('/api/admin/notifications', {
      ...message,
      redirectUrl: '/products?category=batteries#top',
    });
    expect(res.statusCode).toBe(201);
  });

  it('every link the app itself stored (orders, payments, admin) is a path of this site', async () => {
    await paidCheckout(); // raises order and payment notices for the customer and the admins
    const rows = await t.database.db
      .select({ type: notifications.type, redirectUrl: notifications.redirectUrl })
      .from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.redirectUrl !== null) expect(row.redirectUrl, row.type).toMatch(SAME_SITE);
    }
  });
});
