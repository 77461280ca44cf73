import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AddCartItemInput } from '../../../../shared/schemas/cart';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useAddToCart } from '../api/cart-mutations';

/**
 * Adds to the cart and says so with a 'View cart' link. Failures ('Only 2 left in stock.') are
 * already toasted by the api client, so nothing more is shown here. The toast lives outside the
 * router: its link navigates with this page's `navigate`.
 */
export function useAddToCartAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
                    event.preventDefault();
                    toast.dismiss(item.id);
                    navigate('/cart');
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
    [mutate, navigate, t],
  );

  return { add, isPending: mutation.isPending };
}
