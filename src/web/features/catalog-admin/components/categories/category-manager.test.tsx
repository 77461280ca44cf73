import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminCategoriesPage from '../../../../app/routes/admin/categories';
import { renderRoutes, stubApi } from '../../../../test/render';
import { CATEGORY_ID, category } from '../../test-fixtures';

const routes = [{ path: '/admin/categories', element: <AdminCategoriesPage /> }];

afterEach(() => vi.unstubAllGlobals());

const input = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label) as HTMLInputElement;

describe('admin categories', () => {
  it('makes the slug from the English name as it is typed, until the slug is edited', async () => {
    const api = stubApi({
      'GET /admin/categories': { body: { items: [category()] } },
      'POST /admin/categories': ({ body }) => ({ status: 201, body: category(body as object) }),
    });
    renderRoutes(routes, '/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add category' }));
    await userEvent.type(input(dialog, /^Name \(English\)/), 'Solar Panels & Kits');
    expect(input(dialog, /^Slug/).value).toBe('solar-panels-and-kits');

    await userEvent.clear(input(dialog, /^Slug/));
    await userEvent.type(input(dialog, /^Slug/), 'solar');
    await userEvent.type(input(dialog, /^Name \(English\)/), ' 2');
    expect(input(dialog, /^Slug/).value).toBe('solar');

    await userEvent.type(input(dialog, /^Name \(Arabic\)/), 'ألواح شمسية');
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Category created')).toBeTruthy();
    expect(api.calls('POST /admin/categories')).toEqual([
      {
        slug: 'solar',
        nameEn: 'Solar Panels & Kits 2',
        nameAr: 'ألواح شمسية',
        descriptionEn: '',
        descriptionAr: '',
        sortOrder: 0,
        isActive: true,
      },
    ]);
  });

  it('refuses a bad slug and missing names before sending', async () => {
    const api = stubApi({ 'GET /admin/categories': { body: { items: [] } } });
    renderRoutes(routes, '/admin/categories');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add category' }))[0]);
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(input(dialog, /^Slug/), 'Bad Slug!');
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
    expect(
      dialog.getByText('Use lower-case English letters, digits and single hyphens only'),
    ).toBeTruthy();
    expect(api.calls('POST /admin/categories')).toHaveLength(0);
  });

  it('shows why a category with products cannot be deleted and offers to deactivate it', async () => {
    const api = stubApi({
      'GET /admin/categories': { body: { items: [category()] } },
      [`DELETE /admin/categories/${CATEGORY_ID}`]: {
        status: 409,
        body: { success: false, message: 'This category has 3 products and cannot be deleted.' },
      },
      [`PUT /admin/categories/${CATEGORY_ID}`]: ({ body }) => ({ body: category(body as object) }),
    });
    renderRoutes(routes, '/admin/categories');
    const table = within(await screen.findByRole('table'));
    await userEvent.click(table.getByRole('button', { name: 'Delete Batteries' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const blocked = within(
      await screen.findByRole('dialog', { name: '“Batteries” cannot be deleted' }),
    );
    expect(blocked.getByText('This category has 3 products and cannot be deleted.')).toBeTruthy();
    expect(await screen.findByText('Failed to delete category')).toBeTruthy();
    await userEvent.click(blocked.getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByText('Category deactivated')).toBeTruthy();
    expect(api.calls(`PUT /admin/categories/${CATEGORY_ID}`)).toEqual([
      {
        slug: 'batteries',
        nameEn: 'Batteries',
        nameAr: 'بطاريات',
        descriptionEn: '',
        descriptionAr: '',
        sortOrder: 1,
        isActive: false,
      },
    ]);
  });

  it('shows the picture and banner, and removes one after confirmation', async () => {
    const withPictures = category({
      imageUrl: '/uploads/categories/c/image-1.webp',
      bannerUrl: '/uploads/categories/c/banner-1.webp',
    });
    const api = stubApi({
      'GET /admin/categories': { body: { items: [withPictures] } },
      [`DELETE /admin/categories/${CATEGORY_ID}/banner`]: {
        body: { ...withPictures, bannerUrl: null },
      },
    });
    renderRoutes(routes, '/admin/categories');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Edit Batteries' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit category' }));
    const banner = within(dialog.getByTestId('category-banner'));
    expect(
      (dialog.getByRole('img', { name: 'Current Category picture' }) as HTMLImageElement).src,
    ).toContain('/uploads/categories/c/image-1.webp');
    expect(banner.getByRole('img', { name: 'Current Banner (optional)' })).toBeTruthy();

    await userEvent.click(banner.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the Banner (optional)?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner (optional) removed')).toBeTruthy();
    expect(api.urls(`DELETE /admin/categories/${CATEGORY_ID}/banner`)).toHaveLength(1);
    expect(banner.getByText('None yet')).toBeTruthy();
    expect(banner.getByText('Upload')).toBeTruthy();
  });

  it('asks to save a new category before adding pictures', async () => {
    stubApi({ 'GET /admin/categories': { body: { items: [] } } });
    renderRoutes(routes, '/admin/categories');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add category' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add category' }));
    expect(
      dialog.getByText('Save the category first, then add its picture and banner.'),
    ).toBeTruthy();
  });
});
