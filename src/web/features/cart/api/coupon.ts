import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/errors';
import { cartQueryKey } from '../../../lib/query-keys';
import { receiveCart } from './cart';
import type { CartView } from './cart-math';
import { cartQuoteKey } from './quote';

/**
 * A change of the cart's coupon code: the answer (the whole cart) replaces the cached one and
 * every checkout quote is re-asked, since the code changes the amounts. Silent: the coupon field
 * shows the reason of a refusal under itself.
 */
function useCouponChange<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<CartView, Error, V>({
    mutationFn: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey, exact: true });
      return receiveCart(queryClient, await send(variables));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartQuoteKey }),
  });
}

/** PUT /api/cart/coupon: kept only when it applies now; a 422 says why not. */
export const useApplyCoupon = () =>
  useCouponChange((code: string) => api.put('/cart/coupon', { code }, { silent: true }));

/** DELETE /api/cart/coupon: the cart without its code. */
export const useRemoveCoupon = () =>
  useCouponChange(() => api.delete('/cart/coupon', { silent: true }));

/**
 * Why a code was refused, as the server wrote it in the customer's language: the message of the
 * code's field (`code` for PUT /api/cart/coupon, `couponCode` for POST /api/orders), else the
 * answer's own message (also the text of a network failure).
 */
export function couponRefusal(error: unknown, field: 'code' | 'couponCode' = 'code'): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : '';
  const messages = error.errors
    .filter((e) => e.field.replace(/^body\./, '') === field)
    .flatMap((e) => e.messages);
  return messages.length ? messages.join(' ') : error.message;
}
