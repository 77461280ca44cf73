import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import { HTML_PAYLOADS, jsUrl, xssMarkdown, xssText } from './xss';

/**
 * The admin's half of the XSS seed (xss-seed.ts): catalog, content, store profile and legal
 * pages full of payloads, written through the admin API the web app uses.
 */

type Call = (
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
) => Promise<APIResponse>;

/** A signed-in API client of one browser context; every write carries the CSRF header. */
export async function client(request: APIRequestContext, xsrf: () => Promise<string>) {
  const send =
    (method: 'post' | 'put' | 'patch' | 'delete'): Call =>
    async (path, data, headers) =>
      request[method](path, { data, headers: { ...headers, 'x-xsrf-token': await xsrf() } });
  return { get: (path: string) => request.get(path), post: send('post'), put: send('put') };
}
export type Client = Awaited<ReturnType<typeof client>>;

export async function json(res: APIResponse, status = 200) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return res.json();
}

const bilingual = (marker: string, max: number) => ({
  en: xssText(`${marker}e`, max),
  ar: xssText(`${marker}a`, max, 'img'),
});

/** Script URLs are refused where they are written; the rest of the spec proves the rendering. */
export async function expectScriptUrlsRefused(admin: Client, categoryId: string, profile: object) {
  const product = await admin.post('/api/admin/products', {
    nameEn: 'x',
    nameAr: 'x',
    price: 1,
    categoryId,
    videoUrl: jsUrl('pvj'),
  });
  expect(product.status()).toBe(400);
  const post = await admin.post('/api/admin/blogs', {
    title: 'x',
    content: 'x',
    author: 'x',
    language: 'en',
    videoUrl: jsUrl('bvj'),
  });
  expect(post.status()).toBe(400);
  const social = await admin.put('/api/admin/settings/store-profile', {
    ...profile,
    social: { facebook: jsUrl('sfj'), instagram: '', x: '', youtube: '' },
  });
  expect(social.status()).toBe(400);
  const note = await admin.post('/api/admin/notifications', {
    audience: 'all_customers',
    type: 'system',
    titleAr: 'x',
    titleEn: 'x',
    messageAr: 'x',
    messageEn: 'x',
    redirectUrl: jsUrl('nlj'),
  });
  expect(note.status()).toBe(400);
}

export async function seedCatalog(admin: Client, stamp: number) {
  const categoryInput = {
    slug: `xss-${stamp}`,
    nameEn: xssText('gne', 100),
    nameAr: xssText('gna', 100, 'img'),
    descriptionEn: xssText('gde', 1000),
    descriptionAr: xssText('gda', 1000, 'svg'),
  };
  const category = await json(await admin.post('/api/admin/categories', categoryInput), 201);
  const productInput = {
    // $` and $& are replacement patterns of String.replace: the page's served <head> must
    // carry them as written (src/server/features/seo/head.ts).
    nameEn: `${xssText('pne', 180)} $\` $&`,
    nameAr: `${xssText('pna', 180, 'img')} $\` $&`,
    descriptionEn: `${xssText('pde', 2000)}\n${xssMarkdown('pde')}`,
    descriptionAr: `${xssText('pda', 2000, 'svg')}\n${xssMarkdown('pda')}`,
    // The most expensive product: first when the list is sorted by price, high to low.
    price: 99_999,
    categoryId: category.id,
    isFeatured: true,
    // An http link (script URLs are refused) that tries to break out of the href attribute.
    videoUrl: `https://video.example/watch?v="><img/src=x/onerror=__xss=['pvu']>`,
    properties: [
      {
        keyEn: xssText('pke', 100),
        keyAr: xssText('pka', 100, 'img'),
        valueEn: xssText('pve', 300),
        valueAr: xssText('pva', 300, 'svg'),
      },
    ],
  };
  const product = await json(await admin.post('/api/admin/products', productInput), 201);
  await json(
    await admin.post(`/api/admin/products/${product.id}/colors`, {
      name: xssText('cle', 60, 'iframe'),
      nameAr: xssText('cla', 60, 'imgShort'),
      colorCode: '#123456',
    }),
    201,
  );
  return { category, categoryInput, product };
}

export async function seedContent(admin: Client, stamp: number) {
  const posts = {} as Record<'en' | 'ar', { id: string; slug: string }>;
  for (const lang of ['en', 'ar'] as const) {
    const l = lang[0];
    const post = await json(
      await admin.post('/api/admin/blogs', {
        title: xssText(`bt${l}`, 200),
        slug: `xss-${lang}-${stamp}`,
        excerpt: xssText(`bx${l}`, 500, 'img'),
        content: xssMarkdown(`bb${l}`),
        author: xssText(`ba${l}`, 120, 'svg'),
        tags: `${HTML_PAYLOADS.imgShort(`bg${l}`)}, xss`,
        language: lang,
        status: 'published',
      }),
      201,
    );
    posts[lang] = { id: post.id, slug: post.slug };
  }
  const faq = await json(
    await admin.post('/api/admin/faqs', {
      category: 'general',
      questionEn: xssText('fqe', 300),
      questionAr: xssText('fqa', 300, 'img'),
      answerEn: xssText('fae', 5000),
      answerAr: xssText('faa', 5000, 'svg'),
    }),
    201,
  );
  return { posts, faqId: faq.id as string };
}

export async function seedStore(admin: Client, original: Record<string, unknown>) {
  const profile = {
    ...original,
    name: { en: xssText('sne', 80), ar: xssText('sna', 80, 'img') },
    tagline: bilingual('st', 160),
    logoText: { en: xssText('sle', 40, 'imgShort'), ar: xssText('sla', 40, 'imgShort') },
    about: bilingual('sb', 5000),
    mission: bilingual('sm', 2000),
    vision: bilingual('sv', 2000),
    officeAddress: bilingual('so', 300),
    factoryAddress: bilingual('sf', 300),
    businessHours: [
      {
        days: { en: xssText('sde', 60, 'imgShort'), ar: xssText('sda', 60, 'iframe') },
        hours: { en: xssText('she', 60, 'template'), ar: xssText('sha', 60, 'imgShort') },
      },
    ],
    partners: [{ name: bilingual('pp', 100), description: bilingual('pq', 400) }],
    social: {
      facebook: `https://facebook.example/?q="><img src=x onerror=__xss=['sfb']>`,
      instagram: `https://instagram.example/'><svg/onload=__xss=['sig']>`,
      x: '',
      youtube: '',
    },
  };
  await json(await admin.put('/api/admin/settings/store-profile', profile));
  for (const slug of ['privacy', 'terms'] as const) {
    const m = slug === 'privacy' ? 'lp' : 'lt';
    await json(
      await admin.put(`/api/admin/pages/${slug}`, {
        en: `${xssMarkdown(`${m}e`)}\n\nContact {{storeName}} at {{email}}.`,
        ar: `${xssMarkdown(`${m}a`)}\n\nتواصل مع {{storeName}}.`,
      }),
    );
  }
}
