import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportRow } from '../../../../shared/schemas/catalog-import';
import AdminProductImportPage from '../../../app/routes/admin/product-import';
import { renderRoutes, stubApi } from '../../../test/render';

const routes = [{ path: '/admin/products/import', element: <AdminProductImportPage /> }];

afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<ImportRow>): ImportRow => ({
  row: 2,
  productKey: 'battery',
  sku: 'LB-12',
  name: 'Lithium battery',
  variant: '12 V',
  price: 4500,
  stock: 7,
  action: 'create',
  errors: [],
  ...overrides,
});

const preview = (items: ImportRow[]): ImportPreview => ({
  encoding: 'utf-8',
  totalRows: items.length,
  errorRows: items.filter((i) => i.errors.length).length,
  rows: {
    created: items.filter((i) => i.action === 'create').length,
    updated: 0,
    skipped: 0,
  },
  products: { created: 1, updated: 0 },
  items,
});

const file = (name: string) => new File(['product_key,sku\r\n'], name, { type: 'text/csv' });

describe('admin product import', () => {
  it('shows the bad row of a file, then imports the fixed file', async () => {
    let fixed = false;
    const api = stubApi({
      'POST /admin/products/import/preview': () => ({
        body: fixed
          ? preview([row({}), row({ row: 3, sku: 'LB-24', variant: '24 V', price: 12500.5 })])
          : preview([
              row({ action: null }),
              row({
                row: 3,
                sku: 'LB-24',
                variant: '24 V',
                action: null,
                errors: [{ column: 'category_slug', message: 'No category has the slug "solar".' }],
              }),
            ]),
      }),
      'POST /admin/products/import': {
        body: {
          success: true,
          message: 'Import done: 2 created, 0 updated, 0 unchanged.',
          rows: { created: 2, updated: 0, skipped: 0 },
          products: { created: 1, updated: 0 },
        },
      },
    });
    renderRoutes(routes, '/admin/products/import');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/products/export.csv',
    );

    await userEvent.upload(screen.getByTestId('import-file'), file('products.csv'));
    expect(await screen.findByText('1 row has errors')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Rows of the file' }));
    // Only the rows with errors at first.
    expect(table.getAllByTestId('import-row')).toHaveLength(1);
    expect(table.getByText(/No category has the slug "solar"\./)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Import (no changes)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByLabelText('Show only rows with errors'));
    expect(table.getAllByTestId('import-row')).toHaveLength(2);

    fixed = true;
    await userEvent.upload(screen.getByTestId('import-file'), file('products-fixed.csv'));
    expect(await screen.findByText('2 rows: 2 new, 0 changed, 0 unchanged.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 changes' }));
    expect(await screen.findByText('Import done: 2 created, 0 updated, 0 unchanged.')).toBeTruthy();
    expect(screen.getByText('Products: 1 new, 0 updated.')).toBeTruthy();
    expect(api.urls('POST /admin/products/import/preview')).toHaveLength(2);
    expect(api.urls('POST /admin/products/import')).toHaveLength(1);
    const sent = api.mock.mock.calls.at(-1)?.[1]?.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
  });

  it('shows a refused file with its reason', async () => {
    stubApi({
      'POST /admin/products/import/preview': {
        status: 413,
        body: {
          success: false,
          code: 'IMPORT_FILE_TOO_LARGE',
          message:
            'The file is larger than 10 MB. Split it into smaller files and import each one.',
        },
      },
    });
    renderRoutes(routes, '/admin/products/import');
    await userEvent.upload(screen.getByTestId('import-file'), file('huge.csv'));
    expect(
      await screen.findByText(
        'The file is larger than 10 MB. Split it into smaller files and import each one.',
      ),
    ).toBeTruthy();
  });
});
