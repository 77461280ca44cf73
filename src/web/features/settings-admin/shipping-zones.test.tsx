import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '../../../shared/schemas/settings-admin';
import type { AdminShippingZone } from '../../../shared/schemas/shipping-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];

const settings: AdminSettings = {
  payment: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null },
  shipping: {
    flatFee: 75,
    freeShippingThreshold: null,
    daysMin: 3,
    daysMax: 7,
    codFee: 0,
    updatedAt: null,
  },
  vat: { mode: 'included', ratePercent: 14, updatedAt: null },
};

const cairo: AdminShippingZone = {
  id: '00000000-0000-4000-8000-000000000001',
  nameEn: 'Greater Cairo',
  nameAr: 'القاهرة الكبرى',
  fee: 50,
  freeOver: 3000,
  daysMin: 1,
  daysMax: 2,
  position: 1,
  governorates: ['C', 'GZ', 'KB'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.remove();
  await i18n.changeLanguage('en');
});

const open = (handlers: Parameters<typeof stubApi>[0] = {}) => {
  const api = stubApi({
    'GET /admin/settings': { body: settings },
    'GET /admin/shipping-zones': { body: { items: [cairo] } },
    ...handlers,
  });
  renderRoutes(routes, '/admin/settings');
  return api;
};

const zonesRegion = () => screen.findByRole('region', { name: 'Shipping zones' });

describe('admin shipping zones', () => {
  it('lists each zone with its fee, free-shipping threshold, estimate and governorates', async () => {
    open();
    const zones = await zonesRegion();
    expect(await within(zones).findByText('Greater Cairo')).toBeTruthy();
    expect(within(zones).getByText('3 governorates: Cairo, Giza, Qalyubia')).toBeTruthy();
    expect(within(zones).getByText(/EGP\s*50/)).toBeTruthy();
    expect(within(zones).getByText(/EGP\s*3,000/)).toBeTruthy();
    expect(within(zones).getByText('1–2 days')).toBeTruthy();
    expect(within(zones).getByText(/^In no zone \(fallback rule\): Alexandria, /)).toBeTruthy();
  });

  it('adds a zone: taken governorates are disabled and named, the form checks its fields', async () => {
    const api = open({
      'POST /admin/shipping-zones': ({ body }) => ({
        status: 201,
        body: { ...cairo, ...(body as object), id: '00000000-0000-4000-8000-000000000002' },
      }),
    });
    const zones = await zonesRegion();
    await within(zones).findByText('Greater Cairo');
    await userEvent.click(within(zones).getByRole('button', { name: 'Add a zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping zone' });
    const giza = within(dialog).getByRole('checkbox', { name: /Giza/ });
    expect((giza as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getAllByText('In “Greater Cairo”')).toHaveLength(3);

    await userEvent.type(within(dialog).getByLabelText(/^Delivery from/), '3');
    await userEvent.type(within(dialog).getByLabelText(/^Delivery up to/), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await within(dialog).findByText('Choose at least one governorate')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
    expect(
      within(dialog).getByText('The longest time must not be shorter than the shortest'),
    ).toBeTruthy();
    expect(api.calls('POST /admin/shipping-zones')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Name \(Arabic\)/), 'الصعيد');
    await userEvent.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Upper Egypt');
    await userEvent.type(within(dialog).getByLabelText(/^Shipping fee/), '90');
    await userEvent.clear(within(dialog).getByLabelText(/^Delivery up to/));
    await userEvent.type(within(dialog).getByLabelText(/^Delivery up to/), '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Aswan' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Luxor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Shipping zone added')).toBeTruthy();
    expect(api.calls('POST /admin/shipping-zones')).toEqual([
      {
        nameAr: 'الصعيد',
        nameEn: 'Upper Egypt',
        fee: 90,
        freeOver: null,
        daysMin: 3,
        daysMax: 5,
        governorates: ['LX', 'ASN'],
      },
    ]);
  });

  it('shows the server’s refusal under the governorates and keeps the form open', async () => {
    open({
      [`PUT /admin/shipping-zones/${cairo.id}`]: {
        status: 400,
        body: {
          success: false,
          message: 'Invalid request. Please check your input.',
          errors: [{ field: 'governorates', messages: ['Giza is already in the zone “West”'] }],
        },
      },
    });
    const zones = await zonesRegion();
    await userEvent.click(
      await within(zones).findByRole('button', { name: 'Edit “Greater Cairo”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping zone' });
    const cairoBox = within(dialog).getByRole('checkbox', { name: 'Cairo' }) as HTMLInputElement;
    expect(cairoBox.checked).toBe(true);
    expect(cairoBox.disabled).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await within(dialog).findByText('Giza is already in the zone “West”')).toBeTruthy();
    expect(await screen.findByText(/Failed to save the shipping zone/)).toBeTruthy();
  });

  it('deletes a zone only after a confirmation', async () => {
    const api = open({
      [`DELETE /admin/shipping-zones/${cairo.id}`]: { body: { success: true, message: 'ok' } },
    });
    const zones = await zonesRegion();
    await userEvent.click(
      await within(zones).findByRole('button', { name: 'Delete “Greater Cairo”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this shipping zone?' });
    expect(api.calls(`DELETE /admin/shipping-zones/${cairo.id}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(api.calls(`DELETE /admin/shipping-zones/${cairo.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('Shipping zone deleted')).toBeTruthy();
  });

  it('reads in Arabic with Arabic names, digits and plurals', async () => {
    await i18n.changeLanguage('ar');
    open();
    const zones = await screen.findByRole('region', { name: 'مناطق الشحن' });
    expect(await within(zones).findByText('القاهرة الكبرى')).toBeTruthy();
    expect(within(zones).getByText('٣ محافظات: القاهرة، الجيزة، القليوبية')).toBeTruthy();
    expect(within(zones).getByText('١–٢ يوم')).toBeTruthy();
  });

  it('says when every destination uses the fallback rule', async () => {
    open({ 'GET /admin/shipping-zones': { body: { items: [] } } });
    const zones = await zonesRegion();
    expect(await within(zones).findByText('No shipping zones yet')).toBeTruthy();
  });
});
