import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVER_ARTICLE_SIZES, COVER_CARD_SIZES } from '../../../shared/image-sources';
import type { BlogPost, BlogPostSummary } from '../../../shared/schemas/blog';
import NewsPage from '../../app/routes/news';
import NewsDetailsPage from '../../app/routes/news-details';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';

const routes = [
  { path: '/news', element: <NewsPage /> },
  { path: '/news/:id', element: <NewsDetailsPage /> },
  { path: '/news/slug/:id', element: <NewsDetailsPage /> },
];

afterEach(() => vi.unstubAllGlobals());

let n = 0;
const summary = (patch: Partial<BlogPostSummary> = {}): BlogPostSummary => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Excerpt ${n}`,
    author: 'Mona',
    tags: ['solar'],
    language: 'en',
    coverImageUrl: null,
    coverThumbUrl: null,
    hasVideo: false,
    publishedAt: '2025-05-01T10:00:00.000Z',
    ...patch,
  };
};
const page = (items: BlogPostSummary[], pageNo: number, total: number, pageSize = 2) => ({
  items,
  page: pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
const full = (patch: Partial<BlogPost> = {}): BlogPost => ({
  ...summary(),
  status: 'published',
  updatedAt: '2025-05-01T10:00:00.000Z',
  videoUrl: null,
  contentHtml: '<h2>Why lithium</h2>\n<p>Because.</p>\n',
  ...patch,
});

describe('/news', () => {
  it('loads more posts below the first ones, and marks posts in the other language', async () => {
    const first = [summary({ title: 'First' }), summary({ title: 'Second' })];
    const second = [summary({ title: 'Arabic one', language: 'ar' })];
    const api = stubApi({
      'GET /blogs/tags': { body: { items: [{ tag: 'solar', count: 3 }] } },
      'GET /blogs': ({ url }) => ({
        body: url.searchParams.get('page') === '2' ? page(second, 2, 3) : page(first, 1, 3),
      }),
    });
    renderRoutes(routes, '/news');
    expect(await screen.findByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3 articles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const arabic = await screen.findByRole('link', { name: 'Arabic one' });
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The card of an Arabic post reads right to left and says it is Arabic.
    const card = arabic.closest('article') as HTMLElement;
    expect(within(card).getByText('Arabic')).toBeTruthy();
    expect(arabic.closest('h2')?.getAttribute('dir')).toBe('rtl');
    expect(api.urls('GET /blogs').map((u) => u.searchParams.get('lang'))).toEqual(['en', 'en']);
  });

  it('filters by a tag from the URL and offers the way back to all posts', async () => {
    const api = stubApi({
      'GET /blogs/tags': { body: { items: [{ tag: 'solar', count: 1 }] } },
      'GET /blogs': ({ url }) => ({
        body: url.searchParams.get('tag') ? page([], 1, 0) : page([summary()], 1, 1),
      }),
    });
    renderRoutes(routes, '/news?tag=scooters');
    expect(await screen.findByText('No articles tagged “scooters” yet')).toBeTruthy();
    expect(api.urls('GET /blogs')[0].searchParams.get('tag')).toBe('scooters');
    const current = screen.getByRole('link', { name: 'scooters' });
    expect(current.getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('link', { name: /^Post \d+$/ })).toBeTruthy();
  });
  it('names each cover’s 800 px copy in a srcset as the grid lays the cards out', async () => {
    const posts = [
      summary({
        title: 'With copy',
        coverImageUrl: '/uploads/blog/a.webp',
        coverThumbUrl: '/uploads/blog/a-800.webp',
      }),
      // Uploaded before covers had a copy (decision 076): its one file, no srcset.
      summary({ title: 'Older', coverImageUrl: '/uploads/blog/b.webp' }),
    ];
    stubApi({
      'GET /blogs/tags': { body: { items: [] } },
      'GET /blogs': { body: page(posts, 1, 2) },
    });
    renderRoutes(routes, '/news');
    const coverOf = async (title: string) =>
      (
        (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement
      ).querySelector('img') as HTMLImageElement;
    const withCopy = await coverOf('With copy');
    expect(withCopy.getAttribute('src')).toBe('/uploads/blog/a.webp');
    expect(withCopy.getAttribute('srcset')).toBe(
      '/uploads/blog/a-800.webp 800w, /uploads/blog/a.webp 1200w',
    );
    expect(withCopy.getAttribute('sizes')).toBe(COVER_CARD_SIZES);
    const older = await coverOf('Older');
    expect(older.getAttribute('src')).toBe('/uploads/blog/b.webp');
    expect(older.hasAttribute('srcset')).toBe(false);
  });
});

describe('/news/slug/:slug', () => {
  it('shows the cover as the article lays it out, first and at high priority', async () => {
    const post = full({
      coverImageUrl: '/uploads/blog/a.webp',
      coverThumbUrl: '/uploads/blog/a-800.webp',
    });
    stubApi({
      [`GET /blogs/${post.id}`]: { body: post },
      [`GET /blogs/${post.id}/related`]: { body: { items: [] } },
    });
    renderRoutes(routes, `/news/${post.id}`);
    const title = await screen.findByRole('heading', { level: 1, name: post.title });
    const cover = (title.closest('article') as HTMLElement).querySelector('img') as HTMLElement;
    expect(cover.getAttribute('srcset')).toBe(
      '/uploads/blog/a-800.webp 800w, /uploads/blog/a.webp 1200w',
    );
    // The server's preload names the same sizes (seo.test.ts): one fetch, not two.
    expect(cover.getAttribute('sizes')).toBe(COVER_ARTICLE_SIZES);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('loading')).toBe('eager');
  });

  it('shows an Arabic post right to left in the English shop, with both dates', async () => {
    const post = full({
      slug: 'بطاريات-الليثيوم',
      title: 'بطاريات الليثيوم',
      language: 'ar',
      publishedAt: new Date(Date.now() - 2 * 86_400_000 - 3 * 3600_000).toISOString(),
    });
    const api = stubApi({
      [`GET /blogs/slug/${encodeURIComponent(post.slug)}`]: { body: post },
      [`GET /blogs/${post.id}/related`]: { body: { items: [] } },
    });
    renderRoutes(routes, `/news/slug/${encodeURIComponent(post.slug)}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'بطاريات الليثيوم' });
    const article = title.closest('article') as HTMLElement;
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(within(article).getByRole('heading', { name: 'Why lithium' })).toBeTruthy();
    expect(within(article).getByText('2 days ago')).toBeTruthy();
    expect(api.mock).toHaveBeenCalled();
  });

  it('embeds a YouTube video from the post’s link', async () => {
    const post = full({ videoUrl: 'https://youtu.be/Qm7cR2xLp4A' });
    stubApi({
      [`GET /blogs/${post.id}`]: { body: post },
      [`GET /blogs/${post.id}/related`]: { body: { items: [] } },
    });
    renderRoutes(routes, `/news/${post.id}`);
    const frame = await screen.findByTitle(`Video: ${post.title}`);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Qm7cR2xLp4A');
  });

  it('answers an unknown slug with a friendly not-found page', async () => {
    stubApi({});
    renderRoutes(routes, '/news/slug/nothing');
    expect(await screen.findByText('Article not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to news' })).toBeTruthy();
  });

  it('speaks Arabic around an English post in the Arabic shop', async () => {
    await i18n.changeLanguage('ar');
    const post = full({ title: 'English post' });
    stubApi({
      [`GET /blogs/slug/${post.slug}`]: { body: post },
      [`GET /blogs/${post.id}/related`]: { body: { items: [] } },
    });
    renderRoutes(routes, `/news/slug/${post.slug}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'English post' });
    expect(title.closest('article')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('الإنجليزية')).toBeTruthy();
    expect(screen.getByText('بقلم')).toBeTruthy();
  });
});
