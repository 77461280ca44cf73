import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings, ProductPageSettings } from '../../../shared/schemas/settings-admin';
import AdminSettingsPage from '../../app/routes/admin/settings';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';

// Settings → Product page (issue 24, decision 060).
const routes = [{ path: '/admin/settings', element: <AdminSettingsPage /> }];
const KEY = '/admin/settings/product-page';

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
const stored: ProductPageSettings = {
  stockHintThreshold: 5,
  warrantyText: { en: 'Genuine products', ar: 'منتجات أصلية' },
  codText: { en: 'Cash on delivery available', ar: 'الدفع عند الاستلام متاح' },
  updatedAt: null,
};

const card = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('section')!);

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.remove();
  await i18n.changeLanguage('en');
});

describe('product page setting', () => {
  it('checks the threshold like the server, then saves it with both texts', async () => {
    const api = stubApi({
      'GET /admin/shipping-zones': { body: { items: [] } },
      'GET /admin/settings': { body: settings },
      [`GET ${KEY}`]: { body: stored },
      [`PUT ${KEY}`]: ({ body }) => ({
        body: { ...(body as object), updatedAt: '2026-11-26T08:30:00.000Z' },
      }),
    });
    renderRoutes(routes, '/admin/settings');
    const section = await card('Product page');
    const field = await section.findByLabelText('Show "Only N left" from (pieces)');
    expect((field as HTMLInputElement).value).toBe('5');
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(/at most 99|99/)).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '3');
    const codAr = within(
      section.getByRole('group', { name: 'Cash on delivery line' }),
    ).getByLabelText('Arabic');
    await userEvent.clear(codAr);
    await userEvent.type(codAr, 'ادفع كاش عند الاستلام');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated')).toBeTruthy();
    expect(api.calls(`PUT ${KEY}`)).toEqual([
      {
        stockHintThreshold: 3,
        warrantyText: stored.warrantyText,
        codText: { en: 'Cash on delivery available', ar: 'ادفع كاش عند الاستلام' },
      },
    ]);
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({
      'GET /admin/shipping-zones': { body: { items: [] } },
      'GET /admin/settings': { body: settings },
      [`GET ${KEY}`]: { body: stored },
    });
    renderRoutes(routes, '/admin/settings');
    const section = await card('صفحة المنتج');
    expect(await section.findByLabelText('اعرض «متبقي N فقط» ابتداءً من (قطعة)')).toBeTruthy();
  });
});
