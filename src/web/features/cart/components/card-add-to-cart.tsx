import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { useEarlyClick } from '../../../lib/hydration-state';
import { pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useAddToCartAction } from './use-add-to-cart';

export interface CardAddToCartProps {
  productId: string;
  /** Both languages: an island keeps its props when the visitor switches language. */
  name: { en: string; ar: string };
}

/**
 * A product card's Add to cart: one piece of a product without colors. An island on a
 * server-rendered page (decision 080, islands/registry.ts).
 */
export function CardAddToCart({ productId, name: names }: CardAddToCartProps) {
  const { t, lang } = useTranslation();
  const name = pickText(lang, names.en, names.ar);
  const { add, isPending } = useAddToCartAction();
  const earlyClick = useEarlyClick();
  return (
    // A container: on very narrow cards (the profile's tab on a phone) the icon gives way first.
    <div className="@container relative z-10 mt-1 w-full">
      <Button
        size="sm"
        loading={isPending}
        icon={<CartIcon className="hidden size-4 shrink-0 @[9rem]:block" />}
        onClick={() => add({ productId, quantity: 1 }, name)}
        // A tap before the app has taken the page over is kept and made then (main.tsx).
        {...earlyClick}
        className="w-full whitespace-nowrap"
        aria-label={`${t('product.addToCart')}: ${name}`}
      >
        {t('product.addToCart')}
      </Button>
    </div>
  );
}
