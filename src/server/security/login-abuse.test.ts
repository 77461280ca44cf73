import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientOf } from '../features/auth/lockout';
import { users } from '../features/auth/tables';
import { hashPassword } from '../lib/passwords';
import { TEST_PASSWORD } from '../test/accounts';
import { createBrowser } from '../test/client';
import { createSiblingApp, createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 25, the outside test's login findings (decision 040): password spraying from one address,
 * an outsider locking the owner out, and guessing through change-password. Per-(address,
 * account) lockout basics: lockout.test.ts.
 */
const ADDRESS_CAP = 20;
let t: TestApp;

const RATE_LIMITED = {
  success: false,
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please wait a moment and try again.',
};
const LOCKED = {
  success: false,
  code: 'ACCOUNT_LOCKED',
  message:
    'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.',
};

async function account(email: string) {
  await t.database.db.insert(users).values({
    email,
    firstName: 'Owner',
    lastName: 'T',
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailConfirmedAt: new Date(),
  });
}

const login = (
  remoteAddress: string,
  email: string,
  password = 'wrong-password',
  app: TestApp = t,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'accept-language': 'en' },
    payload: { email, password },
  });

beforeAll(async () => {
  // The per-IP-and-e-mail limit stays generous here: the cap checked is the one per address.
  t = await createTestApp({ rateLimits: { loginFailures: ADDRESS_CAP } });
  t.app.ctx.mailer.send = async () => {};
});

afterAll(async () => {
  await t?.app.close();
});

describe('password spraying: failed sign-ins are capped per address, whatever the e-mail', () => {
  it('refuses the 21st failure in 15 minutes from one address with the rate-limit answer', async () => {
    const sprayer = '203.0.113.10';
    await account('sprayed@example.com');
    for (let i = 0; i < ADDRESS_CAP; i++) {
      expect((await login(sprayer, `victim-${i}@example.com`)).statusCode, `try ${i}`).toBe(401);
    }
    const refused = await login(sprayer, 'victim-next@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Not even a right password is looked at from there now…
    expect((await login(sprayer, 'sprayed@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    // …while other addresses are not affected.
    expect((await login('203.0.113.11', 'victim-next@example.com')).statusCode).toBe(401);
    expect((await login('203.0.113.12', 'sprayed@example.com', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('counts failures only: a right password from the address is not one', async () => {
    const office = '203.0.113.20';
    await account('colleague@example.com');
    for (let i = 0; i < ADDRESS_CAP - 1; i++) {
      expect((await login(office, `typo-${i}@example.com`)).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await login(office, 'colleague@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect((await login(office, 'typo-last@example.com')).statusCode).toBe(401);
    expect((await login(office, 'typo-more@example.com')).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 network as one address', async () => {
    expect(clientOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientOf('192.0.2.1')).toBe('192.0.2.1');
    for (let i = 0; i < ADDRESS_CAP; i++) {
      expect((await login(`2001:db8:7:7::${i + 1}`, `v6-${i}@example.com`)).statusCode).toBe(401);
    }
    expect((await login('2001:db8:7:7::ffff', 'v6-next@example.com')).statusCode).toBe(429);
    expect((await login('2001:db8:7:8::1', 'v6-next@example.com')).statusCode).toBe(401);
  });
});

describe('lockout abuse: an outsider cannot lock the owner out', () => {
  it('locks the guessing address only: the owner signs in from theirs, again and again', async () => {
    const attacker = '198.51.100.66';
    await account('admin-owner@example.com');
    for (let round = 0; round < 2; round++) {
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push((await login(attacker, 'admin-owner@example.com')).statusCode);
      // The first round spends the attacker's 5 failures; after that the pair stays locked.
      expect(codes).toEqual(round === 0 ? [401, 401, 401, 401, 401, 429] : Array(6).fill(429));
      const theirs = await login(attacker, 'admin-owner@example.com', TEST_PASSWORD);
      expect(theirs.statusCode).toBe(429);
      expect(theirs.json()).toEqual(LOCKED);
      const owner = await login('192.0.2.44', 'admin-owner@example.com', TEST_PASSWORD);
      expect(owner.statusCode).toBe(200);
    }
  });

  it('brakes an account under attack from many addresses without locking it', async () => {
    await account('besieged@example.com');
    // A botnet: 10 addresses, one guess each.
    for (let i = 0; i < 10; i++) {
      expect((await login(`198.18.0.${i + 1}`, 'besieged@example.com')).statusCode).toBe(401);
    }
    // Now an address gets 1 failure on this account instead of 5…
    const bot = '198.18.1.1';
    expect((await login(bot, 'besieged@example.com')).statusCode).toBe(401);
    expect((await login(bot, 'besieged@example.com')).statusCode).toBe(429);
    expect((await login(bot, 'besieged@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    // …and the owner, from an address that has not failed, still signs in.
    expect((await login('192.0.2.45', 'besieged@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    // Another account is not braked by it: 5 failures before the lock.
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(bot, 'calm@example.com')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('change-password: wrong current passwords are limited like sign-ins', () => {
  it('locks after 5 wrong current passwords, ends the session, and counts toward sign-in', async () => {
    const address = '192.0.2.80';
    await account('changer@example.com');
    const browser = createBrowser(t.app);
    const signIn = await browser.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: 'changer@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const change = (currentPassword: string) =>
      browser.request({
        method: 'POST',
        url: '/api/auth/change-password',
        remoteAddress: address,
        payload: { currentPassword, newPassword: 'a-better-password-1' },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change(`guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        { field: 'currentPassword', messages: ['The current password is incorrect.'] },
      ]);
    }
    const locked = await change(TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A session that keeps guessing its own password is not the owner's: it is over.
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    // The same counters as sign-in: this address is locked out of the account…
    expect((await login(address, 'changer@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    // …the owner elsewhere is not, and the password did not change.
    expect((await login('192.0.2.81', 'changer@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords toward the per-address cap too', async () => {
    const address = '192.0.2.90';
    await account('capped@example.com');
    const browser = createBrowser(t.app);
    await browser.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: 'capped@example.com', password: TEST_PASSWORD },
    });
    for (let i = 0; i < ADDRESS_CAP - 1; i++) {
      expect((await login(address, `someone-${i}@example.com`)).statusCode).toBe(401);
    }
    const last = await browser.request({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: address,
      payload: { currentPassword: 'not-it', newPassword: 'a-better-password-1' },
    });
    expect(last.statusCode).toBe(400);
    const capped = await browser.request({
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress: address,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-better-password-1' },
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual(RATE_LIMITED);
  });
});

// Several instances share one PostgreSQL database: the per-address cap must be shared too.
describe.runIf(Boolean(inject('postgres')))('the per-address cap across two instances', () => {
  let sibling: TestApp;

  beforeAll(async () => {
    sibling = await createSiblingApp(t);
  });

  afterAll(async () => {
    await sibling?.app.close();
  });

  it('counts failures on either instance and refuses on both', async () => {
    const sprayer = '203.0.113.99';
    for (let i = 0; i < ADDRESS_CAP; i++) {
      const app = i % 2 ? sibling : t;
      expect((await login(sprayer, `shared-${i}@example.com`, 'wrong', app)).statusCode).toBe(401);
    }
    expect((await login(sprayer, 'shared-x@example.com', 'wrong', t)).statusCode).toBe(429);
    expect((await login(sprayer, 'shared-y@example.com', 'wrong', sibling)).statusCode).toBe(429);
  });
});
