import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';

export const PASSWORD = 'password1';
type Browser = ReturnType<typeof createBrowser>;

let hash: Promise<string> | undefined;
const passwordHash = () => {
  hash ??= hashPassword(PASSWORD);
  return hash;
};

/** A confirmed account (unless told otherwise) with the test password. */
export async function createUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> & { email: string },
): Promise<typeof users.$inferSelect> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      role: 'customer',
      emailConfirmedAt: new Date(),
      ...values,
      passwordHash: await passwordHash(),
    })
    .returning();
  return row;
}

/** Signs in through the real login; fails the test when the login does. */
export async function signIn(t: TestApp, email: string, lang = 'en'): Promise<Browser> {
  const browser = createBrowser(t.app, lang);
  const res = await browser.post('/api/auth/login', { email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return browser;
}

/** PUT through the browser (the test client has no shortcut for it). */
export const put = (browser: Browser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as never });
