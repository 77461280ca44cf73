import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../features/auth/tables';
import { rateLimits } from '../features/rate-limits/tables';
import type { MailMessage } from '../lib/mailer';
import { hashPassword } from '../lib/passwords';
import { TEST_PASSWORD } from '../test/accounts';
import { createSiblingApp, createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 10: lockout (decision 025), per (address, account) since issue 25 (decision 040): every
 * attempt here comes from one client address, the guesser's. That the owner still gets in from
 * another address, the per-address cap and the account brake: login-abuse.test.ts. The per-IP
 * login rate limit stays as it was (auth-limits.test.ts; two-instances.test.ts shares it).
 */
let t: TestApp;
const sent: MailMessage[] = [];

const LOCKED = {
  en: 'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.',
  ar: 'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. حاول مرة أخرى بعد 15 دقيقة أو أعد تعيين كلمة المرور.',
};

async function account(email: string) {
  await t.database.db.insert(users).values({
    email,
    firstName: 'L',
    lastName: 'T',
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailConfirmedAt: new Date(),
  });
}

// The guesser's address: the lock is per (address, account) (decision 040).
const GUESSER = '198.51.100.7';
const login = (
  email: string,
  password: string,
  lang = 'en',
  app: TestApp = t,
  remoteAddress = GUESSER,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'accept-language': lang },
    payload: { email, password },
  });

async function fail(email: string, times: number, app: TestApp = t) {
  const codes = [];
  for (let i = 0; i < times; i++)
    codes.push((await login(email, 'wrong-password', 'en', app)).statusCode);
  return codes;
}

/** The lock ends 15 minutes after it began: moved back in time instead of waiting. */
const expireLocks = () =>
  t.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, 'login-lockout|%'));

beforeAll(async () => {
  t = await createTestApp({ config: { APP_URL: 'http://shop.test' } });
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
});

afterAll(async () => {
  await t?.app.close();
});

describe('per-account lockout', () => {
  it('locks after 5 failures: even the right password is refused, with a clear 429', async () => {
    await account('locked@example.com');
    expect(await fail('locked@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const right = await login('locked@example.com', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, code: 'ACCOUNT_LOCKED', message: LOCKED.en });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(right.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    const arabic = await login('locked@example.com', TEST_PASSWORD, 'ar');
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toBe(LOCKED.ar);
    // Letter case and spaces do not make another account.
    expect((await login(' LOCKED@Example.com ', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lasts 15 minutes, then the right password works again', async () => {
    await account('waits@example.com');
    await fail('waits@example.com', 6);
    expect((await login('waits@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    const [row] = await t.database.db
      .select({ left: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))` })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`login-lockout|waits@example.com|${GUESSER}`}`);
    // Counted from the failure that locked it; attempts during the lock do not extend it.
    expect(Number(row.left)).toBeGreaterThan(14 * 60);
    expect(Number(row.left)).toBeLessThanOrEqual(15 * 60);
    await expireLocks();
    expect((await login('waits@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts consecutive failures only: a successful sign-in starts the count again', async () => {
    await account('forgetful@example.com');
    expect(await fail('forgetful@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await login('forgetful@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect(await fail('forgetful@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await login('forgetful@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures within 15 minutes: older ones are forgotten', async () => {
    await account('slow@example.com');
    await fail('slow@example.com', 4);
    await expireLocks(); // the window of the first failure has passed
    expect(await fail('slow@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await login('slow@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, with the same answer', async () => {
    await account('real@example.com');
    expect(await fail('ghost@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    await fail('real@example.com', 5);
    const ghost = await login('ghost@example.com', 'anything-at-all');
    const real = await login('real@example.com', 'anything-at-all');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.body).toBe(real.body);
  });

  it('is unlocked by a completed password reset', async () => {
    await account('resets@example.com');
    await fail('resets@example.com', 5);
    expect((await login('resets@example.com', TEST_PASSWORD)).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'resets@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const link = await (async () => {
      for (let i = 0; i < 200; i++) {
        const mail = sent.find((m) => m.to === 'resets@example.com');
        if (mail?.link) return new URL(mail.link);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('no reset mail');
    })();
    // Only asking for the link does not unlock: anyone can ask for it.
    expect((await login('resets@example.com', TEST_PASSWORD)).statusCode).toBe(429);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        newPassword: 'a-new-password',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('resets@example.com', 'a-new-password')).statusCode).toBe(200);
  });

  it('holds against parallel guesses: no more than 5 reach the password check', async () => {
    await account('burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login('burst@example.com', 'wrong-password')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('leaves other accounts alone', async () => {
    await account('neighbour@example.com');
    await fail('noisy@example.com', 6);
    expect((await login('neighbour@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

// Several instances share one PostgreSQL database: the count must be shared too.
describe.runIf(Boolean(inject('postgres')))('lockout across two instances', () => {
  let sibling: TestApp;

  beforeAll(async () => {
    sibling = await createSiblingApp(t);
  });

  afterAll(async () => {
    await sibling?.app.close();
  });

  it('counts failures on either instance and locks on both', async () => {
    await account('shared@example.com');
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await login('shared@example.com', 'wrong', 'en', i % 2 ? sibling : t)).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    expect((await login('shared@example.com', TEST_PASSWORD, 'en', t)).statusCode).toBe(429);
    expect((await login('shared@example.com', TEST_PASSWORD, 'en', sibling)).statusCode).toBe(429);
  });
});
