import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBusinessDetails } from '../../../shared/schemas/invoices';
import type { AdminSettings } from '../../../shared/schemas/settings-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

// Settings → Business details (decision 045): the seller printed on invoices.
const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];
const KEY = '/admin/settings/business-details';
const settings: AdminSettings = {
  payment: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null },
  shipping: {
    flatFee: 50,
    freeShippingThreshold: 2000,
    daysMin: 3,
    daysMax: 7,
    codFee: 0,
    updatedAt: null,
  },
  vat: { mode: 'included', ratePercent: 14, updatedAt: null },
};
const saved: AdminBusinessDetails = {
  details: {
    legalName: { en: 'GreenVolt Energy S.A.E.', ar: 'جرين فولت للطاقة' },
    address: { en: '5 Tahrir St, Giza', ar: '٥ شارع التحرير، الجيزة' },
    taxRegistrationNumber: '123456789',
    commercialRegisterNumber: '',
  },
  updatedAt: '2026-11-25T08:30:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('business details setting', () => {
  it('checks the 9-digit tax number like the server, then saves it as digits', async () => {
    const api = stubApi({
      'GET /admin/settings': { body: settings },
      'GET /admin/shipping-zones': { body: { items: [] } },
      [`GET ${KEY}`]: { body: { details: null, updatedAt: null } },
      [`PUT ${KEY}`]: { body: saved },
    });
    renderRoutes(routes, '/admin/settings');
    const card = within(
      (await screen.findByRole('heading', { name: 'Business details' })).closest('section')!,
    );
    expect(
      await card.findByText('Not saved yet: invoices show no tax registration number.'),
    ).toBeTruthy();
    await userEvent.type(card.getByLabelText(/Legal name \(English\)/), 'GreenVolt Energy S.A.E.');
    await userEvent.type(card.getByLabelText(/Legal name \(Arabic\)/), 'جرين فولت للطاقة');
    await userEvent.type(
      card.getByLabelText(/Registered address \(English\)/),
      '5 Tahrir St, Giza',
    );
    await userEvent.type(card.getByLabelText(/Registered address \(Arabic\)/), '٥ شارع التحرير');
    const tax = card.getByLabelText(/Tax registration number/);
    await userEvent.type(tax, '12345678');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Enter the 9-digit tax registration number')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([]);

    await userEvent.clear(tax);
    await userEvent.type(tax, '123-456-789');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([
      {
        legalName: { en: 'GreenVolt Energy S.A.E.', ar: 'جرين فولت للطاقة' },
        address: { en: '5 Tahrir St, Giza', ar: '٥ شارع التحرير' },
        taxRegistrationNumber: '123456789',
        commercialRegisterNumber: '',
      },
    ]);
    expect((card.getByLabelText(/Tax registration number/) as HTMLInputElement).value).toBe(
      '123-456-789',
    );
  });
});
