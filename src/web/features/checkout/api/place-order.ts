import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CheckoutInput, OrderDetail } from '../../../../shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/errors';
import { cartQueryKey } from '../../../lib/query-keys';
import { normalizeCart } from '../../cart/api/cart-math';
import { orderQuery, ordersQueryKey } from '../../orders/api/orders';

export interface PlacedOrder {
  order: OrderDetail;
  redirectUrl: string | null;
}

/**
 * After an order: the server emptied the cart, so the header badge drops to 0 at once and the cart
 * is re-read; order lists are stale. Called once the browser has left the checkout page, so the
 * page does not flash its empty-cart state.
 */
export function afterOrderPlaced(queryClient: QueryClient): void {
  queryClient.setQueryData(cartQueryKey, normalizeCart({ items: [] }));
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
}

/** Whether the server certainly did not create an order (it answered, and not with a 5xx). */
const definitelyRefused = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status < 500;

/**
 * POST /api/orders with an Idempotency-Key. One key per checkout attempt: a double click or a
 * retry after a network error or a 5xx re-sends the SAME key, so the server answers with the order
 * it may already have created instead of making a second one. A clear refusal (4xx) means nothing
 * was created; the next attempt gets a new key.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<PlacedOrder> | null>(null);

  const place = useCallback(
    (input: CheckoutInput): Promise<PlacedOrder> => {
      if (inFlight.current) return inFlight.current;
      key.current ??= crypto.randomUUID();
      const request = api
        .post<PlacedOrder>('/orders', input, {
          headers: { 'Idempotency-Key': key.current },
          silent: true,
        })
        .then((placed) => {
          key.current = null;
          queryClient.setQueryData(orderQuery(placed.order.id).queryKey, placed.order);
          return placed;
        })
        .catch((error: unknown) => {
          if (definitelyRefused(error)) key.current = null;
          throw error;
        })
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = request;
      return request;
    },
    [queryClient],
  );
  return place;
}
