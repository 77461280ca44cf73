import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportThreadSummary } from '../../../shared/schemas/support';
import { RequireAuth } from '../../app/guards';
import SupportMessagesPage from '../../app/routes/support-messages';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me } from '../checkout/test-fixtures';
import { shortStamp } from './format';
import { ID, summary, thread } from './test-fixtures';

const OTHER = '55555555-5555-4555-8555-000000000002';
const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/support-messages', element: <SupportMessagesPage /> }],
  },
  { path: '/login', element: <h1>Login page</h1> },
];

const page = (items: SupportThreadSummary[]) => ({
  body: { items, page: 1, pageSize: 10, total: items.length, totalPages: 1 },
});

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('customer support page', () => {
  it('lists the threads with status and priority, and opens the one in ?thread=', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([
        summary(),
        summary({
          id: OTHER,
          subject: 'Scooter',
          status: 'closed',
          priority: 'low',
          lastMessage: null,
        }),
      ]),
      [`GET /support/threads/${ID}`]: { body: thread() },
    });
    renderRoutes(routes, `/support-messages?thread=${ID}`);
    const list = await screen.findByRole('list', { name: 'Support messages' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first.textContent).toContain('Inverter beeps at night');
    expect(first.textContent).toContain('Answered');
    expect(first.textContent).toContain('High priority');
    expect(first.textContent).toContain('Support team: Please send a photo.');
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(second.textContent).toContain('Closed');
    expect(second.textContent).toContain('Low priority');
    expect(second.getAttribute('href')).toBe(`/support-messages?thread=${OTHER}`);

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages[0].textContent).toContain('You');
    expect(messages[0].textContent).toContain('It beeps every hour.');
    expect(messages[1].textContent).toContain('Hoda · Support team');
    expect(screen.getByRole('heading', { name: 'Inverter beeps at night' })).toBeTruthy();
  });

  it('sends a reply and shows the answered thread', async () => {
    const answered = thread({
      status: 'open',
      messages: [
        ...thread().messages,
        {
          id: '66666666-6666-4666-8666-000000000003',
          authorRole: 'customer',
          authorName: 'Mona Adel',
          body: 'Here is the photo.',
          createdAt: '2026-01-10T10:00:00.000Z',
        },
      ],
    });
    const api = stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([summary()]),
      [`GET /support/threads/${ID}`]: { body: thread() },
      [`POST /support/threads/${ID}/messages`]: { status: 201, body: answered },
    });
    renderRoutes(routes, `/support-messages?thread=${ID}`);
    const box = await screen.findByLabelText('Your reply');
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, '  Here is the photo.  ');
    await userEvent.click(send);
    expect(await screen.findByText('Here is the photo.')).toBeTruthy();
    expect(api.calls(`POST /support/threads/${ID}/messages`)).toEqual([
      { message: 'Here is the photo.' },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text and shows the SPEC §8 failure when sending fails', async () => {
    const error = vi.spyOn(toast, 'error');
    stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([summary()]),
      [`GET /support/threads/${ID}`]: { body: thread() },
      [`POST /support/threads/${ID}/messages`]: {
        status: 500,
        body: { success: false, message: 'Server error occurred. Please try again later.' },
      },
    });
    renderRoutes(routes, `/support-messages?thread=${ID}`);
    const box = await screen.findByLabelText('Your reply');
    await userEvent.type(box, 'Still broken');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to send the support message\nServer error occurred. Please try again later.',
        expect.anything(),
      ),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Still broken');
  });

  it('says a closed thread reopens when the customer writes', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([summary({ status: 'closed' })]),
      [`GET /support/threads/${ID}`]: { body: thread({ status: 'closed' }) },
    });
    renderRoutes(routes, `/support-messages?thread=${ID}`);
    expect(
      await screen.findByText('This conversation is closed. Writing again reopens it.'),
    ).toBeTruthy();
  });

  it('answers a thread that is not theirs with a not-found state', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([summary()]),
      [`GET /support/threads/${OTHER}`]: { status: 404, body: { success: false, message: 'x' } },
    });
    renderRoutes(routes, `/support-messages?thread=${OTHER}`);
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeTruthy();
  });

  it('starts with a friendly empty state, validates the new message and opens it once sent', async () => {
    const created = thread({ status: 'open', priority: 'normal', subject: 'Solar quote' });
    const api = stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([]),
      'POST /support/threads': { status: 201, body: created },
      [`GET /support/threads/${ID}`]: { body: created },
    });
    const router = renderRoutes(routes, '/support-messages');
    expect(await screen.findByRole('heading', { name: 'No support messages yet' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'New message' })[0]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    expect(api.calls('POST /support/threads')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Subject/), 'Solar quote');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
    await userEvent.type(screen.getByLabelText(/^Message/), 'How much for 5 kW?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?thread=${ID}`));
    expect(api.calls('POST /support/threads')).toEqual([
      { subject: 'Solar quote', message: 'How much for 5 kW?', priority: 'high' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Solar quote' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({
      'GET /auth/me': { body: me },
      'GET /support/threads': page([summary()]),
      [`GET /support/threads/${ID}`]: { body: thread() },
    });
    renderRoutes(routes, `/support-messages?thread=${ID}`);
    const conversation = await screen.findByRole('list', { name: 'المحادثة' });
    expect(conversation.textContent).toContain('Hoda · فريق الدعم');
    expect(screen.getAllByText('تم الرد').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });
});

describe('shortStamp', () => {
  const now = new Date(2026, 0, 10, 15, 0);
  it('shows the time today, day and month this year, the full date before', () => {
    expect(shortStamp(new Date(2026, 0, 10, 9, 5).toISOString(), 'en', now)).toBe('9:05 AM');
    expect(shortStamp(new Date(2026, 0, 3, 9, 5).toISOString(), 'en', now)).toBe('Jan 3');
    expect(shortStamp(new Date(2025, 11, 3).toISOString(), 'en', now)).toBe('Dec 3, 2025');
    expect(shortStamp('nonsense', 'en', now)).toBe('');
  });
});
