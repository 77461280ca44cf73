import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/settings-admin';
import type { PaymentMethodSetting } from '../../../shared/schemas/site';
import AdminSettingsPage from '../../app/routes/admin/settings';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

/** Admin → Settings → Payments: the Paymob methods (decision 041). */

const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];

const methods: PaymentMethodSetting[] = [
  {
    key: 'card',
    enabled: true,
    name: { en: 'Card payment', ar: 'الدفع بالبطاقة' },
    position: 1,
    minimumOrder: 0,
    configured: true,
  },
  {
    key: 'wallet',
    enabled: false,
    name: { en: 'Mobile wallet', ar: 'المحفظة الإلكترونية' },
    position: 2,
    minimumOrder: 0,
    configured: true,
  },
  {
    key: 'instalments',
    enabled: true,
    name: { en: 'Instalments', ar: 'التقسيط' },
    position: 3,
    minimumOrder: 1000,
    configured: true,
  },
  {
    key: 'apple_pay',
    enabled: false,
    name: { en: 'Apple Pay', ar: 'Apple Pay' },
    position: 4,
    minimumOrder: 0,
    configured: false,
  },
  {
    key: 'kiosk',
    enabled: false,
    name: { en: 'Cash at a kiosk', ar: 'الدفع نقدًا في منافذ الدفع' },
    position: 5,
    minimumOrder: 0,
    configured: true,
  },
];

const settings = (payment: Partial<AdminSettings['payment']> = {}): AdminSettings => ({
  payment: {
    paymobEnabled: true,
    paymobStatus: 'Enabled',
    updatedAt: null,
    methods,
    ...payment,
  },
  shipping: {
    flatFee: 50,
    freeShippingThreshold: 2000,
    daysMin: 3,
    daysMax: 7,
    codFee: 0,
    updatedAt: null,
  },
  vat: { mode: 'included', ratePercent: 14, updatedAt: null },
});
const noZones = { 'GET /admin/shipping-zones': { body: { items: [] } } };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const section = () => screen.getByRole('region', { name: /Payment methods|طرق الدفع/ });

describe('admin payment methods', () => {
  it('lists every method; says which the server cannot take; saves order, names and minimums', async () => {
    const api = stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/payment-methods': { body: settings() },
    });
    renderRoutes(routes, '/admin/settings');
    await screen.findByRole('region', { name: 'Payment methods' });
    const box = section();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Card payment', 'Mobile wallet', 'Instalments', 'Apple Pay', 'Cash at a kiosk']);
    expect(
      within(box).getByText('Not configured on the server: customers see it as unavailable.'),
    ).toBeTruthy();
    expect(within(box).getByText('Kiosk payments cannot be refunded through Paymob.')).toBeTruthy();
    // The card's switch is SPEC's, above; the others have their own.
    expect(within(box).queryByRole('checkbox', { name: 'Offer Card payment' })).toBeNull();

    const wallet = within(box).getByRole('listitem', { name: 'Mobile wallet' });
    await userEvent.click(within(wallet).getByRole('checkbox', { name: 'Offer Mobile wallet' }));
    const nameEn = within(wallet).getByLabelText(/Name \(English\)/);
    await userEvent.clear(nameEn);
    await userEvent.type(nameEn, 'Vodafone Cash');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Move Mobile wallet up' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Save payment methods' }));

    expect(await screen.findByText('Settings updated')).toBeTruthy();
    const [sent] = api.calls('PUT /admin/settings/payment-methods');
    expect(sent.methods.map((m: { key: string; position: number }) => [m.key, m.position])).toEqual(
      [
        ['wallet', 1],
        ['card', 2],
        ['instalments', 3],
        ['apple_pay', 4],
        ['kiosk', 5],
      ],
    );
    expect(sent.methods[0]).toEqual({
      key: 'wallet',
      enabled: true,
      name: { en: 'Vodafone Cash', ar: 'المحفظة الإلكترونية' },
      position: 1,
      minimumOrder: 0,
    });
    expect(sent.methods[1]).toMatchObject({ key: 'card', enabled: true });
    expect(sent.methods[2]).toMatchObject({ key: 'instalments', minimumOrder: 1000 });
    // No integration id is ever sent from here.
    expect(JSON.stringify(sent)).not.toMatch(/integration/i);
  });

  it('requires both names and a minimum of at least 0, sending nothing', async () => {
    const api = stubApi({ ...noZones, 'GET /admin/settings': { body: settings() } });
    renderRoutes(routes, '/admin/settings');
    await screen.findByRole('region', { name: 'Payment methods' });
    const row = within(section()).getByRole('listitem', { name: 'Instalments' });
    await userEvent.clear(within(row).getByLabelText(/Name \(Arabic\)/));
    const minimum = within(row).getByLabelText(/Minimum order/);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '-1');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save payment methods' }));
    expect(await within(row).findByText('This field is required')).toBeTruthy();
    expect(within(row).getByText('Price must be zero or positive.')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/payment-methods')).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ ...noZones, 'GET /admin/settings': { body: settings() } });
    renderRoutes(routes, '/admin/settings');
    const box = await screen.findByRole('region', { name: 'طرق الدفع' });
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(5));
    expect(within(box).getByRole('checkbox', { name: 'عرض المحفظة الإلكترونية' })).toBeTruthy();
    expect(within(box).getAllByLabelText(/الحد الأدنى للطلب/)).toHaveLength(5);
  });
});
