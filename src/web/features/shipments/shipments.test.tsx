import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderShipments, AdminShipment } from '../../../shared/schemas/shipments';
import AdminOrderDetailsPage from '../../app/routes/admin/order-details';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { adminOrderDetail, ORDER_ID } from '../orders-admin/test-fixtures';

// The shipments panel of the admin's order page (decision 044).
const SHIPMENT_ID = '77777777-7777-4777-8777-777777777777';
const routes = [{ path: '/admin/orders/:id', element: <AdminOrderDetailsPage /> }];
const detailKey = `GET /admin/orders/${ORDER_ID}`;
const listKey = `GET /admin/orders/${ORDER_ID}/shipments`;
const createKey = `POST /admin/orders/${ORDER_ID}/shipments`;

const none: AdminOrderShipments = {
  shipments: [],
  couriers: ['manual', 'bosta'],
  canShip: true,
  blockedReason: null,
  codDefault: 1550,
  codMax: 1550,
};
const shipment: AdminShipment = {
  id: SHIPMENT_ID,
  orderId: ORDER_ID,
  courier: 'manual',
  courierName: 'Aramex',
  trackingNumber: 'ARX-55',
  trackingUrl: null,
  externalId: null,
  status: 'out_for_delivery',
  parcels: 2,
  weightKg: 1.5,
  cod: 1550,
  note: null,
  courierState: null,
  lastPolledAt: null,
  createdBy: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  events: [
    {
      status: 'out_for_delivery',
      code: 'created',
      source: 'staff',
      occurredAt: '2026-11-25T09:00:00.000Z',
    },
  ],
};
const shipped: AdminOrderShipments = {
  ...none,
  shipments: [shipment],
  canShip: false,
  blockedReason: 'This order already has a shipment.',
};

const panel = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('section')!);

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.remove();
  await i18n.changeLanguage('en');
});

describe('the admin shipments panel', () => {
  it('creates a manual shipment with the default cash to collect', async () => {
    let current = none;
    const api = stubApi({
      [detailKey]: { body: adminOrderDetail({ deliveryStatus: 'in_progress', events: [] }) },
      [listKey]: () => ({ body: current }),
      [createKey]: () => {
        current = shipped;
        return { status: 201, body: shipped };
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const section = await panel('Shipments');
    await userEvent.click(section.getByRole('button', { name: 'Create shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a shipment' });
    const cod = within(dialog).getByLabelText(/Cash to collect/) as HTMLInputElement;
    expect(cod.value).toBe('1550');
    // Nothing is sent while the courier's name and tracking number are missing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(api.calls(createKey)).toEqual([]);
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/Courier name/), 'Aramex');
    await userEvent.type(within(dialog).getByLabelText(/Tracking number/), 'ARX-55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(await screen.findByText('Shipment created')).toBeTruthy();
    expect(api.calls(createKey)).toEqual([
      {
        courier: 'manual',
        courierName: 'Aramex',
        trackingNumber: 'ARX-55',
        parcels: 1,
        cod: 1550,
      },
    ]);
    const after = await panel('Shipments');
    expect(after.getByTestId('tracking-number').textContent).toBe('ARX-55');
    expect(after.getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(after.queryByRole('button', { name: 'Create shipment' })).toBeNull();
  });

  it('refuses a tracking number with a control character before sending it', async () => {
    const api = stubApi({
      [detailKey]: { body: adminOrderDetail({ deliveryStatus: 'in_progress', events: [] }) },
      [listKey]: { body: none },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click(
      (await panel('Shipments')).getByRole('button', { name: 'Create shipment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a shipment' });
    await userEvent.type(within(dialog).getByLabelText(/Courier name/), 'Aramex');
    const tracking = within(dialog).getByLabelText(/Tracking number/);
    await userEvent.click(tracking);
    await userEvent.paste('ARX\t55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship the order' }));
    expect(
      await within(dialog).findByText('Must not contain control characters (tabs, line breaks…)'),
    ).toBeTruthy();
    expect(api.calls(createKey)).toEqual([]);
  });

  it('shows a Bosta shipment in Arabic with its tracking link and airway bill', async () => {
    await i18n.changeLanguage('ar');
    stubApi({
      [detailKey]: { body: adminOrderDetail({ deliveryStatus: 'out_for_delivery', events: [] }) },
      [listKey]: {
        body: {
          ...shipped,
          shipments: [
            {
              ...shipment,
              courier: 'bosta',
              courierName: null,
              trackingNumber: '7100000001',
              trackingUrl: 'https://bosta.co/tracking-shipments?shipment-number=7100000001',
              status: 'in_transit',
              courierState: '24',
            },
          ],
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const section = await panel('الشحنات');
    expect(section.getByText('بوسطة')).toBeTruthy();
    expect(section.getAllByText('في الطريق').length).toBeGreaterThan(0);
    const link = section.getByRole('link', { name: /7100000001/ });
    expect(link.getAttribute('href')).toBe(
      'https://bosta.co/tracking-shipments?shipment-number=7100000001',
    );
    expect(section.getByRole('link', { name: 'طباعة بوليصة الشحن' }).getAttribute('href')).toBe(
      `/api/admin/shipments/${SHIPMENT_ID}/airway-bill`,
    );
    // Bosta reports delivery itself: staff may only cancel.
    expect(section.queryByRole('button', { name: 'تسجيل التسليم' })).toBeNull();
    expect(section.getByRole('button', { name: 'إلغاء الشحنة' })).toBeTruthy();
  });
});
