import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from './tables';

let t: TestApp;
const sent: MailMessage[] = [];

async function waitForMail(to: string, count = 1): Promise<MailMessage> {
  const until = Date.now() + 10_000;
  for (;;) {
    const mine = sent.filter((m) => m.to === to);
    if (mine.length >= count) return mine[count - 1];
    if (Date.now() > until) throw new Error(`no mail ${count} to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function loggedIn(email: string, password = 'password1') {
  const browser = createBrowser(t.app);
  await browser.get('/api/health');
  expect((await browser.post('/api/auth/login', { email, password })).statusCode).toBe(200);
  return browser;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { APP_URL: 'http://shop.test' },
  });
  // This file counts mails; the SMTP path is covered by auth-flow.test.ts.
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  await t.database.db.insert(users).values({
    email: 'sara@example.com',
    firstName: 'Sara',
    lastName: 'Ibrahim',
    passwordHash: await hashPassword('password1'),
    emailConfirmedAt: new Date(),
  });
});

afterAll(async () => {
  await t.app.close();
});

describe('forgot and reset password', () => {
  it('answers known and unknown e-mails identically', async () => {
    const known = await createBrowser(t.app).post('/api/auth/forgot-password', {
      email: 'sara@example.com',
    });
    const unknown = await createBrowser(t.app).post('/api/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe('If an account exists, a reset link has been sent.');
    await waitForMail('sara@example.com');
    expect(sent.some((m) => m.to === 'nobody@example.com')).toBe(false);
  });

  it('resets with the mailed code once, and ends every session', async () => {
    const session = await loggedIn('sara@example.com');
    const link = new URL((await waitForMail('sara@example.com')).link!);
    expect(link.pathname).toBe('/reset-password');
    const body = {
      userId: link.searchParams.get('userId'),
      code: link.searchParams.get('code'),
      newPassword: 'brand-new-1',
    };
    const reset = await createBrowser(t.app).post('/api/auth/reset-password', body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password has been reset. Please sign in.');
    expect((await session.get('/api/auth/me')).statusCode).toBe(401);

    const twice = await createBrowser(t.app).post('/api/auth/reset-password', {
      ...body,
      newPassword: 'another-1',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Invalid or expired reset link.');
    await loggedIn('sara@example.com', 'brand-new-1');
  });

  it('refuses a wrong code and a short new password', async () => {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sara@example.com'));
    const wrong = await createBrowser(t.app).post('/api/auth/reset-password', {
      userId: user.id,
      code: 'guess',
      newPassword: 'long-enough',
    });
    expect(wrong.statusCode).toBe(400);
    const short = await createBrowser(t.app).post('/api/auth/reset-password', {
      userId: user.id,
      code: 'guess',
      newPassword: '12345',
    });
    expect(short.json().errors).toEqual([
      { field: 'newPassword', messages: ['Password must be at least 6 characters'] },
    ]);
  });
});

describe('profile and password change', () => {
  it('updates name and phone, and ignores nothing silently: unknown fields are refused', async () => {
    const browser = await loggedIn('sara@example.com', 'brand-new-1');
    const res = await browser.patch('/api/auth/me', { firstName: ' Sarah ', phone: '01012345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Sarah',
      phone: '01012345678',
      role: 'customer',
    });
    const sneaky = await browser.patch('/api/auth/me', { role: 'admin', email: 'x@example.com' });
    expect(sneaky.statusCode).toBe(400);
    expect(
      sneaky
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'role']);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sara@example.com'));
    expect(row.role).toBe('customer');
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const other = await loggedIn('sara@example.com', 'brand-new-1');
    const current = await loggedIn('sara@example.com', 'brand-new-1');
    const wrong = await current.post('/api/auth/change-password', {
      currentPassword: 'nope',
      newPassword: 'changed-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', messages: ['The current password is incorrect.'] },
    ]);

    const ok = await current.post('/api/auth/change-password', {
      currentPassword: 'brand-new-1',
      newPassword: 'changed-1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await current.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.get('/api/auth/me')).statusCode).toBe(401);
    expect((await other.post('/api/auth/refresh')).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('rejects a 10 kB name and a short password with field errors, writing nothing', async () => {
    const res = await createBrowser(t.app).post('/api/auth/register', {
      firstName: 'x'.repeat(10_000),
      lastName: 'Ok',
      email: 'long@example.com',
      password: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'firstName', messages: ['Must be at most 100 characters'] },
      { field: 'password', messages: ['Password must be at least 6 characters'] },
    ]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'long@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('answers in Arabic for Arabic callers', async () => {
    const res = await createBrowser(t.app, 'ar').post('/api/auth/login', {
      email: 'not-an-email',
      password: '',
    });
    expect(res.json().errors).toEqual([
      { field: 'email', messages: ['عنوان بريد إلكتروني غير صالح'] },
      { field: 'password', messages: ['هذا الحقل مطلوب'] },
    ]);
  });
});
