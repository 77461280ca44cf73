import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/orders';
import type { OrderReturns } from '../../../shared/schemas/returns';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from '../orders/test-fixtures';
import { OrderChanges } from './components/order-changes';

/** The customer's cancel dialog and return form (decision 046). */

const cod: OrderDetail = {
  ...order,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  deliveryStatus: 'in_progress',
};
const render = (shown: OrderDetail) =>
  renderRoutes(
    [{ path: '/orders/:id', element: <OrderChanges order={shown} /> }],
    `/orders/${shown.id}`,
  );

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});

describe('cancel order', () => {
  it('says what happens to the money, asks a reason, and keeps the order on "Keep my order"', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${cod.id}/notes`]: { body: { messages: [] } },
      [`POST /orders/${cod.id}/cancel`]: {
        body: {
          order: { ...cod, paymentStatus: 'cancelled' },
          refund: 'none',
          message: 'Your order is cancelled. Nothing was charged.',
        },
      },
    });
    render(cod);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Nothing was charged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(api.calls(`POST /orders/${cod.id}/cancel`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await within(again).findByText('Choose a reason.')).toBeTruthy();
    await userEvent.selectOptions(
      within(again).getByLabelText('Why are you cancelling?'),
      'ordered_by_mistake',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    await expect
      .poll(() => api.calls(`POST /orders/${cod.id}/cancel`))
      .toEqual([{ reason: 'ordered_by_mistake' }]);
  });

  it('tells a card customer the money goes back to their card, and hides once shipped', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${cod.id}/notes`]: { body: { messages: [] } },
    });
    render({ ...cod, paymentMethod: 'card', paymentStatus: 'paid' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'will be refunded to the same card or wallet',
    );
    cleanup();
    render({ ...cod, deliveryStatus: 'out_for_delivery' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('return items', () => {
  it('sends the lines, how many and why', async () => {
    const delivered: OrderDetail = { ...cod, paymentStatus: 'paid', deliveryStatus: 'delivered' };
    const line = order.items[0];
    const returns: OrderReturns = {
      eligible: true,
      block: null,
      windowDays: 14,
      endsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      lines: [
        {
          orderItemId: line.id,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          quantity: 2,
          returnable: 2,
        },
      ],
      returns: [],
    };
    const api = stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${cod.id}/notes`]: { body: { messages: [] } },
      [`GET /orders/${cod.id}/returns`]: { body: returns },
      [`POST /orders/${cod.id}/returns`]: { status: 201, body: { id: 'x' } },
    });
    render(delivered);
    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Choose at least one item.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText(line.nameEn), '2');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Why are you returning them?'),
      'damaged',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect
      .poll(() => api.calls(`POST /orders/${cod.id}/returns`))
      .toEqual([{ items: [{ orderItemId: line.id, quantity: 2 }], reason: 'damaged' }]);
  });
});
