import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Browser, guest, insertPost, signedIn } from './test-fixtures';

let t: TestApp;
let admin: Browser;
let customer: Browser;
let anonymous: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@example.com', 'admin');
  customer = await signedIn(t, 'customer@example.com', 'customer');
  anonymous = await guest(t);
  // Newest first within each language: en-new (1 day), ar-new (2), en-old (3), ar-old (4), …
  const posts = [
    { slug: 'en-new', language: 'en', daysAgo: 1, tags: 'Solar, storage' },
    { slug: 'ar-new', language: 'ar', daysAgo: 2, tags: 'الطاقة الشمسية, solar' },
    { slug: 'en-old', language: 'en', daysAgo: 3, tags: 'scooters' },
    { slug: 'ar-old', language: 'ar', daysAgo: 4, tags: 'سكوتر' },
    { slug: 'en-oldest', language: 'en', daysAgo: 5, tags: 'solar' },
  ] as const;
  for (const post of posts) ids[post.slug] = (await insertPost(t, post)).id;
  ids.draft = (
    await insertPost(t, { slug: 'secret-draft', status: 'draft', tags: 'solar', title: 'Secret' })
  ).id;
});

afterAll(async () => {
  await t.app.close();
});

const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((p) => p.slug);

describe('GET /api/blogs', () => {
  it('lists published posts only, the reader’s language first, newest first', async () => {
    const en = await anonymous.get('/api/blogs');
    expect(en.statusCode).toBe(200);
    expect(slugsOf(en.json())).toEqual(['en-new', 'en-old', 'en-oldest', 'ar-new', 'ar-old']);
    expect(en.json()).toMatchObject({ total: 5, page: 1, totalPages: 1 });

    const ar = await createBrowserIn('ar').get('/api/blogs');
    expect(slugsOf(ar.json())).toEqual(['ar-new', 'ar-old', 'en-new', 'en-old', 'en-oldest']);
    // An explicit lang wins over Accept-Language.
    const explicit = await anonymous.get('/api/blogs?lang=ar');
    expect(slugsOf(explicit.json())[0]).toBe('ar-new');
  });

  it('pages for "load more" without repeating or skipping a post', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await anonymous.get(`/api/blogs?page=${page}&pageSize=2`);
      expect(res.json()).toMatchObject({ page, pageSize: 2, total: 5, totalPages: 3 });
      seen.push(...slugsOf(res.json()));
    }
    expect(seen).toEqual(['en-new', 'en-old', 'en-oldest', 'ar-new', 'ar-old']);
    expect((await anonymous.get('/api/blogs?page=4&pageSize=2')).json().items).toEqual([]);
  });

  it('filters by tag, ignoring case, and never shows a draft carrying it', async () => {
    const res = await anonymous.get('/api/blogs?tag=SOLAR');
    expect(slugsOf(res.json())).toEqual(['en-new', 'en-oldest', 'ar-new']);
    const arabic = await anonymous.get(`/api/blogs?tag=${encodeURIComponent('سكوتر')}`);
    expect(slugsOf(arabic.json())).toEqual(['ar-old']);
  });

  it('sends summaries: tags as a list, an excerpt, no Markdown or HTML body', async () => {
    const [first] = (await anonymous.get('/api/blogs')).json().items;
    expect(first).toMatchObject({
      slug: 'en-new',
      tags: ['Solar', 'storage'],
      excerpt: 'Content of en-new',
      language: 'en',
      hasVideo: false,
    });
    expect(first).not.toHaveProperty('content');
    expect(first).not.toHaveProperty('contentHtml');
  });

  it('rejects a bad page size with the 400 envelope', async () => {
    const res = await anonymous.get('/api/blogs?pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('one post', () => {
  it('is found by id and by slug, with rendered HTML and no Markdown', async () => {
    const byId = await anonymous.get(`/api/blogs/${ids['en-new']}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      slug: 'en-new',
      contentHtml: '<p>Content of en-new</p>\n',
    });
    expect(byId.json()).not.toHaveProperty('content');
    const bySlug = await anonymous.get('/api/blogs/slug/en-new');
    expect(bySlug.json().id).toBe(ids['en-new']);
    // A hand-typed URL in capitals still finds it.
    expect((await anonymous.get('/api/blogs/slug/EN-New')).json().id).toBe(ids['en-new']);
    expect((await anonymous.get('/api/blogs/slug/nothing-here')).statusCode).toBe(404);
  });

  it('hides a draft from guests and customers (404 by id and slug), shows it to admins', async () => {
    for (const browser of [anonymous, customer]) {
      for (const url of [`/api/blogs/${ids.draft}`, '/api/blogs/slug/secret-draft']) {
        const res = await browser.get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'Article not found' });
      }
    }
    const seen = await admin.get('/api/blogs/slug/secret-draft');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ title: 'Secret', status: 'draft', publishedAt: null });
    // That answer is the admin's alone: no shared cache may keep it…
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers.etag).toBeUndefined();
    // …and the server's own cache did not either: a guest right after still gets 404.
    expect((await anonymous.get('/api/blogs/slug/secret-draft')).statusCode).toBe(404);
    expect((await anonymous.get(`/api/blogs/${ids.draft}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/blogs/${ids.draft}`)).statusCode).toBe(200);
  });

  it('answers published posts with a public, cacheable answer', async () => {
    const res = await anonymous.get(`/api/blogs/${ids['en-old']}`);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('lists related posts: shared tags first, then the same language; never itself or drafts', async () => {
    const res = await anonymous.get(`/api/blogs/${ids['en-new']}/related`);
    expect(res.statusCode).toBe(200);
    // en-oldest and ar-new share 'solar'; en-old only shares the language.
    expect(slugsOf(res.json())).toEqual(['en-oldest', 'ar-new', 'en-old']);
    expect((await anonymous.get(`/api/blogs/${ids.draft}/related`)).statusCode).toBe(404);
  });
});

describe('GET /api/blogs/tags', () => {
  it('counts the tags of published posts, the reader’s language first', async () => {
    const en = (await anonymous.get('/api/blogs/tags')).json().items;
    // 'Solar' and 'solar' are one tag.
    expect({ ...en[0], tag: en[0].tag.toLowerCase() }).toEqual({ tag: 'solar', count: 3 });
    expect(en).toContainEqual({ tag: 'سكوتر', count: 1 });
    expect(en.map((t: { tag: string }) => t.tag)).not.toContain('Secret');
    const ar = (await createBrowserIn('ar').get('/api/blogs/tags')).json().items;
    // Tags used by Arabic posts come first for an Arabic reader.
    expect(
      ar
        .slice(0, 3)
        .map((t: { tag: string }) => t.tag.toLowerCase())
        .sort(),
    ).toEqual(['solar', 'الطاقة الشمسية', 'سكوتر'].sort());
  });
});

function createBrowserIn(lang: string) {
  return {
    get: (url: string) => t.app.inject({ url, headers: { 'accept-language': lang } }),
  };
}
