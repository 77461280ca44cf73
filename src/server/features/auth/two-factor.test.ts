import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/roles';
import { hashPassword } from '../../lib/passwords';
import { TEST_PASSWORD } from '../../test/accounts';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { recoveryCodes, users } from './tables';
import { totpCode } from './two-factor-secrets';

/**
 * Two-factor sign-in for staff (issue 25, decision 049): enrolment, the code step of the sign-in,
 * recovery codes, replay, the sign-in limits on wrong codes, the challenge, disabling, and the
 * owner rule. Only Date is faked, to move between 30-second TOTP steps.
 */

let t: TestApp;
let address = 0;
/** Each test signs in from its own address, so the per-address limits never cross tests. */
const nextAddress = () => `198.51.100.${++address}`;
const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.app.close();
});

async function account(email: string, role: Role) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: 'Staff',
      lastName: 'Member',
      role,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return row.id;
}

/** A browser on one client address (every call goes out from it). */
function browserAt(app = t.app, ip = nextAddress(), lang = 'en') {
  const browser = createBrowser(app, lang);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    browser.request({ method, url, payload: payload as never, remoteAddress: ip });
  return {
    ...browser,
    ip,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
  };
}
type Browser = ReturnType<typeof browserAt>;

async function signIn(browser: Browser, email: string, rememberMe = false) {
  const res = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD, rememberMe });
  expect(res.statusCode).toBe(200);
  return res;
}

/** Moves the clock to `base + steps` TOTP steps and answers the code of that moment. */
function codeAt(secret: string, base: number, steps: number): string {
  const now = base + steps * STEP;
  vi.setSystemTime(now);
  return totpCode(secret, now);
}

/** A staff member signed in and enrolled; answers their secret, recovery codes and the clock. */
async function enrolled(email: string, role: Role = 'manager') {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The middle of a step, so a request never straddles two.
  const base = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
  vi.setSystemTime(base);
  const userId = await account(email, role);
  const browser = browserAt();
  await signIn(browser, email);
  const setup = await browser.post('/api/auth/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await browser.post('/api/auth/two-factor/enable', {
    code: codeAt(secret, base, 0),
  });
  expect(enable.statusCode).toBe(200);
  return { userId, browser, secret, base, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const sessionCookies = (res: { cookies: { name: string }[] }) =>
  res.cookies.map((c) => c.name).filter((n) => n !== 'XSRF-TOKEN');

describe('enrolment', () => {
  it('stores the secret encrypted, confirms it with a first code and shows ten codes once', async () => {
    const userId = await account('enrol@example.com', 'order_handler');
    const browser = browserAt();
    await signIn(browser, 'enrol@example.com');

    const before = await browser.get('/api/auth/two-factor');
    expect(before.json()).toMatchObject({ enabled: false, pending: false, required: false });

    const setup = await browser.post('/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/GreenVolt:enrol%40example\.com\?/);
    expect(uri).toContain('issuer=GreenVolt');
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg /);

    // Not in clear, and not even recognisable.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row.totpSecret).toBeTruthy();
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpEnabledAt).toBeNull();
    expect((await browser.get('/api/auth/two-factor')).json()).toMatchObject({ pending: true });

    const wrong = await browser.post('/api/auth/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      {
        field: 'code',
        messages: ['The code is not correct. Check your authenticator app and try again.'],
      },
    ]);
    const malformed = await browser.post('/api/auth/two-factor/enable', { code: '12ab' });
    expect(malformed.json().errors[0]).toEqual({
      field: 'code',
      messages: ['Enter the 6-digit code'],
    });

    // Arabic-Indic digits are the same digits.
    const code = totpCode(secret)
      .split('')
      .map((d) => String.fromCharCode(0x0660 + Number(d)))
      .join('');
    const enable = await browser.post('/api/auth/two-factor/enable', { code });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);

    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.some((s) => s.codeHash.includes(c))).toBe(false);

    const status = (await browser.get('/api/auth/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    // Set up again only after turning it off.
    expect((await browser.post('/api/auth/two-factor/setup')).statusCode).toBe(409);

    const entries = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityId, userId));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'user.two_factor_enabled',
      'user.two_factor_setup_started',
    ]);
    expect(entries[0].actor).toBe('enrol@example.com');
  });

  it('is for staff: a customer cannot set it up', async () => {
    await account('shopper@example.com', 'customer');
    const browser = browserAt();
    await signIn(browser, 'shopper@example.com');
    const res = await browser.post('/api/auth/two-factor/setup');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Two-step verification is for staff accounts.');
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, sets no cookie, then signs in exactly as a login does', async () => {
    const { secret, base } = await enrolled('code@example.com');
    const browser = browserAt();
    const first = await signIn(browser, 'code@example.com', true);
    expect(first.json()).toEqual({
      success: true,
      message: 'Enter the 6-digit code from your authenticator app.',
      twoFactorRequired: true,
      challenge: expect.any(String),
    });
    expect(sessionCookies(first)).toEqual([]);
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);

    const second = await browser.post('/api/auth/login/two-factor', {
      challenge: first.json().challenge,
      code: codeAt(secret, base, 1),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      message: 'Login successful!',
      user: expect.objectContaining({ email: 'code@example.com', role: 'manager' }),
    });
    expect(sessionCookies(second).sort()).toEqual(['access_token', 'logged_in', 'refresh_token']);
    // Remember-me of the first step is kept.
    const refresh = second.cookies.find((c) => c.name === 'refresh_token')!;
    expect(refresh.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await browser.get('/api/auth/me')).json().email).toBe('code@example.com');
  });

  it('refuses a code used before (same time step), and a spent or late challenge', async () => {
    const { secret, base } = await enrolled('replay@example.com');
    const browser = browserAt();
    const code = codeAt(secret, base, 1);
    const first = await signIn(browser, 'replay@example.com');
    const done = await browser.post('/api/auth/login/two-factor', {
      challenge: first.json().challenge,
      code,
    });
    expect(done.statusCode).toBe(200);

    // The same code again, on a fresh challenge: refused.
    const again = await signIn(browserAt(), 'replay@example.com');
    const replay = await browser.post('/api/auth/login/two-factor', {
      challenge: again.json().challenge,
      code,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This code was already used. Wait for the next code in your app.',
    );
    // The code enrolment used (an earlier step) is refused too.
    const older = await browser.post('/api/auth/login/two-factor', {
      challenge: again.json().challenge,
      code: totpCode(secret, base),
    });
    expect(older.statusCode).toBe(401);

    // A challenge completes one sign-in only.
    const spent = await browser.post('/api/auth/login/two-factor', {
      challenge: first.json().challenge,
      code: codeAt(secret, base, 2),
    });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().code).toBe('TWO_FACTOR_EXPIRED');

    // 5 minutes later the challenge is over.
    const late = await signIn(browserAt(), 'replay@example.com');
    const lateCode = codeAt(secret, base, 12);
    const expired = await browser.post('/api/auth/login/two-factor', {
      challenge: late.json().challenge,
      code: lateCode,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'TWO_FACTOR_EXPIRED',
      message:
        'The sign-in took too long or was already completed. Please enter your email and password again.',
    });
    // A forged or edited challenge is no challenge.
    const [payload] = again.json().challenge.split('.');
    const forged = await browser.post('/api/auth/login/two-factor', {
      challenge: `${payload}.AAAA`,
      code: lateCode,
    });
    expect(forged.json().code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes: codes, browser: owner } = await enrolled('recover@example.com');
    const browser = browserAt();
    const first = await signIn(browser, 'recover@example.com');
    const used = await browser.post('/api/auth/login/two-factor', {
      challenge: first.json().challenge,
      recoveryCode: codes[3].toUpperCase().replace('-', ' '),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().user.email).toBe('recover@example.com');

    const again = await signIn(browserAt(), 'recover@example.com');
    const reuse = await browser.post('/api/auth/login/two-factor', {
      challenge: again.json().challenge,
      recoveryCode: codes[3],
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('This recovery code is not correct or was already used.');
    expect((await owner.get('/api/auth/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes like wrong passwords, and the password does not reset the count', async () => {
    const { secret, base } = await enrolled('guess@example.com');
    const browser = browserAt();
    const challenge = async () => (await signIn(browser, 'guess@example.com')).json().challenge;
    let current = await challenge();
    for (let i = 1; i <= 5; i += 1) {
      // A new password step halfway: the pair's failures stay.
      if (i === 3) current = await challenge();
      const res = await browser.post('/api/auth/login/two-factor', {
        challenge: current,
        code: '123456',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'The code is not correct. Check your authenticator app and try again.',
      );
    }
    const locked = await browser.post('/api/auth/login/two-factor', {
      challenge: current,
      code: codeAt(secret, base, 1),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not locked out (decision 040): the owner still gets in.
    const elsewhere = browserAt();
    const ok = await elsewhere.post('/api/auth/login/two-factor', {
      challenge: (await signIn(elsewhere, 'guess@example.com')).json().challenge,
      code: codeAt(secret, base, 2),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('leaves customers and staff without two-factor exactly as before', async () => {
    await account('plain@example.com', 'customer');
    const browser = browserAt();
    const res = await signIn(browser, 'plain@example.com');
    expect(res.json()).toEqual({
      success: true,
      message: 'Login successful!',
      user: expect.objectContaining({ email: 'plain@example.com', role: 'customer' }),
    });
    expect(sessionCookies(res).sort()).toEqual(['access_token', 'logged_in', 'refresh_token']);
  });
});

describe('managing two-factor', () => {
  it('regenerates the recovery codes for a current code: the old ones stop working', async () => {
    const {
      browser,
      secret,
      base,
      recoveryCodes: old,
      userId,
    } = await enrolled('regen@example.com');
    const wrong = await browser.post('/api/auth/two-factor/recovery-codes', { code: '111111' });
    expect(wrong.statusCode).toBe(400);
    const res = await browser.post('/api/auth/two-factor/recovery-codes', {
      code: codeAt(secret, base, 1),
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);

    const signing = browserAt();
    const challenge = (await signIn(signing, 'regen@example.com')).json().challenge;
    const stale = await signing.post('/api/auth/login/two-factor', {
      challenge,
      recoveryCode: old[0],
    });
    expect(stale.statusCode).toBe(401);
    const ok = await signing.post('/api/auth/login/two-factor', {
      challenge,
      recoveryCode: fresh[0],
    });
    expect(ok.statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.recovery_codes_regenerated'));
    expect(entry).toMatchObject({ entityId: userId, after: { recoveryCodesLeft: 10 } });
  });

  it('turns it off for the password and a code; the sign-in is one step again', async () => {
    const { browser, secret, base } = await enrolled('off@example.com');
    const wrongPassword = await browser.post('/api/auth/two-factor/disable', {
      password: 'not-my-password',
      code: codeAt(secret, base, 1),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors[0].field).toBe('password');
    const missing = await browser.post('/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    const res = await browser.post('/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
      code: codeAt(secret, base, 2),
    });
    expect(res.statusCode).toBe(200);
    expect((await browser.get('/api/auth/two-factor')).json()).toMatchObject({
      enabled: false,
      pending: false,
    });
    const again = await signIn(browserAt(), 'off@example.com');
    expect(again.json().user.email).toBe('off@example.com');
  });
});

describe('the owner rule (REQUIRE_OWNER_TWO_FACTOR)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ config: { REQUIRE_OWNER_TWO_FACTOR: 'true' } });
  });
  afterAll(async () => {
    await strict.app.close();
  });

  async function strictAccount(email: string, role: Role) {
    await strict.database.db.insert(users).values({
      email,
      firstName: 'S',
      lastName: 'T',
      role,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
    });
    const browser = browserAt(strict.app);
    await signIn(browser, email);
    return browser;
  }

  it('shuts the admin to an owner who has not enrolled, until they do', async () => {
    const owner = await strictAccount('owner@example.com', 'admin');
    const blocked = await owner.get('/api/admin/users');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Set up two-step verification to use the admin: the shop requires it for its owner.',
    });
    // Their own account stays reachable, to enrol.
    expect((await owner.get('/api/auth/me')).statusCode).toBe(200);
    expect((await owner.get('/api/auth/two-factor')).json()).toMatchObject({
      required: true,
      enabled: false,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    const base = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    const { secret } = (await owner.post('/api/auth/two-factor/setup')).json();
    const enabled = await owner.post('/api/auth/two-factor/enable', {
      code: codeAt(secret, base, 0),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await owner.get('/api/admin/users')).statusCode).toBe(200);

    // And it cannot be turned off while the rule holds.
    const off = await owner.post('/api/auth/two-factor/disable', {
      password: TEST_PASSWORD,
      code: codeAt(secret, base, 1),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(
      'The shop requires two-step verification for its owner, so it cannot be turned off.',
    );
  });

  it('asks nothing of other staff or customers', async () => {
    const manager = await strictAccount('manager@example.com', 'manager');
    expect((await manager.get('/api/auth/two-factor')).json().required).toBe(false);
    expect((await manager.get('/api/admin/users')).statusCode).not.toBe(403);
    const customer = await strictAccount('buyer@example.com', 'customer');
    expect((await customer.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('answers in Arabic too', async () => {
    await strict.database.db.insert(users).values({
      email: 'malek@example.com',
      firstName: 'م',
      lastName: 'ك',
      role: 'admin',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
    });
    const browser = browserAt(strict.app, nextAddress(), 'ar');
    await signIn(browser, 'malek@example.com');
    const res = await browser.get('/api/admin/users');
    expect(res.json().message).toBe(
      'فعّل التحقق بخطوتين لاستخدام لوحة الإدارة: يشترطه المتجر لمالكه.',
    );
  });
});
