import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../shared/schemas/audit';
import AdminSettingsPage from '../../app/routes/admin/settings';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const ADMIN_ID = '22222222-2222-4222-8222-222222222222';
const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];

const entry = (patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '33333333-3333-4333-8333-333333333333',
  // 08:30 UTC in July is 11:30 in Cairo (summer time).
  createdAt: '2026-07-10T08:30:00.000Z',
  action: 'order.status_changed',
  actor: { id: ADMIN_ID, email: 'boss@example.com', name: 'Hoda Samir' },
  entity: {
    type: 'order',
    id: ORDER_ID,
    label: { en: '#100042', ar: '#100042' },
    link: { kind: 'order', id: ORDER_ID },
  },
  before: { paymentStatus: 'pending' },
  after: { paymentStatus: 'paid', note: 'Cash collected' },
  ...patch,
});
const settingsEntry = entry({
  id: '44444444-4444-4444-8444-444444444444',
  action: 'settings.updated',
  actor: { id: null, email: 'gone@example.com', name: null },
  entity: { type: 'settings', id: 'payment', label: { en: 'payment', ar: 'payment' }, link: null },
  before: { paymobApiKey: '[changed]', paymobEnabled: false },
  after: { paymobApiKey: '[changed]', paymobEnabled: true },
});
const page = (items: AuditEntry[], total = items.length) => ({
  items,
  page: 1,
  pageSize: 20,
  total,
  totalPages: Math.max(1, Math.ceil(total / 20)),
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('settings → audit log', () => {
  it('lists who did what and when, links the order and opens the changes', async () => {
    stubApi({ 'GET /admin/audit-log': { body: page([entry(), settingsEntry]) } });
    renderRoutes(routes, '/admin/settings?section=audit');
    expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = within(await screen.findByRole('table'));
    const [, first, second] = table.getAllByRole('row');
    expect(within(first).getByText('Changed the order status')).toBeTruthy();
    expect(within(first).getByText('Hoda Samir')).toBeTruthy();
    expect(within(first).getByText('Jul 10, 2026, 11:30 AM')).toBeTruthy();
    const link = within(first).getByRole('link', { name: '#100042' });
    expect(link.getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}`);
    expect(within(second).getByText('Changed a setting')).toBeTruthy();
    expect(within(second).getByText('Card payment')).toBeTruthy();
    expect(within(second).getByText('Deleted account')).toBeTruthy();
    expect(screen.getByText('Entries: 2')).toBeTruthy();

    const show = within(first).getByRole('button', { name: 'Show changes' });
    await userEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const changes = within(document.getElementById(show.getAttribute('aria-controls')!)!);
    const [, status, note] = changes.getAllByRole('row');
    expect(within(status).getByRole('rowheader').textContent).toBe('Payment status');
    expect(
      within(status)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pending', 'Paid']);
    expect(
      within(note)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', 'Cash collected']);

    await userEvent.click(within(second).getByRole('button', { name: 'Show changes' }));
    expect(screen.getAllByText('(hidden)')).toHaveLength(2);
    expect(screen.queryByText('[changed]')).toBeNull();
  });

  it('filters by record type, staff member and Cairo days through the URL; the CSV follows', async () => {
    const api = stubApi({ 'GET /admin/audit-log': { body: page([entry()]) } });
    renderRoutes(routes, '/admin/settings?section=audit');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Record type'), 'product');
    await userEvent.type(screen.getByLabelText('Staff member'), 'boss');
    // The name is sent after a pause in typing (300 ms).
    await vi.waitFor(
      () => expect(api.urls('GET /admin/audit-log').at(-1)!.searchParams.get('actor')).toBe('boss'),
      { timeout: 5_000 },
    );
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To date'), '2026-11-20');
    await vi.waitFor(
      () => {
        const last = api.urls('GET /admin/audit-log').at(-1)!;
        expect(last.searchParams.get('entityType')).toBe('product');
        expect(last.searchParams.get('actor')).toBe('boss');
        expect(last.searchParams.get('from')).toBe('2026-11-01');
        expect(last.searchParams.get('to')).toBe('2026-11-20');
      },
      { timeout: 5_000 },
    );
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://shop.test',
    );
    expect(csv.pathname).toBe('/api/admin/audit-log.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      entityType: 'product',
      actor: 'boss',
      from: '2026-11-01',
      to: '2026-11-20',
      lang: 'en',
    });
  });

  it('says when nothing is recorded, and offers a retry when loading fails', async () => {
    let fail = true;
    stubApi({
      'GET /admin/audit-log': () =>
        fail ? { status: 500, body: { success: false, message: 'Boom' } } : { body: page([]) },
    });
    renderRoutes(routes, '/admin/settings?section=audit');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Failed to load the audit log')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No admin changes recorded yet')).toBeTruthy();
  });

  it('reads in Arabic with Arabic labels and digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /admin/audit-log': { body: page([entry()]) } });
    renderRoutes(routes, '/admin/settings?section=audit');
    const table = within(await screen.findByRole('table'));
    expect(screen.getByRole('tab', { name: 'سجل التدقيق' })).toBeTruthy();
    expect(table.getByText('غيّر حالة الطلب')).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'الوقت' })).toBeTruthy();
    expect(table.getByText(/١١:٣٠/)).toBeTruthy();
    expect(table.getByRole('link', { name: 'رقم ١٠٠٠٤٢' })).toBeTruthy();
  });
});
