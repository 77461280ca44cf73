import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminProductEditorPage from '../../../../app/routes/admin/product-editor';
import { renderRoutes, stubApi } from '../../../../test/render';
import { category, color, PRODUCT_ID, product } from '../../test-fixtures';

const routes = [{ path: '/admin/products/:id', element: <AdminProductEditorPage /> }];
const red = color();
const blue = color({
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Blue',
  nameAr: 'أزرق',
  colorCode: '#0000FF',
  position: 1,
});
const base = `/admin/products/${PRODUCT_ID}/colors`;

afterEach(() => vi.unstubAllGlobals());

async function openColors(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /admin/categories': { body: { items: [category()] } },
    [`GET /admin/products/${PRODUCT_ID}`]: { body: product({ colors: [red, blue] }) },
    ...handlers,
  });
  renderRoutes(routes, `/admin/products/${PRODUCT_ID}`);
  const section = within(await screen.findByRole('region', { name: 'Colors' }));
  return { api, section };
}

describe('colors manager', () => {
  it('validates every required field before adding a color', async () => {
    const { api, section } = await openColors({
      [`POST ${base}`]: ({ body }) => ({
        status: 201,
        body: color({ ...(body as object), id: '77777777-7777-4777-8777-777777777777' }),
      }),
    });
    await userEvent.click(section.getByRole('button', { name: 'Add color' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add color' }));
    const code = dialog.getByLabelText<HTMLInputElement>(/^Color code/);
    await userEvent.clear(code);
    await userEvent.type(code, 'green');
    await userEvent.click(dialog.getByRole('button', { name: 'Add color' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
    expect(dialog.getByText('Enter a color code like #1A2B3C')).toBeTruthy();
    expect(api.calls(`POST ${base}`)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/^Name \(English\)/), 'Green');
    await userEvent.type(dialog.getByLabelText(/^Name \(Arabic\)/), 'أخضر');
    await userEvent.clear(code);
    await userEvent.type(code, '#00AA00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add color' }));
    expect(await screen.findByText('Color added')).toBeTruthy();
    expect(api.calls(`POST ${base}`)).toEqual([
      { name: 'Green', nameAr: 'أخضر', colorCode: '#00AA00', isActive: true },
    ]);
  });

  it('says "Failed to update color" when an edit is refused, and keeps the dialog open', async () => {
    const { section } = await openColors({
      [`PUT ${base}/${red.id}`]: {
        status: 500,
        body: { success: false, message: 'Database down' },
      },
    });
    await userEvent.click(section.getByRole('button', { name: 'Edit Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit color' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Failed to update color\s+Database down/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit color' })).toBeTruthy();
  });

  it('deletes after confirmation and reorders with the buttons', async () => {
    const { api, section } = await openColors({
      [`DELETE ${base}/${blue.id}`]: { body: { success: true, message: 'Deleted' } },
      [`PUT ${base}/order`]: { status: 500, body: { success: false, message: 'Nope' } },
    });
    await userEvent.click(section.getByRole('button', { name: 'Move Blue up' }));
    expect(api.calls(`PUT ${base}/order`)).toEqual([{ ids: [blue.id, red.id] }]);
    expect(await screen.findByText(/Failed to reorder colors/)).toBeTruthy();

    await userEvent.click(section.getByRole('button', { name: 'Delete Blue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this color?' }));
    expect(api.urls(`DELETE ${base}/${blue.id}`)).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Color deleted')).toBeTruthy();
    expect(api.urls(`DELETE ${base}/${blue.id}`)).toHaveLength(1);
  });
});
