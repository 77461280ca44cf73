import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/settings-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];

const settings = (patch: Partial<AdminSettings['payment']> = {}): AdminSettings => ({
  payment: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null, ...patch },
  shipping: { flatFee: 50, freeShippingThreshold: 2000, updatedAt: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove(); // toasts live in a module store that outlasts each render
});

describe('admin settings', () => {
  it('turns card payment on and shows when it changed', async () => {
    const api = stubApi({
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
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/shipping': ({ body }) => ({
        body: { ...settings(), shipping: { ...(body as object), updatedAt: null } },
      }),
    });
    renderRoutes(routes, '/admin/settings');
    const fee = await screen.findByLabelText(/Shipping fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price must be zero or positive.')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toHaveLength(0);

    await userEvent.clear(fee);
    await userEvent.type(fee, '60');
    await userEvent.clear(screen.getByLabelText(/Free shipping from/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls('PUT /admin/settings/shipping')).toEqual([
      { flatFee: 60, freeShippingThreshold: null },
    ]);
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
      'GET /admin/settings': { body: settings() },
      'PUT /admin/settings/payment': { status: 500, body: { success: false, message: 'Boom' } },
    });
    renderRoutes(routes, '/admin/settings');
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText(/Failed to update settings\s+Boom/)).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});
