import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../../../shared/schemas/addresses';
import { RequireAuth } from '../../app/guards';
import ProfilePage from '../../app/routes/profile';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me } from '../checkout/test-fixtures';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/profile', element: <ProfilePage /> }] },
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
  address: '3 Tahrir Sq',
  state: 'GZ',
  isDefault: false,
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

const book = (items: SavedAddress[]) => ({ body: { items, max: 10 } });

describe('address book', () => {
  it('shows the empty state, validates with the checkout rules and adds the first address', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      'GET /addresses': book([]),
      'POST /addresses': ({ body }) => ({ status: 201, body: { ...home, ...(body as object) } }),
    });
    renderRoutes(routes, '/profile?tab=addresses');
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    // Prefilled with the profile's name; the first address needs no "default" box.
    expect(screen.getByDisplayValue('Mona')).toBeTruthy();
    expect(screen.queryByLabelText('Use this as my default address')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Phone number/), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Enter an Egyptian mobile number, e.g. 01012345678'),
    ).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(api.calls('POST /addresses')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Label/), 'Home');
    await userEvent.clear(screen.getByLabelText(/^Phone number/));
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+20 10 1234 5678');
    await userEvent.selectOptions(screen.getByLabelText(/^Governorate/), 'GZ');
    await userEvent.type(screen.getByLabelText(/^City/), 'Dokki');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '5 Tahrir St');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.calls('POST /addresses')).toHaveLength(1));
    expect(api.calls('POST /addresses')[0]).toMatchObject({
      label: 'Home',
      phone: '01012345678',
      state: 'GZ',
      city: 'Dokki',
      country: 'EG',
      postalCode: null,
    });
    expect(await screen.findByText('Your address has been saved.')).toBeTruthy();
  });

  it('lists addresses, makes one the default and deletes after confirming', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      'GET /addresses': book([home, work]),
      [`POST /addresses/${work.id}/default`]: { body: { ...work, isDefault: true } },
      [`DELETE /addresses/${home.id}`]: { body: { id: home.id } },
    });
    renderRoutes(routes, '/profile?tab=addresses');
    const list = await screen.findByRole('list', { name: 'My addresses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Default')).toBeTruthy();
    expect(within(cards[0]).getByText('Cairo', { exact: false })).toBeTruthy();
    expect(within(cards[1]).getByText('Giza', { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make Work the default address' }));
    expect(await screen.findByText('Your default address has been changed.')).toBeTruthy();
    expect(api.calls(`POST /addresses/${work.id}/default`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This is your default address/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address has been deleted.')).toBeTruthy();
    expect(api.calls(`DELETE /addresses/${home.id}`)).toHaveLength(1);
  });

  it('says the book is full and shows the server error when saving fails', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...work,
      id: `88888888-8888-4888-8888-88888888880${i}`.slice(0, 36),
      label: `Place ${i}`,
    }));
    stubApi({ 'GET /auth/me': { body: me }, 'GET /addresses': book(ten) });
    renderRoutes(routes, '/profile?tab=addresses');
    expect(await screen.findByText(/Your address book is full/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add an address' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a retry when the book cannot be loaded', { timeout: 15_000 }, async () => {
    stubApi({
      'GET /auth/me': { body: me },
      'GET /addresses': { status: 500, body: { success: false, message: 'Boom' } },
    });
    renderRoutes(routes, '/profile?tab=addresses');
    expect(
      await screen.findByText('We could not load your addresses.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
