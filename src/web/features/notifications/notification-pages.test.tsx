import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import AdminNotificationsPage from '../../app/routes/admin/notifications';
import NotificationsPage from '../../app/routes/notifications';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';

const customer = {
  id: 'u1',
  email: 'customer@greenvolt.example',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: null,
  role: 'customer',
};
const admin = { ...customer, id: 'a1', role: 'admin' };

const note = (i: number, isRead = false) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  isRead,
  readAtUtc: isRead ? new Date().toISOString() : null,
  type: 'promotion' as const,
  priority: i === 1 ? ('urgent' as const) : ('normal' as const),
  titleAr: `إشعار ${i}`,
  titleEn: `Note ${i}`,
  messageAr: 'رسالة',
  messageEn: `Message ${i}`,
  createdAtUtc: new Date(Date.now() - i * 60_000).toISOString(),
  redirectUrl: null,
});

function server(all: ReturnType<typeof note>[]) {
  const unread = () => all.filter((n) => !n.isRead).length;
  return {
    'GET /notifications': ({ url }: { url: URL }) => {
      const pageSize = Number(url.searchParams.get('pageSize'));
      const page = Number(url.searchParams.get('page') ?? 1);
      const filtered =
        url.searchParams.get('isRead') === 'false' ? all.filter((n) => !n.isRead) : all;
      const items = pageSize === 0 ? [] : filtered.slice((page - 1) * pageSize, page * pageSize);
      return { body: { notifications: items, unreadCount: unread() } };
    },
    'PUT /notifications/read-all': () => {
      for (const n of all) n.isRead = true;
      return { body: { success: true, affected: 1, unreadCount: 0 } };
    },
    'DELETE /notifications/all': () => {
      all.length = 0;
      return { body: { success: true, affected: 1, unreadCount: 0 } };
    },
  };
}

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/admin/notifications', element: <AdminNotificationsPage /> },
    ],
  },
];

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('notifications page', () => {
  it('lists 20 at a time with load more, and filters unread', async () => {
    const all = Array.from({ length: 25 }, (_, i) => note(i + 1, i >= 3));
    const api = stubApi({ 'GET /auth/me': { body: customer }, ...server(all) });
    renderRoutes(routes, '/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Note 20');
    expect(within(panel).queryByText('Note 21')).toBeNull();
    expect(within(panel).getByText('Urgent')).toBeTruthy();
    expect(screen.getByText('3 unread notifications')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(panel).findByText('Note 25');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    const unread = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(unread).getAllByRole('listitem')).toHaveLength(3));
    expect(
      api.urls('GET /notifications').some((u) => u.searchParams.get('isRead') === 'false'),
    ).toBe(true);
  });

  it('marks all read, and deletes all after a confirmation question', async () => {
    const all = [note(1), note(2), note(3, true)];
    const api = stubApi({ 'GET /auth/me': { body: customer }, ...server(all) });
    renderRoutes(routes, '/notifications');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Note 3');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(api.calls('PUT /notifications/read-all')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all notifications?' });
    expect(api.calls('DELETE /notifications/all')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(api.calls('DELETE /notifications/all')).toHaveLength(1);
  });
});

describe('admin notifications page', () => {
  it('checks the form with the shared schema before sending anything', async () => {
    const api = stubApi({ 'GET /auth/me': { body: admin }, ...server([]) });
    renderRoutes(routes, '/admin/notifications');
    const form = await screen.findByRole('region', { name: 'Send a notification' });
    await userEvent.type(within(form).getByLabelText(/Link/), '//evil.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
    expect(
      await within(form).findByText('Enter a link on this site that starts with /, e.g. /products'),
    ).toBeTruthy();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(api.calls('POST /admin/notifications')).toHaveLength(0);
  });

  it('shows a missing customer under the e-mail field, and asks before sending to everyone', async () => {
    let answer: { status: number; body: object } = {
      status: 404,
      body: { success: false, message: 'No customer account uses this e-mail address.' },
    };
    const api = stubApi({
      'GET /auth/me': { body: admin },
      ...server([]),
      'POST /admin/notifications': () => answer,
    });
    renderRoutes(routes, '/admin/notifications');
    const form = await screen.findByRole('region', { name: 'Send a notification' });
    await userEvent.type(within(form).getByLabelText(/Customer e-mail/), 'nobody@example.com');
    await userEvent.type(within(form).getByLabelText(/Title in Arabic/), 'خصم');
    await userEvent.type(within(form).getByLabelText(/Title in English/), 'Sale');
    await userEvent.type(within(form).getByLabelText(/Message in Arabic/), 'على كل شيء');
    await userEvent.type(within(form).getByLabelText(/Message in English/), 'On everything');
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
    expect(
      await within(form).findByText('No customer account uses this e-mail address.'),
    ).toBeTruthy();

    answer = { status: 201, body: { success: true, sent: 12, message: 'Sent to 12.' } };
    await userEvent.click(within(form).getByRole('radio', { name: 'All customers' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to all customers?' });
    expect(api.calls('POST /admin/notifications')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to all customers' }));
    expect(await screen.findByText('Sent to 12.')).toBeTruthy();
    expect(api.calls('POST /admin/notifications')[1]).toMatchObject({
      audience: 'all_customers',
      type: 'promotion',
      priority: 'normal',
      titleEn: 'Sale',
      messageAr: 'على كل شيء',
    });
  });
});
