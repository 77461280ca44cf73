import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminProductEditorPage from '../../../../app/routes/admin/product-editor';
import AdminProductsPage from '../../../../app/routes/admin/products';
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
