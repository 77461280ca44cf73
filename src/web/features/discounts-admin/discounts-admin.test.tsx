import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon, AdminCouponDetail } from '../../../shared/schemas/discounts-admin';
import AdminDiscountsPage from '../../app/routes/admin/discounts';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const coupon = (n: number, patch: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: id(n),
  code: `CODE${n}`,
  kind: 'percentage',
  percent: 10,
  amount: null,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  oncePerCustomer: false,
  productIds: [],
  categoryIds: [],
  isActive: true,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});
const detail = (base: AdminCoupon, patch: Partial<AdminCouponDetail> = {}): AdminCouponDetail => ({
  ...base,
  products: [],
  categories: [],
  ...patch,
});
const list = (items: AdminCoupon[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});
const items = [
  coupon(1, { code: 'WELCOME10', usedCount: 3, usageLimit: 100 }),
  coupon(2, {
    code: 'رمضان',
    kind: 'fixed',
    percent: null,
    amount: 200,
    status: 'scheduled',
    startsAt: '2027-02-18T00:00',
    endsAt: '2027-03-20T00:00',
  }),
  coupon(3, {
    code: 'FREESHIP',
    kind: 'free_shipping',
    percent: null,
    isActive: false,
    status: 'inactive',
  }),
];
const categories = {
  items: [
    {
      id: CATEGORY_ID,
      slug: 'batteries',
      nameEn: 'Batteries',
      nameAr: 'بطاريات',
      descriptionEn: '',
      descriptionAr: '',
      imageUrl: null,
      sortOrder: 1,
      isActive: true,
      productCount: 3,
    },
  ],
};
const routes = [{ path: '/admin/discounts', element: <AdminDiscountsPage /> }];
const table = async () => within(await screen.findByRole('table'));

describe('/admin/discounts', () => {
  it('lists each coupon’s value, uses, status and dates; delete only for unused ones', async () => {
    stubApi({ 'GET /admin/coupons': { body: list(items) } });
    renderRoutes(routes, '/admin/discounts');
    const rows = (await table()).getAllByRole('row');
    const welcome = within(rows[1]);
    expect(welcome.getByText('WELCOME10')).toBeTruthy();
    expect(welcome.getByText('10%')).toBeTruthy();
    expect(welcome.getByText('3 / 100')).toBeTruthy();
    expect(welcome.getByText('Active')).toBeTruthy();
    expect(welcome.getByText('No dates')).toBeTruthy();
    // Used three times: it can be switched off, not deleted.
    expect(welcome.queryByRole('button', { name: 'Delete “WELCOME10”' })).toBeNull();
    expect(welcome.getByRole('button', { name: 'Deactivate “WELCOME10”' })).toBeTruthy();

    const ramadan = within(rows[2]);
    expect(ramadan.getByText('EGP 200 off')).toBeTruthy();
    expect(ramadan.getByText('0 / unlimited')).toBeTruthy();
    expect(ramadan.getByText('Scheduled')).toBeTruthy();
    expect(ramadan.getByText('Feb 18, 2027, 12:00 AM – Mar 20, 2027, 12:00 AM')).toBeTruthy();
    expect(ramadan.getByRole('button', { name: 'Delete “رمضان”' })).toBeTruthy();

    const freeShip = within(rows[3]);
    expect(freeShip.getByText('Free shipping')).toBeTruthy();
    expect(freeShip.getByText('Inactive')).toBeTruthy();
    expect(freeShip.getByRole('button', { name: 'Activate “FREESHIP”' })).toBeTruthy();
  });

  it('shows the list in Arabic with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /admin/coupons': { body: list(items) } });
    renderRoutes(routes, '/admin/discounts');
    const rows = (await table()).getAllByRole('row');
    expect(within(rows[1]).getByText('٣ / ١٠٠')).toBeTruthy();
    // Intl writes an Arabic letter mark around the sign.
    expect(within(rows[1]).getByText(/^\u061c?١٠\u061c?٪/)).toBeTruthy();
    expect(within(rows[2]).getByText('مجدول')).toBeTruthy();
    expect(within(rows[3]).getByText('شحن مجاني')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'الخصومات' })).toBeTruthy();
  });

  it('offers the first coupon when there is none', async () => {
    stubApi({ 'GET /admin/coupons': { body: list([]) } });
    renderRoutes(routes, '/admin/discounts');
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New coupon' })).toHaveLength(2);
  });

  it('says so, with Retry, when the coupons fail to load', async () => {
    stubApi({
      'GET /admin/coupons': { status: 403, body: { success: false, message: 'Admins only' } },
    });
    renderRoutes(routes, '/admin/discounts');
    expect(await screen.findByText(/Failed to load the coupons\s+Admins only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('switches a coupon off, and deletes an unused one after a confirmation', async () => {
    const api = stubApi({
      'GET /admin/coupons': { body: list(items) },
      [`PATCH /admin/coupons/${id(1)}`]: {
        body: detail({ ...items[0], isActive: false, status: 'inactive' }),
      },
      [`DELETE /admin/coupons/${id(2)}`]: { body: { success: true, message: 'Coupon deleted.' } },
    });
    renderRoutes(routes, '/admin/discounts');
    const rows = (await table()).getAllByRole('row');
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Deactivate “WELCOME10”' }));
    await vi.waitFor(() =>
      expect(api.calls(`PATCH /admin/coupons/${id(1)}`)).toEqual([{ isActive: false }]),
    );

    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Delete “رمضان”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this coupon?' });
    expect(api.calls(`DELETE /admin/coupons/${id(2)}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.calls(`DELETE /admin/coupons/${id(2)}`)).toHaveLength(1));
  });

  it('creates a coupon: checks the value for its kind, then sends EGP and Cairo times', async () => {
    const api = stubApi({
      'GET /admin/coupons': { body: list([]) },
      'GET /admin/categories': { body: categories },
      'GET /admin/products': {
        body: list([]) as unknown as object,
      },
      'POST /admin/coupons': ({ body }) => ({
        status: 201,
        body: detail(coupon(9, body as Partial<AdminCoupon>)),
      }),
    });
    renderRoutes(routes, '/admin/discounts');
    await userEvent.click((await screen.findAllByRole('button', { name: 'New coupon' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'New coupon' }));

    await userEvent.type(dialog.getByLabelText(/^Code/), 'SAVE 10');
    await userEvent.type(dialog.getByLabelText(/^Percentage off/), '150');
    await userEvent.type(dialog.getByLabelText('Starts'), '2026-12-10T10:00');
    await userEvent.type(dialog.getByLabelText('Ends'), '2026-12-01T10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(
      await dialog.findByText('Use 3 to 32 letters, digits, - or _ (no spaces or emoji)'),
    ).toBeTruthy();
    expect(dialog.getByText('Enter a whole percentage from 1 to 100')).toBeTruthy();
    expect(dialog.getByText('The end must be after the start')).toBeTruthy();
    expect(api.calls('POST /admin/coupons')).toHaveLength(0);

    await userEvent.clear(dialog.getByLabelText(/^Code/));
    await userEvent.type(dialog.getByLabelText(/^Code/), 'رمضان٢٠');
    // Switching to an amount off: the percentage goes, the amount is asked for.
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'fixed');
    expect(dialog.queryByLabelText(/^Percentage off/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Amount off/), '٢٠٠');
    await userEvent.type(dialog.getByLabelText('Minimum order (EGP)'), '2000');
    await userEvent.clear(dialog.getByLabelText('Ends'));
    await userEvent.type(dialog.getByLabelText('Ends'), '2027-01-01T00:00');
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Batteries' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Once per customer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));

    await vi.waitFor(() => expect(api.calls('POST /admin/coupons')).toHaveLength(1));
    expect(api.calls('POST /admin/coupons')[0]).toEqual({
      code: 'رمضان٢٠',
      kind: 'fixed',
      percent: null,
      amount: 200,
      minSubtotal: 2000,
      startsAt: '2026-12-10T10:00',
      endsAt: '2027-01-01T00:00',
      usageLimit: null,
      oncePerCustomer: true,
      productIds: [],
      categoryIds: [CATEGORY_ID],
      isActive: true,
    });
  });

  it('edits a coupon with its products, and shows the server’s field errors under the inputs', async () => {
    const base = coupon(1, { code: 'WELCOME10', productIds: [PRODUCT_ID] });
    const api = stubApi({
      'GET /admin/coupons': { body: list([base]) },
      'GET /admin/categories': { body: categories },
      [`GET /admin/coupons/${id(1)}`]: {
        body: detail(base, {
          products: [{ id: PRODUCT_ID, nameEn: 'Lithium 48V', nameAr: 'ليثيوم' }],
        }),
      },
      [`PUT /admin/coupons/${id(1)}`]: {
        status: 400,
        body: {
          success: false,
          message: 'Invalid request. Please check your input.',
          errors: [{ field: 'code', messages: ['Another coupon already uses this code'] }],
        },
      },
    });
    renderRoutes(routes, '/admin/discounts');
    await userEvent.click((await table()).getByRole('button', { name: 'Edit “WELCOME10”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit coupon' }));
    expect((await dialog.findByLabelText(/^Code/)) as HTMLInputElement).toHaveProperty(
      'value',
      'WELCOME10',
    );
    expect(dialog.getByText('Lithium 48V')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Lithium 48V' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText('Another coupon already uses this code')).toBeTruthy();
    expect(api.calls(`PUT /admin/coupons/${id(1)}`)[0]).toMatchObject({
      code: 'WELCOME10',
      percent: 10,
      productIds: [],
    });
    // The dialog stays open for the fix.
    expect(screen.getByRole('dialog', { name: 'Edit coupon' })).toBeTruthy();
  });
});
