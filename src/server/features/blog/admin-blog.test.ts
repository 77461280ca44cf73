import { access } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { blogPosts } from './tables';
import { type Browser, guest, insertPost, postInput, signedIn } from './test-fixtures';

let t: TestApp;
let admin: Browser;
let adminAr: Browser;
let customer: Browser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@example.com', 'admin');
  adminAr = await signedIn(t, 'admin-ar@example.com', 'admin', 'ar');
  customer = await signedIn(t, 'customer@example.com', 'customer');
});

afterAll(async () => {
  await t.app.close();
});

const put = (browser: Browser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as object });
const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });
const postCount = async () => (await t.database.db.select({ n: count() }).from(blogPosts))[0].n;
const png = (width = 1800, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#166534' } })
    .png()
    .toBuffer();

describe('permissions', () => {
  it('answers 401 to guests and 403 to customers on every admin call, writing nothing', async () => {
    const anonymous = await guest(t);
    const { id } = await insertPost(t, { slug: 'perm-check' });
    const before = await postCount();
    const calls: [string, string][] = [
      ['GET', '/api/admin/blogs'],
      ['GET', `/api/admin/blogs/${id}`],
      ['GET', '/api/admin/blogs/slug-available?slug=x'],
      ['POST', '/api/admin/blogs'],
      ['PUT', `/api/admin/blogs/${id}`],
      ['DELETE', `/api/admin/blogs/${id}`],
      ['POST', `/api/admin/blogs/${id}/cover`],
      ['DELETE', `/api/admin/blogs/${id}/cover`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? postInput() : undefined;
      const asGuest = await anonymous.request({ method: method as 'GET', url, payload });
      expect([method, url, asGuest.statusCode]).toEqual([method, url, 401]);
      const asCustomer = await customer.request({ method: method as 'GET', url, payload });
      expect([method, url, asCustomer.statusCode]).toEqual([method, url, 403]);
    }
    expect(await postCount()).toBe(before);
  });
});

describe('writing posts', () => {
  it('creates a post with a slug from the title, tags cleaned, published now', async () => {
    const res = await admin.post(
      '/api/admin/blogs',
      postInput({ title: 'Golf Cars & Resorts!', tags: ' golf ,Resorts,, golf ' }),
    );
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      slug: 'golf-cars-and-resorts',
      tags: ['golf', 'Resorts'],
      status: 'published',
      content: 'Batteries **store** energy.\n\nSecond paragraph.',
      contentHtml: '<p>Batteries <strong>store</strong> energy.</p>\n<p>Second paragraph.</p>\n',
    });
    expect(Date.now() - Date.parse(post.publishedAt)).toBeLessThan(60_000);
    const pub = await t.app.inject(`/api/blogs/slug/golf-cars-and-resorts`);
    expect(pub.json()).toMatchObject({
      id: post.id,
      excerpt: 'Batteries store energy. Second paragraph.',
    });
  });

  it('makes readable slugs from Arabic titles and suffixes a taken one', async () => {
    const title = 'بطاريات الليثيوم: دليل الشراء ٢٠٢٥';
    const first = await admin.post('/api/admin/blogs', postInput({ title, language: 'ar' }));
    expect(first.json().slug).toBe('بطاريات-الليثيوم-دليل-الشراء-2025');
    const second = await admin.post('/api/admin/blogs', postInput({ title, language: 'ar' }));
    const third = await admin.post('/api/admin/blogs', postInput({ title, language: 'ar' }));
    expect(second.json().slug).toBe('بطاريات-الليثيوم-دليل-الشراء-2025-2');
    expect(third.json().slug).toBe('بطاريات-الليثيوم-دليل-الشراء-2025-3');
    // The encoded URL a browser sends finds it.
    const url = `/api/blogs/slug/${encodeURIComponent(second.json().slug)}`;
    expect((await t.app.inject(url)).json().id).toBe(second.json().id);
  });

  it('refuses an explicit slug that another post uses: 409 in the caller’s language', async () => {
    await insertPost(t, { slug: 'taken-slug' });
    const before = await postCount();
    const en = await admin.post('/api/admin/blogs', postInput({ slug: 'Taken Slug' }));
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This slug is already used by another article. Choose a different one.',
      errors: [{ field: 'slug' }],
    });
    const ar = await adminAr.post('/api/admin/blogs', postInput({ slug: 'taken-slug' }));
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('هذا الرابط المختصر مستخدم لمقال آخر. اختر رابطًا مختلفًا.');
    expect(await postCount()).toBe(before);

    const { id } = (await admin.post('/api/admin/blogs', postInput({ slug: 'free-slug' }))).json();
    const clash = await put(admin, `/api/admin/blogs/${id}`, postInput({ slug: 'taken-slug' }));
    expect(clash.statusCode).toBe(409);
    expect((await admin.get(`/api/admin/blogs/${id}`)).json().slug).toBe('free-slug');
  });

  it('answers whether a slug is free, and what a save would use instead', async () => {
    const { id } = await insertPost(t, { slug: 'solar-faq' });
    await insertPost(t, { slug: 'solar-faq-2' });
    const ask = (query: string) => admin.get(`/api/admin/blogs/slug-available?${query}`);
    expect((await ask('slug=Solar%20FAQ')).json()).toEqual({
      slug: 'solar-faq',
      available: false,
      suggestion: 'solar-faq-3',
    });
    expect((await ask(`slug=solar-faq&id=${id}`)).json()).toMatchObject({ available: true });
    expect((await ask('slug=brand-new')).json()).toMatchObject({ available: true });
    expect((await ask('slug=%F0%9F%94%8B')).json()).toEqual({
      slug: '',
      available: false,
      suggestion: '',
    });
  });

  it('keeps the slug when an edit sends none; publishing stamps the date once', async () => {
    const created = (
      await admin.post('/api/admin/blogs', postInput({ title: 'Draft one', status: 'draft' }))
    ).json();
    expect(created).toMatchObject({ slug: 'draft-one', status: 'draft', publishedAt: null });
    const published = (
      await put(admin, `/api/admin/blogs/${created.id}`, postInput({ title: 'Renamed' }))
    ).json();
    expect(published).toMatchObject({ slug: 'draft-one', title: 'Renamed', status: 'published' });
    expect(published.publishedAt).not.toBeNull();
    const edited = (
      await put(admin, `/api/admin/blogs/${created.id}`, postInput({ title: 'Renamed again' }))
    ).json();
    expect(edited.publishedAt).toBe(published.publishedAt);
    const back = (
      await put(admin, `/api/admin/blogs/${created.id}`, postInput({ status: 'draft' }))
    ).json();
    expect(back.publishedAt).toBeNull();
    expect((await t.app.inject(`/api/blogs/${created.id}`)).statusCode).toBe(404);
  });

  it('shows a change to readers at once (the cached answer is retired)', async () => {
    const { id } = (await admin.post('/api/admin/blogs', postInput({ title: 'Cache me' }))).json();
    const first = await t.app.inject(`/api/blogs/${id}`);
    expect(first.json().title).toBe('Cache me');
    expect((await t.app.inject(`/api/blogs/${id}`)).headers['x-cache']).toBe('hit');
    await put(admin, `/api/admin/blogs/${id}`, postInput({ title: 'Cache me again' }));
    expect((await t.app.inject(`/api/blogs/${id}`)).json().title).toBe('Cache me again');
    await put(admin, `/api/admin/blogs/${id}`, postInput({ status: 'draft' }));
    expect((await t.app.inject(`/api/blogs/${id}`)).statusCode).toBe(404);
  });

  it('rejects bad input with the 400 envelope, field by field, and writes nothing', async () => {
    const before = await postCount();
    const res = await admin.post(
      '/api/admin/blogs',
      postInput({
        title: '',
        content: '',
        language: 'fr',
        videoUrl: 'https://example.com/movie.mp4',
        slug: '🔋⚡',
        tags: Array.from({ length: 20 }, (_, i) => `t${i}`).join(','),
        extra: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(fields).toMatchObject({
      title: ['This field is required'],
      content: ['This field is required'],
      videoUrl: ['Enter a YouTube or Vimeo link'],
      slug: ['Use Arabic or English letters, digits and dashes'],
      tags: ['Use at most 15 tags'],
      extra: ['Unknown field'],
    });
    expect(fields.language).toHaveLength(1);
    expect(await postCount()).toBe(before);
  });

  it('accepts YouTube and Vimeo links', async () => {
    for (const videoUrl of ['https://youtu.be/Qm7cR2xLp4A', 'https://vimeo.com/76979871']) {
      const res = await admin.post('/api/admin/blogs', postInput({ title: videoUrl, videoUrl }));
      expect(res.statusCode).toBe(201);
      expect(res.json().videoUrl).toBe(videoUrl);
    }
  });

  it('renders no raw HTML and no script links from what an admin types', async () => {
    const content = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[x](javascript:alert(3))',
      '[y](JAVASCRIPT:alert(4)) [v](vbscript:msgbox(5)) [d](data:text/html;base64,PHNjcmlwdD4=)',
      '![pic](/uploads/blog/a.webp) [shop](/products) [far](https://example.com/a)',
    ].join('\n\n');
    const { id } = (await admin.post('/api/admin/blogs', postInput({ content }))).json();
    const html: string = (await t.app.inject(`/api/blogs/${id}`)).json().contentHtml;
    expect(html).not.toMatch(/<script|<img src="x"|onerror="|href="(javascript|vbscript|data):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('[x](javascript:alert(3))');
    expect(html).toContain('<img src="/uploads/blog/a.webp" alt="pic"');
    expect(html).toContain('<a href="/products">shop</a>');
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">far</a>',
    );
  });
});

describe('admin list', () => {
  it('filters by status, language and a search over titles (Arabic-normalised)', async () => {
    await insertPost(t, { slug: 'list-ar', title: 'إطارات السكوتر', language: 'ar' });
    await insertPost(t, { slug: 'list-draft', title: 'Hidden draft', status: 'draft' });
    const q = (query: string) => admin.get(`/api/admin/blogs?${query}`);
    const drafts = (await q('status=draft&pageSize=100')).json();
    expect(drafts.items.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.items.map((p: { slug: string }) => p.slug)).toContain('list-draft');
    // "اطارات" without the hamza finds "إطارات".
    const found = (await q(`q=${encodeURIComponent('اطارات')}&language=ar`)).json();
    expect(found.items.map((p: { slug: string }) => p.slug)).toEqual(['list-ar']);
    const paged = (await q('pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0]).not.toHaveProperty('content');
  });
});

describe('cover image and deletion', () => {
  const file = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));
  const uploadTo =
    (id: string) =>
    async (data: Buffer, contentType = 'image/png') =>
      admin.request({
        method: 'POST',
        url: `/api/admin/blogs/${id}/cover`,
        ...multipart([{ field: 'file', filename: 'cover.png', contentType, data }]),
      });

  it('stores an upload cropped to 40:21 with an 800 px copy, replaces both, and deletes both with the post', async () => {
    const { id } = (await admin.post('/api/admin/blogs', postInput({ title: 'Cover' }))).json();
    const upload = uploadTo(id);
    const first = await upload(await png());
    expect(first.statusCode).toBe(200);
    const { coverImageUrl: firstUrl, coverThumbUrl: firstThumb } = first.json();
    expect(firstUrl).toMatch(new RegExp(`^/uploads/blog/${id}/[0-9a-f-]+\\.webp$`));
    expect(firstThumb).toBe(firstUrl.replace(/\.webp$/, '-800.webp'));
    // A 2:1 upload is cropped to the 40:21 frame every page shows it in (decision 076).
    expect(await sharp(file(firstUrl)).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    expect(await sharp(file(firstThumb)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 420,
    });

    // A smaller 4:3 upload is scaled up and cropped: the srcset's widths stay true.
    const second = (await upload(await png(800, 600))).json();
    expect(second.coverImageUrl).not.toBe(firstUrl);
    expect(await sharp(file(second.coverImageUrl)).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
    await expect(access(file(firstUrl))).rejects.toThrow();
    await expect(access(file(firstThumb))).rejects.toThrow();
    const published = (await t.app.inject(`/api/blogs/${id}`)).json();
    expect(published).toMatchObject({
      coverImageUrl: second.coverImageUrl,
      coverThumbUrl: second.coverThumbUrl,
    });

    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect((await admin.get(`/api/admin/blogs/${id}`)).json()).toMatchObject({
      coverImageUrl: second.coverImageUrl,
      coverThumbUrl: second.coverThumbUrl,
    });

    const removed = await del(admin, `/api/admin/blogs/${id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Article deleted.' });
    await expect(access(file(second.coverImageUrl))).rejects.toThrow();
    await expect(access(file(second.coverThumbUrl))).rejects.toThrow();
    expect((await t.app.inject(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await del(admin, `/api/admin/blogs/${id}`)).statusCode).toBe(404);
  });

  it('removes a cover and its copy on request', async () => {
    const { id } = (await admin.post('/api/admin/blogs', postInput({ title: 'Bare' }))).json();
    const stored = (await uploadTo(id)(await png(400, 300))).json();
    const res = await del(admin, `/api/admin/blogs/${id}/cover`);
    expect(res.json()).toMatchObject({ coverImageUrl: null, coverThumbUrl: null });
    await expect(access(file(stored.coverImageUrl))).rejects.toThrow();
    await expect(access(file(stored.coverThumbUrl))).rejects.toThrow();
  });
});
