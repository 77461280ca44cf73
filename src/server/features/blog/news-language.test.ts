import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Browser, guest, insertPost } from './test-fixtures';

/**
 * Decision 052 (issue 24 item 6): the storefront's news in one language shows the posts written
 * in it, once: no "load more" that brings the other language's stories after them, tags and
 * related posts of that language only. Without `language` the API answers as before.
 */

let t: TestApp;
let anonymous: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await guest(t);
  const posts = [
    { slug: 'en-new', language: 'en', daysAgo: 1, tags: 'Solar, storage' },
    { slug: 'ar-new', language: 'ar', daysAgo: 2, tags: 'الطاقة الشمسية, solar' },
    { slug: 'en-old', language: 'en', daysAgo: 3, tags: 'scooters' },
    { slug: 'ar-old', language: 'ar', daysAgo: 4, tags: 'سكوتر' },
  ] as const;
  for (const post of posts) ids[post.slug] = (await insertPost(t, post)).id;
});
afterAll(async () => {
  await t.app.close();
});

const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((p) => p.slug);

describe('news in one language', () => {
  it('lists only the posts written in the asked language, every page', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const res = await anonymous.get(`/api/blogs?language=en&page=${page}&pageSize=1`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 2, totalPages: 2 });
      seen.push(...slugsOf(res.json()));
    }
    expect(seen).toEqual(['en-new', 'en-old']);
    const ar = await anonymous.get('/api/blogs?language=ar&lang=ar');
    expect(slugsOf(ar.json())).toEqual(['ar-new', 'ar-old']);
    // A tag shared across languages finds the asked language's posts only.
    const solar = await anonymous.get('/api/blogs?language=ar&tag=solar');
    expect(slugsOf(solar.json())).toEqual(['ar-new']);
    expect((await anonymous.get('/api/blogs?language=fr')).statusCode).toBe(400);
  });

  it('counts the tags of that language only', async () => {
    const en = (await anonymous.get('/api/blogs/tags?language=en')).json().items as {
      tag: string;
      count: number;
    }[];
    expect(en.map((tag) => tag.tag.toLowerCase()).sort()).toEqual(
      ['scooters', 'solar', 'storage'].sort(),
    );
    expect(en.find((tag) => tag.tag.toLowerCase() === 'solar')?.count).toBe(1);
  });

  it('relates posts of that language only', async () => {
    const res = await anonymous.get(`/api/blogs/${ids['en-new']}/related?language=en`);
    expect(slugsOf(res.json())).toEqual(['en-old']);
    // Without it, as before: shared tags across languages count.
    const all = await anonymous.get(`/api/blogs/${ids['en-new']}/related`);
    expect(slugsOf(all.json())).toContain('ar-new');
  });
});
