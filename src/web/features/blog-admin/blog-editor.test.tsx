import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminBlogEditorPage from '../../app/routes/admin/blog-editor';
import { renderRoutes, stubApi } from '../../test/render';
import { adminPost, POST_ID } from './test-fixtures';

const routes = [
  { path: '/admin/blogs/new', element: <AdminBlogEditorPage /> },
  { path: '/admin/blogs/:id', element: <AdminBlogEditorPage /> },
  { path: '/admin/blogs', element: <h1>Articles list</h1> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const free = ({ url }: { url: URL }) => ({
  body: {
    slug: url.searchParams.get('slug'),
    available: true,
    suggestion: url.searchParams.get('slug'),
  },
});

describe('blog editor', () => {
  it('makes the slug from the title until the admin types one, and "from title" brings it back', async () => {
    stubApi({ 'GET /admin/blogs/slug-available': free });
    renderRoutes(routes, '/admin/blogs/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Solar Storage 101!');
    expect(field(/^Link \(slug\)/).value).toBe('solar-storage-101');

    await userEvent.clear(field(/^Link \(slug\)/));
    await userEvent.type(field(/^Link \(slug\)/), 'my-own');
    await userEvent.type(field(/^Title/), ' updated');
    expect(field(/^Link \(slug\)/).value).toBe('my-own');

    await userEvent.click(screen.getByRole('button', { name: 'Make the link from the title' }));
    expect(field(/^Link \(slug\)/).value).toBe('solar-storage-101-updated');
  });

  it('keeps Arabic letters in the slug of an Arabic title', async () => {
    stubApi({ 'GET /admin/blogs/slug-available': free });
    renderRoutes(routes, '/admin/blogs/new');
    fireEvent.change(await screen.findByLabelText(/^Title/), {
      target: { value: 'بطاريات الليثيوم: دليل ٢٠٢٥' },
    });
    expect(field(/^Link \(slug\)/).value).toBe('بطاريات-الليثيوم-دليل-2025');
  });

  it('says which slug a save will use when the generated one is taken', async () => {
    stubApi({
      'GET /admin/blogs/slug-available': ({ url }) => ({
        body: {
          slug: url.searchParams.get('slug'),
          available: false,
          suggestion: `${url.searchParams.get('slug')}-2`,
        },
      }),
    });
    renderRoutes(routes, '/admin/blogs/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Taken');
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === 'Already used by another article; this one will be saved as taken-2',
      ),
    ).toBeTruthy();
  });

  it('updates the live preview as the admin writes, in the post’s direction', async () => {
    stubApi({ 'GET /admin/blogs/slug-available': free });
    renderRoutes(routes, '/admin/blogs/new');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('The preview appears here as you write.')).toBeTruthy();
    await userEvent.type(field(/^Title/), 'Hello');
    fireEvent.change(screen.getByRole('textbox', { name: /^Text/ }), {
      target: { value: '## Section\n\n**Bold** and <script>x</script> [bad](javascript:alert(1))' },
    });
    expect(await within(preview).findByRole('heading', { name: 'Section' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('Bold');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('a')).toBeNull();
    expect(preview.textContent).toContain('<script>x</script>');

    await userEvent.selectOptions(field(/^Language of the article/), 'ar');
    expect(preview.querySelector('.md-content')?.getAttribute('dir')).toBe('rtl');
  });

  it('publishes a new post without a slug of its own, then opens its page', async () => {
    const api = stubApi({
      'GET /admin/blogs/slug-available': free,
      'POST /admin/blogs': ({ body }) => ({
        status: 201,
        body: adminPost({ ...(body as object), tags: ['solar', 'tips'], status: 'published' }),
      }),
      [`GET /admin/blogs/${POST_ID}`]: { body: adminPost({ status: 'published' }) },
    });
    const router = renderRoutes(routes, '/admin/blogs/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Solar basics');
    await userEvent.type(field(/^Author/), 'Mona');
    await userEvent.type(field(/^Tags/), 'solar, tips');
    fireEvent.change(screen.getByRole('textbox', { name: /^Text/ }), {
      target: { value: 'Hello' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/blogs/${POST_ID}`));
    expect(api.calls('POST /admin/blogs')).toEqual([
      {
        title: 'Solar basics',
        excerpt: '',
        content: 'Hello',
        author: 'Mona',
        tags: 'solar, tips',
        language: 'en',
        videoUrl: null,
        status: 'published',
      },
    ]);
  });

  it('validates with the shared schema and sends nothing', async () => {
    const api = stubApi({ 'GET /admin/blogs/slug-available': free });
    renderRoutes(routes, '/admin/blogs/new');
    await userEvent.type(await screen.findByLabelText(/^Video link/), 'https://example.com/a.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a YouTube or Vimeo link')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(api.calls('POST /admin/blogs')).toHaveLength(0);
  });

  it('shows a taken slug under the field when the server refuses it (409)', async () => {
    stubApi({
      'GET /admin/blogs/slug-available': free,
      [`GET /admin/blogs/${POST_ID}`]: { body: adminPost() },
      [`PUT /admin/blogs/${POST_ID}`]: {
        status: 409,
        body: {
          success: false,
          message: 'This slug is already used by another article. Choose a different one.',
          errors: [{ field: 'slug', messages: ['This slug is already used by another article.'] }],
        },
      },
    });
    renderRoutes(routes, `/admin/blogs/${POST_ID}`);
    // A saved post keeps its slug when the title changes.
    await userEvent.type(await screen.findByLabelText(/^Title/), ' again');
    expect(field(/^Link \(slug\)/).value).toBe('solar-basics');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This slug is already used by another article.')).toBeTruthy();
    expect(field(/^Link \(slug\)/).getAttribute('aria-invalid')).toBe('true');
  });
});
