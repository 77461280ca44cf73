import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminProductEditorPage from '../../../../app/routes/admin/product-editor';
import AdminProductsPage from '../../../../app/routes/admin/products';
import i18n from '../../../../lib/i18n';
import { renderRoutes, stubApi } from '../../../../test/render';
import { category, PRODUCT_ID, page, product } from '../../test-fixtures';

const routes = [
  { path: '/admin/products', element: <AdminProductsPage /> },
  { path: '/admin/products/:id', element: <AdminProductEditorPage /> },
];
const COPY_ID = '55555555-5555-4555-8555-555555555555';
const categories = { body: { items: [category()] } };

afterEach(() => vi.unstubAllGlobals());

/** The wide table (phones get cards with the same buttons; happy-dom renders both). */
const table = async () => within(await screen.findByRole('table'));

describe('admin products list', () => {
  it('shows the row facts and deletes only after confirmation', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page([product()]) },
      [`DELETE /admin/products/${PRODUCT_ID}`]: {
        body: { success: true, message: 'Deleted', deactivated: false },
      },
    });
    renderRoutes(routes, '/admin/products');
    const rows = await table();
    expect(rows.getByText('Lithium battery 100Ah')).toBeTruthy();
    expect(rows.getByText('In stock: 7')).toBeTruthy();
    const remove = rows.getByRole('button', { name: 'Delete Lithium battery 100Ah' });

    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.urls(`DELETE /admin/products/${PRODUCT_ID}`)).toHaveLength(0);

    await userEvent.click(remove);
    const again = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeTruthy();
    expect(api.urls(`DELETE /admin/products/${PRODUCT_ID}`)).toHaveLength(1);
  });

  it('tells the admin when a product in orders was deactivated instead', async () => {
    stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page([product({ orderCount: 2 })]) },
      [`DELETE /admin/products/${PRODUCT_ID}`]: {
        body: { success: true, message: 'Deactivated', deactivated: true },
      },
    });
    renderRoutes(routes, '/admin/products');
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Delete Lithium battery 100Ah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this product?' });
    expect(dialog.textContent).toContain('appears in 2 orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText(
        'This product appears in orders, so it was deactivated instead of deleted.',
      ),
    ).toBeTruthy();
  });

  it('keeps the search and filters in the URL and sends them', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page([]) },
    });
    const router = renderRoutes(routes, '/admin/products?active=false');
    await userEvent.type(await screen.findByLabelText('Search products'), 'بطارية');
    await vi.waitFor(() => expect(router.state.location.search).toContain('search='));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('بطارية');
    await vi.waitFor(() => {
      const last = api.urls('GET /admin/products').at(-1);
      expect(last?.searchParams.get('search')).toBe('بطارية');
      expect(last?.searchParams.get('active')).toBe('false');
    });
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
  });

  it('clones a product and opens the copy', async () => {
    stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page([product()]) },
      [`POST /admin/products/${PRODUCT_ID}/clone`]: {
        status: 201,
        body: product({ id: COPY_ID, isActive: false }),
      },
    });
    const router = renderRoutes(routes, '/admin/products');
    await userEvent.click(
      (await table()).getByRole('button', { name: 'Clone Lithium battery 100Ah' }),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/${COPY_ID}`),
    );
  });

  it('says so in a toast when the products fail to load', async () => {
    stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { status: 403, body: { success: false, message: 'Admins only' } },
    });
    renderRoutes(routes, '/admin/products');
    expect(await screen.findByText(/Failed to load products\s+Admins only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('bulk edit', () => {
  const three = [
    product(),
    product({ id: '33333333-3333-4333-8333-333333333333', nameEn: 'Charger 20A', nameAr: 'شاحن' }),
    product({ id: '44444444-4444-4444-8444-444444444444', nameEn: 'Scooter', nameAr: 'سكوتر' }),
  ];
  const ids = three.map((p) => p.id);

  afterEach(() => i18n.changeLanguage('en'));

  it('ticks products, confirms how many change, and sends one bulk call', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page(three) },
      'POST /admin/products/bulk': {
        body: { success: true, message: 'Products updated.', updated: 2 },
      },
    });
    renderRoutes(routes, '/admin/products');
    const rows = await table();
    expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull();
    await userEvent.click(rows.getByRole('checkbox', { name: 'Select Lithium battery 100Ah' }));
    await userEvent.click(rows.getByRole('checkbox', { name: 'Select Scooter' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk edit' }));
    expect(bar.getByText('2 products selected')).toBeTruthy();

    // Nothing typed: the shared schema's message, and no call.
    await userEvent.click(bar.getByRole('button', { name: 'Review change' }));
    expect(bar.getByText('Enter an amount above zero')).toBeTruthy();
    await userEvent.type(bar.getByLabelText('Percentage (%)'), '10');
    await userEvent.click(bar.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this change?' });
    expect(dialog.textContent).toContain('2 products will change.');
    expect(dialog.textContent).toContain('Prices go up by 10%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 products updated')).toBeTruthy();
    expect(api.calls('POST /admin/products/bulk')).toEqual([
      {
        ids: [ids[0], ids[2]],
        action: { kind: 'price', mode: 'percent', direction: 'increase', value: 10 },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull());
  });

  it('selects the whole page and moves it to a category, in Arabic with its plural forms', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      'GET /admin/categories': categories,
      'GET /admin/products': { body: page(three) },
      'POST /admin/products/bulk': {
        status: 400,
        body: {
          success: false,
          message: 'طلب غير صالح. يرجى التحقق من البيانات المدخلة.',
          errors: [{ field: 'ids', messages: ['بعض المنتجات المختارة لم تعد موجودة'] }],
        },
      },
    });
    renderRoutes(routes, '/admin/products');
    const rows = await table();
    await userEvent.click(rows.getByRole('checkbox', { name: 'تحديد كل منتجات هذه الصفحة' }));
    const bar = within(screen.getByRole('region', { name: 'تعديل جماعي' }));
    expect(bar.getByText('٣ منتجات محددة')).toBeTruthy();
    await userEvent.selectOptions(bar.getByLabelText('التغيير'), 'category');
    await userEvent.selectOptions(bar.getByLabelText('الفئة الجديدة'), category().id);
    await userEvent.click(bar.getByRole('button', { name: 'مراجعة التغيير' }));
    const dialog = await screen.findByRole('dialog', { name: 'تطبيق هذا التغيير؟' });
    expect(dialog.textContent).toContain('سيتم تغيير ٣ منتجات.');
    expect(dialog.textContent).toContain('ستنتقل إلى «بطاريات»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText(/تعذر تحديث المنتجات\. لم يتغير شيء\./)).toBeTruthy();
    expect(api.calls('POST /admin/products/bulk')[0]).toEqual({
      ids,
      action: { kind: 'category', categoryId: category().id },
    });
    // A failed edit keeps the selection for another try.
    expect(bar.getByText('٣ منتجات محددة')).toBeTruthy();
  });
});
