import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../../../shared/schemas/addresses';
import { RequireAuth } from '../../app/guards';
import CheckoutPage from '../../app/routes/checkout';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { cart, me, order, quoteOf } from './test-fixtures';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/checkout', element: <CheckoutPage /> }] },
  { path: '/payment/success', element: <h1>Success page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

const home: SavedAddress = {
  id: '77777777-7777-4777-8777-777777777777',
  label: 'Home',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: '01012345678',
  address: '12 Nile St',
  city: 'Nasr City',
  state: 'C',
  postalCode: null,
  country: 'EG',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const work: SavedAddress = {
  ...home,
  id: '88888888-8888-4888-8888-888888888888',
  label: 'Work',
  firstName: 'Mona W',
  phone: '01112345678',
  address: '3 Tahrir Sq',
  city: 'Dokki',
  state: 'GZ',
  postalCode: '12611',
  isDefault: false,
};

const base = {
  'GET /auth/me': { body: me },
  'GET /cart': { body: cart },
  'POST /cart/quote': { body: quoteOf() },
  'GET /orders': { body: { items: [], page: 1, pageSize: 1, total: 0, totalPages: 0 } },
  'GET /settings/payment': {
    body: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null },
  },
  'POST /orders': { status: 201, body: { order, redirectUrl: null } },
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const street = () => (screen.getByRole('textbox', { name: /^Address/ }) as HTMLInputElement).value;

describe('checkout with saved addresses', () => {
  it('preselects the default, fills the fields from the choice and clears them for a new one', async () => {
    stubApi({ ...base, 'GET /addresses': { body: { items: [home, work], max: 10 } } });
    renderRoutes(routes, '/checkout');
    const homeRadio = (await screen.findByRole('radio', { name: 'Home' })) as HTMLInputElement;
    expect(homeRadio.checked).toBe(true);
    expect(street()).toBe('12 Nile St');
    expect(value(/^Governorate/)).toBe('C');
    expect(value(/^Phone number/)).toBe('01012345678');

    await userEvent.click(screen.getByRole('radio', { name: 'Work' }));
    expect(street()).toBe('3 Tahrir Sq');
    expect(value(/^Governorate/)).toBe('GZ');
    expect(value(/^City/)).toBe('Dokki');
    expect(value(/^Postal code/)).toBe('12611');
    expect(value(/^First name/)).toBe('Mona W');
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(street()).toBe('');
    expect(value(/^Governorate/)).toBe('');
    expect(value(/^First name/)).toBe('Mona');
    expect(screen.getByLabelText('Save this address to my address book')).toBeTruthy();
  });

  it('places the order with the chosen address and saves a new one only when asked', async () => {
    const api = stubApi({
      ...base,
      'GET /addresses': { body: { items: [home, work], max: 10 } },
      'POST /addresses': {
        status: 201,
        body: { ...work, id: '99999999-9999-4999-8999-999999999999' },
      },
    });
    renderRoutes(routes, '/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    await userEvent.type(screen.getByLabelText(/^Phone number/), '01012345678');
    await userEvent.selectOptions(screen.getByLabelText(/^Governorate/), 'ALX');
    await userEvent.type(screen.getByLabelText(/^City/), 'Smouha');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Sea Rd');
    await userEvent.click(screen.getByLabelText('Save this address to my address book'));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Success page')).toBeTruthy();
    expect(api.calls('POST /orders')[0]).toMatchObject({ state: 'ALX', address: '1 Sea Rd' });
    await waitFor(() => expect(api.calls('POST /addresses')).toHaveLength(1));
    expect(api.calls('POST /addresses')[0]).toMatchObject({
      label: null,
      state: 'ALX',
      city: 'Smouha',
      address: '1 Sea Rd',
      phone: '01012345678',
    });
  });

  it('offers the save box to a customer without saved addresses, and nothing else changes', async () => {
    const api = stubApi({ ...base, 'GET /addresses': { body: { items: [], max: 10 } } });
    renderRoutes(routes, '/checkout');
    expect(await screen.findByLabelText('Save this address to my address book')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Use a new address' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Phone number/), '01012345678');
    await userEvent.selectOptions(screen.getByLabelText(/^Governorate/), 'GZ');
    await userEvent.type(screen.getByLabelText(/^City/), 'Dokki');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '5 Tahrir St');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Success page')).toBeTruthy();
    expect(api.calls('POST /addresses')).toEqual([]); // not ticked
  });
});
