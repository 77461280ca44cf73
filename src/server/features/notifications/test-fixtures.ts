// Shared by the notification tests; not loaded by the app.
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from './tables';

let passwordHash: string | undefined;

/** A confirmed account; `signIn` also logs a browser in as that user. */
export async function createUser(
  t: TestApp,
  email: string,
  role: 'admin' | 'customer' = 'customer',
): Promise<string> {
  passwordHash ??= await hashPassword('password1');
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: email.split('@')[0],
      lastName: 'Test',
      role,
      passwordHash,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return user.id;
}

export async function signIn(t: TestApp, email: string, lang = 'en') {
  const browser = createBrowser(t.app, lang);
  const res = await browser.post('/api/auth/login', { email, password: 'password1' });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.body}`);
  return browser;
}

/** A notification row `minutesAgo` old, written straight to the table. */
export const noteRow = (userId: string, title: string, minutesAgo: number, read = false) => ({
  userId,
  type: 'order' as const,
  titleAr: `عنوان ${title}`,
  titleEn: title,
  messageAr: 'رسالة',
  messageEn: 'Message',
  redirectUrl: '/orders',
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
  readAt: read ? new Date(Date.now() - minutesAgo * 30_000) : null,
});

export async function insertNotes(t: TestApp, rows: ReturnType<typeof noteRow>[]) {
  return t.database.db.insert(notifications).values(rows).returning({ id: notifications.id });
}

export const draft = (title: string) => ({
  type: 'system' as const,
  titleAr: `عنوان ${title}`,
  titleEn: title,
  messageAr: 'رسالة',
  messageEn: 'Message',
  redirectUrl: '/notifications',
});
