import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminBlogsPage from '../../app/routes/admin/blogs';
import { renderRoutes, stubApi } from '../../test/render';
import { adminPost, listOf, POST_ID } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/admin/blogs', element: <AdminBlogsPage /> }];

describe('/admin/blogs', () => {
  it('shows status and language, filters through the URL, deletes after confirming', async () => {
    const posts = [
      adminPost(),
      adminPost({
        id: '55555555-5555-4555-8555-555555555555',
        title: 'مقال منشور',
        language: 'ar',
        status: 'published',
        publishedAt: '2025-03-01T00:00:00.000Z',
        coverImageUrl: '/uploads/blog/a.webp',
        coverThumbUrl: '/uploads/blog/a-800.webp',
      }),
    ];
    const api = stubApi({
      'GET /admin/blogs': { body: listOf(posts) },
      [`DELETE /admin/blogs/${POST_ID}`]: { body: { success: true, message: 'Article deleted.' } },
    });
    const router = renderRoutes(routes, '/admin/blogs');
    const table = await screen.findByRole('table');
    const row = within(table)
      .getByRole('link', { name: 'مقال منشور' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('Arabic')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View “مقال منشور” on the site' })).toBeTruthy();
    // The 64 px thumbnail is drawn from the cover's copy, not the 1200 px file (decision 076).
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/uploads/blog/a-800.webp');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    expect(api.urls('GET /admin/blogs').at(-1)?.searchParams.get('status')).toBe('draft');

    await userEvent.click(within(table).getByRole('button', { name: 'Delete “Solar basics”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(api.calls(`DELETE /admin/blogs/${POST_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.calls(`DELETE /admin/blogs/${POST_ID}`)).toHaveLength(1));
  });
});
