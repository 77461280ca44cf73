// Shared by the news and FAQ API tests; not loaded by the app.
import { expect } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { blogPosts } from './tables';

export type Browser = ReturnType<typeof createBrowser>;

/** A signed-in browser of a new confirmed account with the given role. */
export async function signedIn(
  t: TestApp,
  email: string,
  role: 'admin' | 'customer',
  lang = 'en',
): Promise<Browser> {
  await t.database.db.insert(users).values({
    email,
    firstName: role,
    lastName: 'T',
    role,
    passwordHash: await hashPassword('password1'),
    emailConfirmedAt: new Date(),
  });
  const browser = createBrowser(t.app, lang);
  const res = await browser.post('/api/auth/login', { email, password: 'password1' });
  expect(res.statusCode).toBe(200);
  return browser;
}

/** A guest browser that holds the XSRF cookie, as after a first page view. */
export async function guest(t: TestApp, lang = 'en'): Promise<Browser> {
  const browser = createBrowser(t.app, lang);
  await browser.get('/api/health');
  return browser;
}

/** The body of POST/PUT /api/admin/blogs. */
export const postInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Solar storage basics',
  content: 'Batteries **store** energy.\n\nSecond paragraph.',
  author: 'Eng. Mona',
  tags: 'solar, storage',
  language: 'en',
  status: 'published',
  ...overrides,
});

/** A post written straight to the database (published `daysAgo` days ago unless a draft). */
export async function insertPost(
  t: TestApp,
  values: Partial<typeof blogPosts.$inferInsert> & { slug: string; daysAgo?: number },
) {
  const { daysAgo = 1, ...rest } = values;
  const status = rest.status ?? 'published';
  const [row] = await t.database.db
    .insert(blogPosts)
    .values({
      title: rest.slug,
      content: `Content of ${rest.slug}`,
      author: 'Team',
      language: 'en',
      publishedAt: status === 'published' ? new Date(Date.now() - daysAgo * 86_400_000) : null,
      ...rest,
      status,
    })
    .returning();
  return row;
}
