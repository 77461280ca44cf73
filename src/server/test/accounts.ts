import type { Role } from '../../shared/roles';
import { users } from '../features/auth/tables';
import { hashPassword } from '../lib/passwords';
import { createBrowser } from './client';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'password1';

/** Creates a confirmed account with the given role and answers a browser signed in as it. */
export async function signedInAs(
  t: TestApp,
  email: string,
  role: Role,
  lang = 'en',
): Promise<ReturnType<typeof createBrowser>> {
  await t.database.db.insert(users).values({
    email,
    firstName: role,
    lastName: 'T',
    role,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailConfirmedAt: new Date(),
  });
  const browser = createBrowser(t.app, lang);
  const res = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.body}`);
  return browser;
}
