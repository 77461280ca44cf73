import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockHistory, StockMovement } from '../../../shared/schemas/stock-alerts';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { InventorySettingsCard, StockHistoryPanel } from './index';

// Decision 058: a product's stock history and the default low-stock threshold.
const PRODUCT = '11111111-2222-4333-8444-555555555555';
const VARIANT = '66666666-7777-4888-8999-000000000000';
const ORDER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const HISTORY = `/admin/products/${PRODUCT}/stock-history`;

const movement = (over: Partial<StockMovement>): StockMovement => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-25T10:00:00.000Z',
  variantId: null,
  variantName: null,
  sku: null,
  delta: -2,
  stockAfter: 8,
  reason: 'order',
  reasonLabel: { en: 'Order', ar: 'طلب' },
  actor: null,
  order: null,
  ...over,
});
const page = (items: StockMovement[], total = items.length): StockHistory => ({
  items,
  page: 1,
  pageSize: 20,
  total,
  totalPages: Math.ceil(total / 20),
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('StockHistoryPanel', () => {
  it('lists why, how much, what was left, who, and links the order', async () => {
    stubApi({
      [`GET ${HISTORY}`]: {
        body: page([
          movement({
            reason: 'manual',
            reasonLabel: { en: 'Manual edit', ar: 'تعديل يدوي' },
            delta: 10,
            stockAfter: 18,
            actor: { id: crypto.randomUUID(), name: 'Hoda Samir' },
          }),
          movement({
            order: { id: ORDER, number: '#100042' },
            variantId: VARIANT,
            variantName: { en: '24 V', ar: '٢٤ فولت' },
            sku: 'BAT-24',
          }),
        ]),
      },
    });
    renderRoutes([{ path: '/', element: <StockHistoryPanel productId={PRODUCT} /> }], '/');
    const panel = within(
      (await screen.findByRole('heading', { name: 'Stock history' })).closest('section')!,
    );
    expect(await panel.findByText('Manual edit')).toBeTruthy();
    expect(panel.getByText('+10')).toBeTruthy();
    expect(panel.getByText('18 left')).toBeTruthy();
    expect(panel.getByText(/Hoda Samir/)).toBeTruthy();
    expect(panel.getByText('−2')).toBeTruthy();
    expect(panel.getByText(/24 V/)).toBeTruthy();
    expect(panel.getByText('BAT-24')).toBeTruthy();
    expect(panel.getByText(/System/)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Order #100042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER}`,
    );
  });

  it('filters by variant and says when nothing was recorded, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({ [`GET ${HISTORY}`]: { body: page([]) } });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <StockHistoryPanel productId={PRODUCT} variants={[{ id: VARIANT, name: '٢٤ فولت' }]} />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('لم تُسجَّل أي تغييرات في المخزون بعد.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('الخيار'), VARIANT);
    await waitFor(() =>
      expect(api.urls(`GET ${HISTORY}`).map((u) => u.searchParams.get('variantId'))).toEqual([
        null,
        VARIANT,
      ]),
    );
  });
});

describe('InventorySettingsCard', () => {
  it('shows the default threshold and saves a new one typed in Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      'GET /admin/stock/settings': { body: { lowStockThreshold: 5, updatedAt: null } },
      'PUT /admin/stock/settings': {
        body: { lowStockThreshold: 8, updatedAt: '2026-11-26T01:00:00.000Z' },
      },
    });
    renderRoutes([{ path: '/', element: <InventorySettingsCard /> }], '/');
    expect(await screen.findByText('يُبلَّغ الفريق عندما تتبقى ٥ قطع أو أقل.')).toBeTruthy();
    const field = screen.getByLabelText('حد المخزون المنخفض الافتراضي (قطع)');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أدخل عددًا صحيحًا من ٠ إلى ١٠٬٠٠٠.')).toBeTruthy();
    expect(api.calls('PUT /admin/stock/settings')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '٨');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.calls('PUT /admin/stock/settings')).toEqual([{ lowStockThreshold: 8 }]),
    );
  });
});
