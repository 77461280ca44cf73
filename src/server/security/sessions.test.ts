import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/auth/tables';
import { hashPassword } from '../lib/passwords';
import { signAccessToken } from '../lib/tokens';
import { signedInAs, TEST_PASSWORD } from '../test/accounts';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 10, sessions. Already covered elsewhere, not repeated here: httpOnly/Lax/paths of the
 * cookies in development, refresh rotation and reuse revoking the family, logout refusing the old
 * access token, alg:none and a tampered signature (auth-flow.test.ts); a password change ending
 * the other sessions and a reset ending all of them (auth-account.test.ts).
 */
let t: TestApp;
let production: TestApp;

const UNAUTHORIZED = {
  success: false,
  code: 'UNAUTHORIZED',
  message: 'You must be logged in to perform this action',
};

beforeAll(async () => {
  t = await createTestApp();
  // A production configuration: the same app, with what production requires.
  production = await createTestApp({
    config: {
      NODE_ENV: 'production',
      APP_URL: 'https://shop.example',
      SESSION_SECRET: 'production-secret-production-secret-0123',
    },
  });
});

afterAll(async () => {
  await production?.app.close();
  await t?.app.close();
});

const me = (app: TestApp, accessToken: string) =>
  app.app.inject({
    url: '/api/auth/me',
    cookies: { access_token: accessToken },
    headers: { 'accept-language': 'en' },
  });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax and Secure in production; only the two markers are readable', async () => {
    await production.database.db.insert(users).values({
      email: 'prod@example.com',
      firstName: 'P',
      lastName: 'T',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
    });
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'prod@example.com', password: TEST_PASSWORD, rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual([
      'XSRF-TOKEN',
      'access_token',
      'logged_in',
      'refresh_token',
    ]);
    for (const cookie of res.cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, sameSite: 'Lax' });
    }
    expect(byName.access_token.httpOnly).toBe(true);
    expect(byName.refresh_token.httpOnly).toBe(true);
    expect(byName.logged_in.httpOnly).toBeFalsy();
    expect(byName['XSRF-TOKEN'].httpOnly).toBeFalsy();
    // The raw header, as the browser reads it.
    const raw = [res.headers['set-cookie']].flat().find((h) => h?.startsWith('access_token='));
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/; SameSite=Lax/);
  });

  it('are not Secure outside production (plain http://localhost must still work)', async () => {
    const browser = await signedInAs(t, 'dev@example.com', 'customer');
    expect(browser.jar.has('access_token')).toBe(true);
    const res = await createBrowser(t.app).post('/api/auth/login', {
      email: 'dev@example.com',
      password: TEST_PASSWORD,
    });
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBeFalsy();
  });
});

describe('logout', () => {
  it('ends the session: neither the old access token nor the old refresh token works', async () => {
    const browser = await signedInAs(t, 'leaving@example.com', 'customer');
    const access = browser.cookie('access_token')!;
    const refresh = browser.cookie('refresh_token')!;
    expect((await me(t, access)).statusCode).toBe(200);
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);

    const replay = await me(t, access);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(UNAUTHORIZED);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refresh },
      headers: { 'accept-language': 'en' },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(refreshed.cookies.some((c) => c.name === 'access_token' && c.value)).toBe(false);
  });

  it('on one device leaves the other devices signed in', async () => {
    const phone = await signedInAs(t, 'two-devices@example.com', 'customer');
    const laptop = createBrowser(t.app);
    await laptop.post('/api/auth/login', {
      email: 'two-devices@example.com',
      password: TEST_PASSWORD,
    });
    await phone.post('/api/auth/logout');
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('refresh-token reuse', () => {
  it('revokes the whole family, including tokens issued after the stolen one', async () => {
    const browser = await signedInAs(t, 'stolen@example.com', 'customer');
    const stolen = browser.cookie('refresh_token')!;
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
    const newest = browser.cookie('refresh_token')!;

    const thief = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: stolen },
    });
    expect(thief.statusCode).toBe(401);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: newest },
    });
    expect(owner.statusCode).toBe(401);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('access tokens that are refused with the 401 envelope', () => {
  let valid: string;
  let userId: string;

  beforeAll(async () => {
    const browser = await signedInAs(t, 'holder@example.com', 'customer');
    valid = browser.cookie('access_token')!;
    userId = (await browser.get('/api/auth/me')).json().id;
  });

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

  it('accepts the genuine token (so the refusals below are about the token)', async () => {
    expect((await me(t, valid)).statusCode).toBe(200);
  });

  it('refuses alg:none, with and without the original signature', async () => {
    const [, payload, signature] = valid.split('.');
    const none = b64({ alg: 'none', typ: 'JWT' });
    for (const token of [`${none}.${payload}.`, `${none}.${payload}.${signature}`]) {
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses another algorithm in the header (HS512, RS256) even with our signature', async () => {
    const [, payload, signature] = valid.split('.');
    for (const alg of ['HS512', 'RS256', 'hs256']) {
      const res = await me(t, `${b64({ alg, typ: 'JWT' })}.${payload}.${signature}`);
      expect(res.statusCode, alg).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses a token signed with another key', async () => {
    const claims = claimsOf(valid);
    const forged = signAccessToken(
      { sub: claims.sub, fid: claims.fid },
      'not-the-server-secret-not-the-server-secret',
      900,
    );
    const res = await me(t, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses an expired token signed with the right key', async () => {
    const claims = claimsOf(valid);
    const expired = signAccessToken(
      { sub: claims.sub, fid: claims.fid },
      t.config.sessionSecret!,
      -1,
    );
    const res = await me(t, expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a tampered payload (role set to admin, another user, a later expiry)', async () => {
    const [header, , signature] = valid.split('.');
    const claims = claimsOf(valid);
    const admin = await signedInAs(t, 'the-admin@example.com', 'admin');
    const adminId = (await admin.get('/api/auth/me')).json().id;
    expect(adminId).not.toBe(userId);
    const tampered = [
      { ...claims, role: 'admin' },
      { ...claims, sub: adminId },
      { ...claims, exp: claims.exp + 86_400 },
    ];
    for (const payload of tampered) {
      const token = `${header}.${b64(payload)}.${signature}`;
      const res = await me(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
      const adminCall = await t.app.inject({
        url: '/api/admin/users',
        cookies: { access_token: token },
        headers: { 'accept-language': 'en' },
      });
      expect(adminCall.statusCode).toBe(401);
    }
  });

  it('refuses garbage in the cookie without a 500', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '%%%.%%%.%%%', `${valid.split('.')[0]}..`]) {
      const res = await me(t, token);
      expect(res.statusCode, token).toBe(401);
    }
  });
});
