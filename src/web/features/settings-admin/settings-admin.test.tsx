import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/settings-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];

const settings = (patch: Partial<AdminSettings['payment']> = {}): AdminSettings => ({
  payment: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null, ...patch },
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
// The zones load on their own; these tests are about the other sections.
const noZones = { 'GET /admin/shipping-zones': { body: { items: [] } } };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove(); // toasts live in a module store that outlasts each render
});

describe('admin settings', () => {
  it('turns card payment on and shows when it changed', async () => {
    const api = stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/payment': {
        body: settings({
          paymobEnabled: true,
          paymobStatus: 'Enabled',
          updatedAt: '2026-11-22T08:30:00.000Z',
        }),
      },
    });
    renderRoutes(routes, '/admin/settings');
    const toggle = await screen.findByRole('switch', { name: 'Accept card payments' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Disabled')).toBeTruthy();
    await userEvent.click(toggle);
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/payment')).toEqual([{ paymobEnabled: true }]);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Enabled')).toBeTruthy();
    const time = document.querySelector('time[datetime="2026-11-22T08:30:00.000Z"]');
    expect(time?.textContent).toMatch(/2026/);
  });

  it('rejects a negative fee and saves an empty threshold as never free', async () => {
    const api = stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/shipping': ({ body }) => ({
        body: { ...settings(), shipping: { ...(body as object), updatedAt: null } },
      }),
    });
    renderRoutes(routes, '/admin/settings');
    const fee = await screen.findByLabelText(/Shipping fee/);
    const shipping = screen.getByRole('region', { name: 'Shipping and cash on delivery' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    await userEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price must be zero or positive.')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toHaveLength(0);

    await userEvent.clear(fee);
    await userEvent.type(fee, '60');
    await userEvent.clear(screen.getByLabelText(/Free shipping from/));
    await userEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toEqual([
      { flatFee: 60, freeShippingThreshold: null, daysMin: 3, daysMax: 7, codFee: 0 },
    ]);
  });

  it('saves the fallback estimate and the COD fee, refusing a range that ends before it starts', async () => {
    const api = stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/shipping': ({ body }) => ({
        body: { ...settings(), shipping: { ...(body as object), updatedAt: null } },
      }),
    });
    renderRoutes(routes, '/admin/settings');
    const from = await screen.findByLabelText(/Delivery from \(days\)/);
    const shipping = screen.getByRole('region', { name: 'Shipping and cash on delivery' });
    await userEvent.clear(from);
    await userEvent.type(from, '8');
    await userEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The longest time must not be shorter than the shortest'),
    ).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toHaveLength(0);

    await userEvent.clear(from);
    await userEvent.type(from, '2');
    const cod = screen.getByLabelText(/Cash on delivery fee/);
    await userEvent.clear(cod);
    await userEvent.type(cod, '15');
    await userEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toEqual([
      { flatFee: 50, freeShippingThreshold: 2000, daysMin: 2, daysMax: 7, codFee: 15 },
    ]);
  });

  it('switches VAT off, keeping the rate, and checks a typed rate', async () => {
    const api = stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/vat': ({ body }) => ({
        body: { ...settings(), vat: { ...(body as object), updatedAt: null } },
      }),
    });
    renderRoutes(routes, '/admin/settings');
    const vat = await screen.findByRole('region', { name: 'VAT' });
    const rate = within(vat).getByLabelText(/VAT rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(within(vat).getByRole('button', { name: 'Save' }));
    expect(await within(vat).findByText('Must be at least 1')).toBeTruthy();

    await userEvent.click(within(vat).getByRole('radio', { name: /VAT does not apply/ }));
    expect(within(vat).queryByLabelText(/VAT rate/)).toBeNull();
    await userEvent.click(within(vat).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/vat')).toEqual([{ mode: 'none', ratePercent: 14 }]);
  });

  it('says so when the settings fail to load', async () => {
    stubApi({
      'GET /admin/settings': { status: 403, body: { success: false, message: 'Admins only' } },
    });
    renderRoutes(routes, '/admin/settings');
    expect(await screen.findByText(/Failed to load settings\s+Admins only/)).toBeTruthy();
  });

  it('says so when an update fails', async () => {
    stubApi({
      ...noZones,
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/payment': { status: 500, body: { success: false, message: 'Boom' } },
    });
    renderRoutes(routes, '/admin/settings');
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText(/Failed to update settings\s+Boom/)).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
