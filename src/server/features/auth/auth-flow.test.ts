import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailLink, mailText, startSmtpServer } from '../../test/mail';
import { refreshTokens, users } from './tables';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const newUser = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'Mona.Adel@Example.com ',
  password: 'secret-one',
};

async function confirmedUser(email: string, role: 'admin' | 'customer' = 'customer') {
  await t.database.db.insert(users).values({
    email,
    firstName: role === 'admin' ? 'Admin' : 'Karim',
    lastName: 'Test',
    passwordHash: await hashPassword('password1'),
    role,
    emailConfirmedAt: new Date(),
  });
}

async function loggedIn(email: string, rememberMe = false) {
  const browser = createBrowser(t.app);
  await browser.get('/api/health'); // picks up the XSRF cookie like a first page view
  const res = await browser.post('/api/auth/login', { email, password: 'password1', rememberMe });
  expect(res.statusCode).toBe(200);
  return browser;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { SMTP_URL: smtp.url, APP_URL: 'http://shop.test' },
    extend(app) {
      app.post('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
    },
  });
  await confirmedUser('karim@example.com');
  await confirmedUser('boss@example.com', 'admin');
});

afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

describe('register → confirm → login', () => {
  it('registers, mails a working confirmation link over SMTP, and only then lets the user in', async () => {
    const browser = createBrowser(t.app);
    const registered = await browser.post('/api/auth/register', newUser);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe(
      'We sent you a confirmation email. Please verify your email to sign in.',
    );

    const early = await browser.post('/api/auth/login', {
      email: 'mona.adel@example.com',
      password: 'secret-one',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      hint: 'Check your inbox for the confirmation link, or request a new one.',
    });

    const mail = await smtp.waitForMail('mona.adel@example.com');
    expect(mail.raw).toMatch(/Subject: Confirm your email address/);
    const link = mailLink(mail.raw, '/confirm-email');
    expect(link.origin).toBe('http://shop.test');
    const confirm = await browser.post(`/api/auth/confirm-email${link.search}`);
    expect(confirm.statusCode).toBe(200);

    // The same link again: already confirmed, sign in (issue 24 item 11); still single-use.
    const again = await browser.post(`/api/auth/confirm-email${link.search}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_CONFIRMED',
      message: 'Your e-mail address is already confirmed. Please sign in.',
    });
    // A wrong code for the same account is still just invalid.
    const wrong = new URLSearchParams(link.search);
    wrong.set('code', 'not-the-code');
    const guessed = await browser.post(`/api/auth/confirm-email?${wrong}`);
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().message).toBe('Invalid or expired confirmation link.');

    const login = await browser.post('/api/auth/login', {
      email: 'MONA.ADEL@example.com',
      password: 'secret-one',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      message: 'Login successful!',
      user: { firstName: 'Mona', role: 'customer' },
    });
    const me = await browser.get('/api/auth/me');
    expect(me.json()).toMatchObject({ email: 'mona.adel@example.com', firstName: 'Mona' });
  });

  // Decision 025: a taken address answers like a new one; the owner learns it by mail instead.
  it('makes no second account for the same e-mail in any letter case, and mails the owner', async () => {
    const before = smtp.mails.length;
    const res = await createBrowser(t.app).post('/api/auth/register', {
      ...newUser,
      email: 'MONA.adel@example.COM',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'We sent you a confirmation email. Please verify your email to sign in.',
    });
    const accounts = await t.database.db.select({ email: users.email }).from(users);
    expect(accounts.filter((a) => a.email.toLowerCase() === 'mona.adel@example.com')).toHaveLength(
      1,
    );
    await expect
      .poll(() => smtp.mails.slice(before).find((m) => m.to === 'mona.adel@example.com'))
      .toBeTruthy();
    const mail = smtp.mails.slice(before).find((m) => m.to === 'mona.adel@example.com')!;
    expect(mail.raw).toMatch(/Subject: You already have an account/);
    expect(mailText(mail.raw)).toContain('http://shop.test/login');
  });

  it('mails the confirmation in the language of the request', async () => {
    const res = await createBrowser(t.app, 'ar').post('/api/auth/register', {
      ...newUser,
      email: 'nour@example.com',
    });
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const mail = await smtp.waitForMail('nour@example.com');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/); // encoded Arabic subject
    expect(mailLink(mail.raw, '/confirm-email').searchParams.get('userId')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('answers wrong passwords and unknown e-mails identically', async () => {
    const browser = createBrowser(t.app);
    const wrong = await browser.post('/api/auth/login', {
      email: 'karim@example.com',
      password: 'nope-nope',
    });
    const unknown = await browser.post('/api/auth/login', {
      email: 'ghost@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });
});

describe('session cookies and refresh', () => {
  it('sets httpOnly access and refresh cookies, a readable logged_in and XSRF cookie', async () => {
    const browser = createBrowser(t.app);
    const res = await browser.post('/api/auth/login', {
      email: 'karim@example.com',
      password: 'password1',
      rememberMe: true,
    });
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName.access_token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(byName.access_token.maxAge).toBeLessThanOrEqual(15 * 60);
    expect(byName.refresh_token).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      maxAge: 30 * 24 * 3600,
    });
    expect(byName.logged_in).toMatchObject({ value: '1' });
    expect(byName.logged_in.httpOnly).toBeFalsy();
    expect(byName['XSRF-TOKEN'].httpOnly).toBeFalsy();
  });

  it('keeps a session cookie without remember-me', async () => {
    const res = await createBrowser(t.app).post('/api/auth/login', {
      email: 'karim@example.com',
      password: 'password1',
    });
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(refresh.maxAge).toBeUndefined();
    expect(refresh.expires).toBeUndefined();
  });

  it('rotates the refresh token; reusing the old one revokes the whole family', async () => {
    const browser = await loggedIn('karim@example.com');
    const stolen = browser.cookie('refresh_token')!;
    const rotated = await browser.post('/api/auth/refresh');
    expect(rotated.statusCode).toBe(200);
    expect(browser.cookie('refresh_token')).not.toBe(stolen);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);

    const thief = createBrowser(t.app);
    const reuse = await thief.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: stolen },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false });

    // The legitimate holder is signed out too: the family is revoked, access token included.
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('logout revokes the session and clears all four cookies', async () => {
    const browser = await loggedIn('karim@example.com');
    const access = browser.cookie('access_token')!;
    const res = await browser.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies
      .filter((c) => c.value === '' || c.maxAge === 0)
      .map((c) => c.name)
      .sort();
    expect(cleared).toEqual(['XSRF-TOKEN', 'access_token', 'logged_in', 'refresh_token']);
    const replay = await t.app.inject({ url: '/api/auth/me', cookies: { access_token: access } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses tampered and alg:none access tokens', async () => {
    const browser = await loggedIn('karim@example.com');
    const [, payload] = browser.cookie('access_token')!.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [none, `${browser.cookie('access_token')!}x`]) {
      const res = await t.app.inject({
        url: '/api/auth/me',
        cookies: { access_token: token },
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('You must be logged in to perform this action');
    }
  });
});

describe('guards and CSRF', () => {
  it('answers guests 401, customers 403 and admins 200 on an admin route', async () => {
    const guest = createBrowser(t.app);
    await guest.get('/api/health');
    expect((await guest.post('/api/test/admin-only')).statusCode).toBe(401);
    const customer = await loggedIn('karim@example.com');
    const forbidden = await customer.post('/api/test/admin-only');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You do not have permission to perform this action.');
    expect(
      (await (await loggedIn('boss@example.com')).post('/api/test/admin-only')).statusCode,
    ).toBe(200);
  });

  it('goes by the role in the database, not the one in the session', async () => {
    const browser = await loggedIn('boss@example.com');
    await t.database.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.email, 'boss@example.com'));
    expect((await browser.post('/api/test/admin-only')).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'boss@example.com'));
  });

  it('requires X-XSRF-TOKEN equal to the cookie on state-changing calls', async () => {
    const browser = await loggedIn('karim@example.com');
    const missing = await browser.request({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { firstName: 'X' },
      xsrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'CSRF' });
    const wrong = await browser.request({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { firstName: 'X' },
      headers: { 'x-xsrf-token': 'forged' },
      xsrf: false,
    });
    expect(wrong.statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'karim@example.com'));
    expect(row.firstName).toBe('Karim');
  });

  it('stores refresh tokens hashed, never as sent', async () => {
    const browser = await loggedIn('karim@example.com');
    const token = browser.cookie('refresh_token')!;
    const rows = await t.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((r) => r.hash === token)).toBe(false);
  });
});
