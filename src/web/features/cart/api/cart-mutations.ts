import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemInput } from '../../../../shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/query-keys';
import { receiveCart } from './cart';
import type { CartView } from './cart-math';

/**
 * A cart change whose answer (the whole cart) replaces the cached one, so the header badge and the
 * page follow at once. Errors are toasted by the api client; after one the cart is re-read, since a
 * line may have gone meanwhile.
 */
function useCartChange<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<CartView, Error, V>({
    mutationFn: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const answer = await send(variables);
      // A read of the cart started while the change was on its way (the header's badge, switched
      // on while a tap kept before the app ran was made: lib/hydration-early-clicks.ts) may bring
      // the cart from before it, a guest's first even without their new cart's cookie: the
      // change's own answer is the later one.
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      return receiveCart(queryClient, answer);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

export const useAddToCart = () =>
  useCartChange((input: AddCartItemInput) => api.post('/cart/items', input));

export const useRemoveCartItem = () =>
  useCartChange((itemId: string) => api.delete(`/cart/items/${itemId}`));

export const useClearCart = () => useCartChange(() => api.delete('/cart'));

/** PATCH one line's quantity (the debounced stepper on the cart page calls this directly). */
export const patchCartItem = (itemId: string, quantity: number) =>
  api.patch<unknown>(`/cart/items/${itemId}`, { quantity });
