import { useCallback } from 'react';
import type { AddCartItemInput } from '../../../../shared/schemas/cart';
import { navigateInApp } from '../../../lib/client-navigation';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useAddToCart } from '../api/cart-mutations';

/**
 * Adds to the cart and says so with a 'View cart' link. Failures ('Only 2 left in stock.') are
 * already toasted by the api client, so nothing more is shown here. The toast lives outside the
 * router, and an island's has none (decision 080): its link goes through the app's router when the
 * app runs (lib/client-navigation.ts), and is a page load before.
 */
export function useAddToCartAction() {
  const { t } = useTranslation();
  const mutation = useAddToCart();
  const { mutate } = mutation;

  const add = useCallback(
    (input: AddCartItemInput, name: string, onDone?: () => void) =>
      mutate(input, {
        onSuccess: () => {
          toast.success(
            (item) => (
              <span>
                {t('cart.added', { name })}{' '}
                <a
                  href="/cart"
                  className="font-bold text-brand-800 underline"
                  onClick={(event) => {
                    toast.dismiss(item.id);
                    navigateInApp(event, '/cart');
                  }}
                >
                  {t('cart.viewCart')}
                </a>
              </span>
            ),
            { id: 'cart-added' },
          );
          onDone?.();
        },
      }),
    [mutate, t],
  );

  return { add, isPending: mutation.isPending };
}
