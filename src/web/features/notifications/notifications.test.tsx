import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../shared/schemas/notifications';
import NotificationsPage from '../../app/routes/notifications';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { NotificationBell } from './components/notification-bell';

const customer = {
  id: 'u1',
  email: 'customer@greenvolt.example',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: null,
  role: 'customer',
};

const note = (i: number, extra: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  isRead: false,
  readAtUtc: null,
  type: 'order',
  priority: 'normal',
  titleAr: `إشعار ${i}`,
  titleEn: `Note ${i}`,
  messageAr: 'رسالة',
  messageEn: `Message ${i}`,
  createdAtUtc: new Date(Date.now() - i * 60_000).toISOString(),
  redirectUrl: `/orders/${i}`,
  ...extra,
});
const range = (from: number, count: number, extra: Partial<Notification> = {}) =>
  Array.from({ length: count }, (_, k) => note(from + k, extra));

/**
 * GET /notifications answering pages from `all` (newest first), like the server. Both are read at
 * each call: a test may add to `all`, or pass the unread count as a function of its own state.
 */
function listHandler(all: Notification[], unread: number | (() => number)) {
  return ({ url }: { url: URL }) => {
    const pageSize = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('page') ?? 1);
    const items = pageSize === 0 ? [] : all.slice((page - 1) * pageSize, page * pageSize);
    const unreadCount = typeof unread === 'function' ? unread() : unread;
    return { body: { notifications: items, unreadCount } };
  };
}

function Shell() {
  const { pathname } = useLocation();
  return (
    <div>
      <NotificationBell />
      <output data-testid="path">{pathname}</output>
      <Outlet />
    </div>
  );
}
const routes = [{ path: '*', element: <Shell /> }];
const pageRoutes = [
  { element: <Shell />, children: [{ path: '/notifications', element: <NotificationsPage /> }] },
];

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });
const openPanel = async () => {
  await userEvent.click(bellButton());
  return screen.findByRole('region', { name: 'Recent notifications' });
};
const listed = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((li) => within(li).getAllByRole('button')[0].textContent ?? '');

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notification bell and dropdown', () => {
  it('caps the badge at 99+ and says the real count to screen readers', async () => {
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler([], 150),
    });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
    expect(within(bellButton()).getByText('99+')).toBeTruthy();
    // Phones: the bell is a link straight to the page.
    expect(
      screen.getByRole('link', { name: 'Notifications, 99+ unread' }).getAttribute('href'),
    ).toBe('/notifications');
  });

  it('loads pages of 5 while full pages come back, then stops', async () => {
    const all = range(1, 7, { isRead: true });
    const api = stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, 0),
    });
    renderRoutes(routes, '/');
    const panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(5));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listed(panel)).toHaveLength(7));
    // Page 2 brought 2 (< 5): nothing more to ask for.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = api
      .urls('GET /notifications')
      .filter((u) => u.searchParams.get('pageSize') === '5')
      .map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('show all loads page 1 with 20, show less collapses to 5', async () => {
    const all = range(1, 23, { isRead: true });
    const api = stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, 0),
    });
    renderRoutes(routes, '/');
    const panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(5));
    await userEvent.click(within(panel).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(listed(panel)).toHaveLength(20));
    expect(api.urls('GET /notifications').some((u) => u.search === '?page=1&pageSize=20')).toBe(
      true,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Show less' }));
    await waitFor(() => expect(listed(panel)).toHaveLength(5));
  });

  it('marks the visible unread ones read on open; on failure the count is fetched again', async () => {
    let serverUnread = 2;
    const all = [note(1), note(2), note(3, { isRead: true })];
    const api = stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, () => serverUnread),
      [`PUT /notifications/${note(1).id}/read`]: () => {
        serverUnread -= 1;
        return { body: { success: true, affected: 1, unreadCount: serverUnread } };
      },
      [`PUT /notifications/${note(2).id}/read`]: { status: 500, body: { message: 'boom' } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const countCalls = () =>
      api.urls('GET /notifications').filter((u) => u.searchParams.get('pageSize') === '0').length;
    const before = countCalls();
    await openPanel();
    await waitFor(() => expect(api.calls(`PUT /notifications/${note(2).id}/read`)).toHaveLength(1));
    expect(api.calls(`PUT /notifications/${note(1).id}/read`)).toHaveLength(1);
    expect(api.calls(`PUT /notifications/${note(3).id}/read`)).toHaveLength(0); // already read
    // The failed one: only logged, and the count is asked for again (1 left on the server).
    await waitFor(() => expect(countCalls()).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Notification read failed', expect.anything());
    expect(screen.queryByRole('status', { name: /error/i })).toBeNull();
  });

  it('a delete never drives the count below 0', async () => {
    const all = [note(1), note(2)];
    stubApi({
      'GET /auth/me': { body: customer },
      // A stale count: two unread listed, the server already says 1.
      'GET /notifications': listHandler(all, 1),
      [`DELETE /notifications/${note(1).id}`]: () => new Promise(() => {}), // still pending
      [`DELETE /notifications/${note(2).id}`]: () => new Promise(() => {}),
    });
    renderRoutes(pageRoutes, '/notifications');
    const list = await screen.findByRole('tabpanel');
    await within(list).findByText('Note 2');
    expect(bellButton().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete notification: Note 1' }),
    );
    expect(bellButton().getAttribute('aria-label')).toBe('Notifications, none unread');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete notification: Note 2' }),
    );
    await waitFor(() => expect(within(list).queryByText('Note 2')).toBeNull());
    expect(bellButton().getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(screen.getByText('No unread notifications')).toBeTruthy();
  });

  it('lowers the count by one when an unread notification is deleted', async () => {
    const all = [note(1, { isRead: true }), note(2, { isRead: true })];
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, 3),
      [`DELETE /notifications/${note(1).id}`]: { status: 500, body: {} },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(routes, '/');
    const panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(2));
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Delete notification: Note 1' }),
    );
    // The server refused: the item comes back (a read one: the count stays 3).
    await waitFor(() => expect(listed(panel)).toHaveLength(2));
    expect(bellButton().getAttribute('aria-label')).toBe('Notifications, 3 unread');
  });

  it('opens the target on click; a support notice for /support goes to /support-messages', async () => {
    const all = [note(1, { type: 'support', redirectUrl: '/support', isRead: true }), note(2)];
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, 1),
      [`PUT /notifications/${note(2).id}/read`]: {
        body: { success: true, affected: 1, unreadCount: 0 },
      },
    });
    renderRoutes(routes, '/');
    let panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(2));
    await userEvent.click(within(panel).getByRole('button', { name: /^Note 1/ }));
    expect(screen.getByTestId('path').textContent).toBe('/support-messages');
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
    panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(2));
    await userEvent.click(within(panel).getByRole('button', { name: /^Note 2/ }));
    expect(screen.getByTestId('path').textContent).toBe('/orders/2');
  });

  it('is a disclosure: aria-expanded, Escape and a click outside close it', async () => {
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler([], 0),
    });
    renderRoutes(routes, '/');
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(bellButton().getAttribute('aria-expanded')).toBe('false');
    const panel = await openPanel();
    expect(bellButton().getAttribute('aria-expanded')).toBe('true');
    expect(bellButton().getAttribute('aria-controls')).toBe(panel.id);
    expect(await within(panel).findByText("You're all caught up")).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'View all notifications' }).getAttribute('href'),
    ).toBe('/notifications');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
    expect(document.activeElement).toBe(bellButton());
    await openPanel();
    await userEvent.click(screen.getByTestId('path'));
    expect(screen.queryByRole('region', { name: 'Recent notifications' })).toBeNull();
  });

  it("shows 'Failed to fetch notifications' with a Retry, and admins' view-all goes to the admin page", async () => {
    let fail = true;
    stubApi({
      'GET /auth/me': { body: { ...customer, role: 'admin' } },
      'GET /notifications': (request) =>
        fail && request.url.searchParams.get('pageSize') !== '0'
          ? { status: 500, body: {} }
          : listHandler([note(1, { isRead: true })], 0)(request),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(routes, '/');
    const panel = await openPanel();
    expect(await within(panel).findByText('Failed to fetch notifications')).toBeTruthy();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listed(panel)).toHaveLength(1));
    expect(
      within(panel).getByRole('link', { name: 'View all notifications' }).getAttribute('href'),
    ).toBe('/admin/notifications');
  });

  it('reloads its first page when the window gets focus', async () => {
    const all = range(1, 3, { isRead: true });
    const api = stubApi({
      'GET /auth/me': { body: customer },
      'GET /notifications': listHandler(all, 0),
    });
    renderRoutes(routes, '/');
    const panel = await openPanel();
    await waitFor(() => expect(listed(panel)).toHaveLength(3));
    all.unshift(note(0, { isRead: true, titleEn: 'Fresh' }));
    const pageCalls = () =>
      api.urls('GET /notifications').filter((u) => u.searchParams.get('pageSize') === '5').length;
    const before = pageCalls();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(pageCalls()).toBe(before + 1));
    await waitFor(() => expect(listed(panel)[0]).toContain('Fresh'));
  });
});
