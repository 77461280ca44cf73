import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportThread } from '../../../shared/schemas/support';
import AdminSupportPage from '../../app/routes/admin/support';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { summary, thread } from '../support/test-fixtures';
import { parseAdminSupportFilters } from './use-admin-support-params';

const ID = summary().id;
const routes = [{ path: '/admin/support', element: <AdminSupportPage /> }];
const list = (items = [summary()]) => ({
  body: { items, page: 1, pageSize: 20, total: items.length, totalPages: 1 },
});
const guestThread = (patch: Partial<SupportThread> = {}) =>
  thread({
    source: 'contact',
    status: 'open',
    requester: { name: 'Youssef', email: 'y@example.com', phone: '01012345678', hasAccount: false },
    messages: [
      {
        id: '66666666-6666-4666-8666-000000000009',
        authorRole: 'guest',
        authorName: 'Youssef',
        body: 'Do you deliver to Aswan?',
        createdAt: '2026-01-10T08:00:00.000Z',
      },
    ],
    ...patch,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('admin support page', () => {
  it('filters by status, priority, source and search through the URL and the API', async () => {
    const api = stubApi({ 'GET /admin/support/threads': list() });
    const router = renderRoutes(routes, '/admin/support');
    const items = await screen.findByRole('list', { name: 'Support' });
    expect(within(items).getByRole('link').textContent).toContain('mona@x.eg');
    expect(within(items).getByRole('link').textContent).toContain('Waiting for customer');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'contact');
    await userEvent.type(screen.getByLabelText('Search'), 'mona');
    await vi.waitFor(() => {
      const last = api.urls('GET /admin/support/threads').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: 'closed',
        priority: 'high',
        source: 'contact',
        q: 'mona',
        page: '1',
        pageSize: '20',
      });
    });
    expect(router.state.location.search).toBe('?status=closed&priority=high&source=contact&q=mona');
  });

  it('opens ?thread=, shows the guest requester and sends the reply by e-mail and closes', async () => {
    const closed = guestThread({
      status: 'closed',
      messages: [
        ...guestThread().messages,
        {
          id: '66666666-6666-4666-8666-000000000010',
          authorRole: 'admin',
          authorName: 'Hoda Samir',
          body: 'Yes, in 3 days.',
          createdAt: '2026-01-10T09:00:00.000Z',
        },
      ],
    });
    const api = stubApi({
      'GET /admin/support/threads': list([summary({ source: 'contact' })]),
      [`GET /admin/support/threads/${ID}`]: { body: guestThread() },
      [`POST /admin/support/threads/${ID}/messages`]: { status: 201, body: closed },
    });
    renderRoutes(routes, `/admin/support?thread=${ID}`);
    const requester = await screen.findByRole('region', { name: 'Requester' });
    expect(requester.textContent).toContain('Youssef');
    expect(requester.textContent).toContain('Guest, no account');
    const header = screen.getByRole('heading', { name: 'Inverter beeps at night' }).parentElement!;
    expect(header.textContent).toContain('Contact form');
    expect(
      screen.getByText(
        'This visitor has no account: your reply is sent by e-mail to y@example.com.',
      ),
    ).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Your reply'), 'Yes, in 3 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Send and close' }));
    expect(await screen.findByText('Yes, in 3 days.', { selector: 'div' })).toBeTruthy();
    expect(api.calls(`POST /admin/support/threads/${ID}/messages`)).toEqual([
      { message: 'Yes, in 3 days.', status: 'closed' },
    ]);
  });

  it('a plain reply waits for the customer; status and priority save at once', async () => {
    const api = stubApi({
      'GET /admin/support/threads': list(),
      [`GET /admin/support/threads/${ID}`]: { body: thread({ status: 'open' }) },
      [`POST /admin/support/threads/${ID}/messages`]: { status: 201, body: thread() },
      [`PATCH /admin/support/threads/${ID}`]: ({ body }) => ({
        body: thread({ ...(body as object) }),
      }),
    });
    renderRoutes(routes, `/admin/support?thread=${ID}`);
    await userEvent.type(await screen.findByLabelText('Your reply'), 'Checking.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() =>
      expect(api.calls(`POST /admin/support/threads/${ID}/messages`)).toEqual([
        { message: 'Checking.', status: 'pending' },
      ]),
    );
    const header = screen.getByRole('heading', { name: 'Inverter beeps at night' }).parentElement!;
    await userEvent.selectOptions(within(header).getByLabelText('Priority'), 'low');
    await vi.waitFor(() =>
      expect(api.calls(`PATCH /admin/support/threads/${ID}`)).toEqual([{ priority: 'low' }]),
    );
    await userEvent.selectOptions(within(header).getByLabelText('Status'), 'closed');
    await vi.waitFor(() =>
      expect(api.calls(`PATCH /admin/support/threads/${ID}`).at(-1)).toEqual({ status: 'closed' }),
    );
  });

  it('reads hand-edited URLs safely', () => {
    expect(
      parseAdminSupportFilters(new URLSearchParams('status=waiting&priority=high&page=-3&q= x ')),
    ).toEqual({ q: 'x', status: '', priority: 'high', source: '', page: 1 });
  });
});
