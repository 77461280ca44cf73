import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from '../notifications/tables';

export interface SupportPeople {
  adminId: string;
  mona: { id: string; browser: ReturnType<typeof createBrowser> };
  omar: { id: string; browser: ReturnType<typeof createBrowser> };
  admin: ReturnType<typeof createBrowser>;
}

/** One admin and two customers, each signed in through the real login. */
export async function createSupportPeople(t: TestApp): Promise<SupportPeople> {
  const passwordHash = await hashPassword('password1');
  const person = (email: string, firstName: string, lastName: string, role = 'customer') => ({
    email,
    firstName,
    lastName,
    role: role as 'admin' | 'customer',
    passwordHash,
    phone: '01012345678',
    emailConfirmedAt: new Date(),
  });
  const [boss, mona, omar] = await t.database.db
    .insert(users)
    .values([
      person('boss@example.com', 'Hoda', 'Samir', 'admin'),
      person('mona@example.com', 'Mona', 'Adel'),
      person('omar@example.com', 'Omar', 'Fathy'),
    ])
    .returning();
  const signIn = async (email: string, lang = 'en') => {
    const browser = createBrowser(t.app, lang);
    const res = await browser.post('/api/auth/login', { email, password: 'password1' });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
    return browser;
  };
  return {
    adminId: boss.id,
    admin: await signIn(boss.email),
    mona: { id: mona.id, browser: await signIn(mona.email) },
    omar: { id: omar.id, browser: await signIn(omar.email) },
  };
}

/** Support notifications of one user that point at the given link. */
export const supportNotes = (t: TestApp, userId: string, redirectUrl: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'support'),
        eq(notifications.redirectUrl, redirectUrl),
      ),
    );
