import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createXsrfToken, randomToken, verifyXsrfToken } from '../lib/tokens';
import { signedInAs, TEST_PASSWORD } from '../test/accounts';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 25: the XSRF token was not bound to the session and Origin was not checked. The token is
 * now an HMAC of the session with the session secret, and a browser call from another site is
 * refused on every state-changing route; the XSRF-TOKEN cookie / X-XSRF-TOKEN header contract is
 * unchanged (decision 040). Plain double submit: sessions.test.ts and app.test.ts.
 */
let t: TestApp;
const SECRET = 'test-secret-test-secret-test-secret-0123';
const CSRF = {
  success: false,
  code: 'CSRF',
  message: 'Your security token is missing or invalid. Please refresh the page and try again.',
};

beforeAll(async () => {
  t = await createTestApp({ config: { APP_URL: 'https://shop.example' } });
});

afterAll(async () => {
  await t?.app.close();
});

const rename = (
  browser: Awaited<ReturnType<typeof signedInAs>>,
  headers: Record<string, string> = {},
  cookies?: Record<string, string>,
) =>
  browser.request({
    method: 'PATCH',
    url: '/api/auth/me',
    payload: { firstName: 'Renamed' },
    headers,
    ...(cookies ? { cookies } : {}),
  });

describe('the token is bound to the session', () => {
  it('is an HMAC of the session: another session or a made-up value does not verify', () => {
    const token = createXsrfToken(SECRET, 'family-a');
    expect(verifyXsrfToken(token, SECRET, 'family-a')).toBe(true);
    expect(verifyXsrfToken(token, SECRET, 'family-b')).toBe(false);
    expect(verifyXsrfToken(token, SECRET, null)).toBe(false);
    expect(verifyXsrfToken(token, 'another-secret-another-secret-0123456', 'family-a')).toBe(false);
    expect(verifyXsrfToken(randomToken(24), SECRET, 'family-a')).toBe(false);
  });

  it('signs in with a fresh token made for the new session, which works', async () => {
    const browser = await signedInAs(t, 'bound@example.com', 'customer');
    const token = browser.cookie('XSRF-TOKEN')!;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const res = await rename(browser);
    expect(res.statusCode).toBe(200);
  });

  it("refuses another session's token, even echoed in cookie and header (CSRF from another session)", async () => {
    const victim = await signedInAs(t, 'victim@example.com', 'customer');
    const attacker = await signedInAs(t, 'attacker@example.com', 'customer');
    const theirs = attacker.cookie('XSRF-TOKEN')!;
    const res = await rename(victim, { 'x-xsrf-token': theirs }, { 'XSRF-TOKEN': theirs });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(CSRF);
    // A guest's token (double submit of a value the attacker picked) does not do either.
    const made = 'chosen-by-the-attacker';
    const planted = await rename(victim, { 'x-xsrf-token': made }, { 'XSRF-TOKEN': made });
    expect(planted.statusCode).toBe(403);
  });

  it('gives a session whose cookie is not bound to it a fresh one with its next answer', async () => {
    const browser = await signedInAs(t, 'older@example.com', 'customer');
    // A token from before the binding: a random value in both cookie and header.
    browser.jar.set('XSRF-TOKEN', { value: randomToken(24), path: '/' });
    expect((await rename(browser)).statusCode).toBe(403);
    // That refusal already carried a fresh cookie; the retry works.
    expect((await rename(browser)).statusCode).toBe(200);
  });

  it('still lets a guest through by double submit (a guest has no session to bind to)', async () => {
    const guest = createBrowser(t.app);
    await guest.get('/api/health');
    expect((await guest.post('/api/auth/logout')).statusCode).toBe(200);
    const without = await createBrowser(t.app).post('/api/auth/logout');
    expect(without.statusCode).toBe(403);
  });
});

describe('calls from another site are refused', () => {
  it('refuses a foreign Origin or Sec-Fetch-Site: cross-site even with the right token', async () => {
    const browser = await signedInAs(t, 'origin@example.com', 'customer');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await rename(browser, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(CSRF);
    }
  });

  it("accepts the shop's own origin (APP_URL or the request's host) and same-origin fetches", async () => {
    const browser = await signedInAs(t, 'same@example.com', 'customer');
    const own: Record<string, string>[] = [
      { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of own) {
      expect((await rename(browser, headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('protects the calls that open a session too (login CSRF)', async () => {
    await signedInAs(t, 'login-csrf@example.com', 'customer');
    const payload = { email: 'login-csrf@example.com', password: TEST_PASSWORD };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'accept-language': 'en' },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(CSRF);
    expect(forged.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://shop.example' },
      payload,
    });
    expect(own.statusCode).toBe(200);
  });

  it("leaves Paymob's server-to-server webhook alone: no token, no Origin rule", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paymob/webhook?hmac=wrong',
      headers: { origin: 'https://accept.paymob.com', 'accept-language': 'en' },
      payload: { type: 'TRANSACTION', obj: {} },
    });
    // Judged by its HMAC, not refused as CSRF.
    expect(res.statusCode).not.toBe(403);
    expect(res.json().code).not.toBe('CSRF');
  });
});
