import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartQueryKey } from '../../../lib/query-keys';
import { stubApi } from '../../../test/render';
import { cartItem, cartOf, PRODUCT_ID } from '../test-fixtures';
import { cartQuery, countCartItems } from './cart';
import { useAddToCart } from './cart-mutations';

describe('countCartItems', () => {
  it('sums quantities of an items object or a plain array, reading Quantity too', () => {
    expect(countCartItems({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(countCartItems([{ Quantity: 4 }, { quantity: 1 }])).toBe(5);
  });

  it('counts nothing for missing, empty or broken carts', () => {
    expect(countCartItems(undefined)).toBe(0);
    expect(countCartItems({})).toBe(0);
    expect(countCartItems([{ quantity: -1 }, {}, { quantity: Number.NaN }])).toBe(0);
  });
});

describe('a cart change and a read of the cart at the same time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the change's answer over a read started while it was on its way", async () => {
    const before = cartOf([]);
    const after = cartOf([cartItem({ quantity: 1 })]);
    let answerAdd!: () => void;
    let answerRead!: () => void;
    stubApi({
      'POST /cart/items': () =>
        new Promise((resolve) => {
          answerAdd = () => resolve({ body: after });
        }),
      // Read by the server before the change (a guest's first add: no cart cookie yet).
      'GET /cart': () =>
        new Promise((resolve) => {
          answerRead = () => resolve({ body: before });
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current.mutate({ productId: PRODUCT_ID, quantity: 1 }));
    await waitFor(() => expect(answerAdd).toBeDefined());
    // The header's badge is switched on now: its read goes out while the add is on its way.
    void queryClient.fetchQuery(cartQuery).catch(() => undefined);
    await waitFor(() => expect(answerRead).toBeDefined());
    answerAdd();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(countCartItems(queryClient.getQueryData(cartQueryKey))).toBe(1);
  });
});
