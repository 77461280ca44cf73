import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import OrderDetailsPage from '../../app/routes/order-details';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from '../checkout/test-fixtures';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/orders/:id', element: <OrderDetailsPage /> }] },
  { path: '/login', element: <h1>Login page</h1> },
];
const productId = order.items[0].productId as string;
const reviewsKey = `POST /products/${productId}/reviews`;
const delivered = {
  ...order,
  deliveryStatus: 'delivered',
  deliveredAt: '2025-03-04T10:00:00.000Z',
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
  // jsdom has no modal dialogs; the native <dialog> just needs to open.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.unstubAllGlobals());

const openOrder = async (body: object, post?: Parameters<typeof stubApi>[0][string]) => {
  const api = stubApi({
    'GET /auth/me': { body: me },
    [`GET /orders/${order.id}`]: { body },
    ...(post ? { [reviewsKey]: post } : {}),
  });
  renderRoutes(routes, `/orders/${order.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
  return api;
};

describe('rating a delivered product', () => {
  it('offers no rating before the order is delivered', async () => {
    await openOrder({ ...order, deliveryStatus: 'out_for_delivery' });
    expect(screen.getByText('Lithium Battery')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rate this product' })).toBeNull();
  });

  it('requires a rating, then posts it with the comment and shows the rated state', async () => {
    const api = await openOrder(delivered, ({ body }) => ({
      status: 201,
      body: {
        id: '66666666-6666-4666-8666-666666666666',
        productId,
        ...(body as object),
        authorName: 'Mona A.',
        createdAt: '2025-03-05T10:00:00.000Z',
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Rate this product' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(api.calls(reviewsKey)).toHaveLength(0);

    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'Solid battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('You rated this product')).toBeTruthy();
    expect(api.calls(reviewsKey)).toEqual([{ rating: 4, comment: 'Solid battery' }]);
    expect(await screen.findByText('Thanks for your rating!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rate this product' })).toBeNull();
  });

  it('treats a 409 (rated before) as rated', async () => {
    const api = await openOrder(delivered, {
      status: 409,
      body: { success: false, message: 'You have already rated this product.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Rate this product' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate this product' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('You rated this product')).toBeTruthy();
    expect(api.calls(reviewsKey)).toEqual([{ rating: 2, comment: '' }]);
    expect(screen.queryByRole('button', { name: 'Rate this product' })).toBeNull();
  });
});
