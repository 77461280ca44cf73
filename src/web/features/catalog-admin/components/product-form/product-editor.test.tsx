import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminProductEditorPage from '../../../../app/routes/admin/product-editor';
import i18n from '../../../../lib/i18n';
import { renderRoutes, stubApi } from '../../../../test/render';
import { CATEGORY_ID, category, color, PRODUCT_ID, product } from '../../test-fixtures';

const routes = [
  { path: '/admin/products/new', element: <AdminProductEditorPage /> },
  { path: '/admin/products/:id', element: <AdminProductEditorPage /> },
  { path: '/admin/products', element: <h1>Products list</h1> },
];
const categories = { body: { items: [category()] } };

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('product form', () => {
  it('requires a category and a non-negative price, and sends nothing', async () => {
    const api = stubApi({ 'GET /admin/categories': categories });
    renderRoutes(routes, '/admin/products/new');
    await userEvent.type(await screen.findByLabelText(/^Name \(English\)/), 'Charger');
    await userEvent.type(field(/^Price \(EGP\)/), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Please select a category.')).toBeTruthy();
    expect(screen.getByText('Price must be zero or positive.')).toBeTruthy();
    expect(field(/^Price \(EGP\)/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /admin/products')).toHaveLength(0);
  });

  it('asks for a name in one of the languages', async () => {
    const api = stubApi({ 'GET /admin/categories': categories });
    renderRoutes(routes, '/admin/products/new');
    await screen.findByRole('option', { name: 'Batteries' });
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), CATEGORY_ID);
    await userEvent.type(field(/^Price \(EGP\)/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Enter the name in Arabic or English')).toBeTruthy();
    expect(api.calls('POST /admin/products')).toHaveLength(0);
  });

  it('hides colors and images until saved, then opens the edit page where they are managed', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      'POST /admin/products': ({ body }) => ({
        status: 201,
        body: product({ ...(body as object), videoUrl: null }),
      }),
      [`GET /admin/products/${PRODUCT_ID}`]: { body: product({ colors: [color()] }) },
    });
    const router = renderRoutes(routes, '/admin/products/new');
    expect(
      await screen.findByText(/A product must be saved before colors can be managed/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Colors' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add color' })).toBeNull();

    await userEvent.type(field(/^Name \(Arabic\)/), 'شاحن');
    await userEvent.type(field(/^Name \(English\)/), 'Charger');
    await userEvent.type(field(/^Price \(EGP\)/), '١٥٠٠');
    await screen.findByRole('option', { name: 'Batteries' });
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), CATEGORY_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    const row = screen.getByRole('group', { name: 'Property 1' });
    await userEvent.type(within(row).getByLabelText(/^Name \(English\)/), 'Voltage');
    await userEvent.type(within(row).getByLabelText(/^Value \(English\)/), '12 V');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/${PRODUCT_ID}`),
    );
    expect(api.calls('POST /admin/products')).toEqual([
      {
        nameEn: 'Charger',
        nameAr: 'شاحن',
        descriptionEn: '',
        descriptionAr: '',
        price: 1500,
        compareAtPrice: null,
        categoryId: CATEGORY_ID,
        inStock: true,
        stockQuantity: null,
        isActive: true,
        isFeatured: false,
        videoUrl: null,
        properties: [{ keyEn: 'Voltage', keyAr: '', valueEn: '12 V', valueAr: '' }],
      },
    ]);
    expect(
      await screen.findByText('Product created. You can now add images and colors.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Colors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add color' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Images' })).toBeTruthy();
    expect(screen.queryByText(/must be saved before colors/)).toBeNull();
  });

  it('puts server field errors under their inputs and says the save failed', async () => {
    stubApi({
      'GET /admin/categories': categories,
      [`GET /admin/products/${PRODUCT_ID}`]: { body: product() },
      [`PUT /admin/products/${PRODUCT_ID}`]: {
        status: 422,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ field: 'videoUrl', messages: ['Unsupported video host'] }],
        },
      },
    });
    renderRoutes(routes, `/admin/products/${PRODUCT_ID}`);
    await userEvent.type(await screen.findByLabelText(/^Video URL/), 'https://example.com/v');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Unsupported video host')).toBeTruthy();
    expect(await screen.findByText(/Failed to save product/)).toBeTruthy();
  });
});

describe('product form: compare-at price', () => {
  const compareAt = () => field(/^Compare-at price \(before sale\)/);

  it('refuses a compare-at price not above the price, then sends the sale price', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      'POST /admin/products': ({ body }) => ({ status: 201, body: product(body as object) }),
      [`GET /admin/products/${PRODUCT_ID}`]: { body: product() },
    });
    renderRoutes(routes, '/admin/products/new');
    await userEvent.type(await screen.findByLabelText(/^Name \(English\)/), 'Charger');
    await screen.findByRole('option', { name: 'Batteries' });
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), CATEGORY_ID);
    await userEvent.type(field(/^Price \(EGP\)/), '1500');
    expect(screen.getByText(/Shown struck through next to the price/)).toBeTruthy();
    await userEvent.type(compareAt(), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('The compare-at price must be higher than the price'),
    ).toBeTruthy();
    expect(compareAt().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /admin/products')).toHaveLength(0);

    await userEvent.clear(compareAt());
    await userEvent.type(compareAt(), '1800');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() => expect(api.calls('POST /admin/products')).toHaveLength(1));
    expect(api.calls('POST /admin/products')[0]).toMatchObject({
      price: 1500,
      compareAtPrice: 1800,
    });
  });

  it('refuses, in Arabic, a new price at or above the saved compare-at price', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      'GET /admin/categories': categories,
      [`GET /admin/products/${PRODUCT_ID}`]: { body: product({ compareAtPrice: 15000 }) },
    });
    renderRoutes(routes, `/admin/products/${PRODUCT_ID}`);
    const price = await screen.findByLabelText<HTMLInputElement>(/^السعر \(جنيه مصري\)/);
    expect(field(/^السعر قبل الخصم/).value).toBe('15000');
    await userEvent.clear(price);
    await userEvent.type(price, '15000');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('يجب أن يكون السعر قبل الخصم أعلى من السعر')).toBeTruthy();
    expect(api.calls(`PUT /admin/products/${PRODUCT_ID}`)).toHaveLength(0);
  });

  it('shows a Sale badge on a product on sale and clears the sale with an empty field', async () => {
    const api = stubApi({
      'GET /admin/categories': categories,
      [`GET /admin/products/${PRODUCT_ID}`]: { body: product({ compareAtPrice: 15000 }) },
      [`PUT /admin/products/${PRODUCT_ID}`]: ({ body }) => ({ body: product(body as object) }),
    });
    renderRoutes(routes, `/admin/products/${PRODUCT_ID}`);
    expect(await screen.findByText('Sale')).toBeTruthy();
    await userEvent.clear(compareAt());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.calls(`PUT /admin/products/${PRODUCT_ID}`)).toHaveLength(1));
    expect(api.calls(`PUT /admin/products/${PRODUCT_ID}`)[0]).toMatchObject({
      price: 12500,
      compareAtPrice: null,
    });
    await vi.waitFor(() => expect(screen.queryByText('Sale')).toBeNull());
  });
});
