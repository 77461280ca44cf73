import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminSettings,
  CodConfirmationSettings,
} from '../../../shared/schemas/settings-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

// Settings → cash on delivery confirmation (decision 043).
const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];
const KEY = '/admin/settings/cod-confirmation';

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
const others = {
  'GET /admin/shipping-zones': { body: { items: [] } },
  'GET /admin/settings': { body: settings },
};
const saved = (threshold: number | null): CodConfirmationSettings => ({
  threshold,
  updatedAt: '2026-11-22T08:30:00.000Z',
});

const card = async (title = 'Cash on delivery confirmation') =>
  within((await screen.findByRole('heading', { name: title })).closest('section')!);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('cash on delivery confirmation setting', () => {
  it('is off until a threshold is saved, then says which orders wait', async () => {
    const api = stubApi({
      ...others,
      [`GET ${KEY}`]: { body: { threshold: null, updatedAt: null } },
      [`PUT ${KEY}`]: { body: saved(3000) },
    });
    renderRoutes(routes, '/admin/settings');
    const section = await card();
    expect(await section.findByText('Off: no order waits for confirmation.')).toBeTruthy();
    const field = section.getByLabelText('Confirm orders above (EGP)');
    expect((field as HTMLInputElement).value).toBe('');
    await userEvent.type(field, '3000');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([{ threshold: 3000 }]);
    expect(
      (await section.findByText(/^On: cash orders above/)).textContent?.replace(/\s+/g, ' '),
    ).toBe('On: cash orders above EGP 3,000 wait for confirmation.');
  });

  it('turns it off with an empty field, and refuses what is not an amount', async () => {
    const api = stubApi({
      ...others,
      [`GET ${KEY}`]: { body: saved(3000) },
      [`PUT ${KEY}`]: { body: saved(null) },
    });
    renderRoutes(routes, '/admin/settings');
    const section = await card();
    const field = (await section.findByLabelText('Confirm orders above (EGP)')) as HTMLInputElement;
    expect(field.value).toBe('3000');
    await userEvent.clear(field);
    await userEvent.type(field, '-5');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Price must be zero or positive.')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Off: no order waits for confirmation.')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([{ threshold: null }]);
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ ...others, [`GET ${KEY}`]: { body: saved(3000) } });
    renderRoutes(routes, '/admin/settings');
    const section = await card('تأكيد طلبات الدفع عند الاستلام');
    expect((await section.findByText(/^مفعّل:/)).textContent?.replace(/\s+/g, ' ')).toMatch(
      /^مفعّل: طلبات الدفع عند الاستلام التي تزيد على .*٣٬٠٠٠.* تنتظر التأكيد\.$/,
    );
    expect(section.getByLabelText('تأكيد الطلبات التي تزيد على (ج.م)')).toBeTruthy();
  });
});
