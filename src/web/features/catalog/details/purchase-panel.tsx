import { useId, useState } from 'react';
import { MAX_CART_QUANTITY } from '../../../../shared/constants';
import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { AlertCircleIcon } from '../../../components/ui/more-icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useEarlyClick } from '../../../lib/hydration-state';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAddToCartAction } from '../../cart';
import { FavoriteButton } from '../../favorites';
import { BackInStockButton } from '../../stock-alerts';
import { ColorPicker } from './color-picker';
import type { VariantChoice } from './variant-choice';
import { VariantPicker } from './variant-picker';

/** SPEC §5: a product with (active) colors cannot be added before one is chosen. */
export function missingColor(product: Pick<ProductDetail, 'colors'>, colorId: string | null) {
  return product.colors.length > 0 && !product.colors.some((color) => color.id === colorId);
}

/** The most one line may hold: 99, or fewer when the shop tracks a smaller stock. */
const maxQuantity = (stock: number | null) =>
  stock === null ? MAX_CART_QUANTITY : Math.max(1, Math.min(MAX_CART_QUANTITY, stock));

/**
 * Variant and color choice, quantity, Add to cart (with the color rule of SPEC §5) and the
 * favorite heart. A product sold as variants buys the chosen one (its stock caps the quantity).
 */
export function PurchasePanel({
  product,
  choice,
}: {
  product: ProductDetail;
  choice: VariantChoice;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorId = useId();
  const [colorId, setColorId] = useState<string | null>(null);
  const [colorError, setColorError] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const cart = useAddToCartAction();
  const earlyClick = useEarlyClick();
  const { variant } = choice;
  const inStock = variant ? variant.inStock : product.inStock;
  const stock = variant ? variant.stockQuantity : product.stockQuantity;
  const name = localized(product, 'name', lang);
  const variantName = variant
    ? choice.options
        .map((option, o) => {
          const value = option.values.find((v) => v.id === variant.optionValueIds[o]);
          return value ? localized(value, 'value', lang) : '';
        })
        .join(' — ')
    : '';

  const addToCart = () => {
    if (missingColor(product, colorId)) {
      setColorError(true);
      return;
    }
    setColorError(false);
    cart.add(
      { productId: product.id, colorId, variantId: variant?.id ?? null, quantity },
      variantName ? `${name} — ${variantName}` : name,
      () => setQuantity(1),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {choice.options.length > 0 ? <VariantPicker choice={choice} /> : null}
      {product.colors.length > 0 ? (
        <ColorPicker
          colors={product.colors}
          name={`color-${product.id}`}
          value={colorId}
          onChange={(id) => {
            setColorId(id);
            setColorError(false);
          }}
          errorId={colorError ? errorId : undefined}
        />
      ) : null}
      {colorError ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-center gap-2 text-sm font-semibold text-red-700"
        >
          <AlertCircleIcon className="size-5 shrink-0" />
          {t('product.colorRequired')}
        </p>
      ) : null}
      {inStock ? (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-bold text-ink" aria-hidden="true">
            {t('cart.quantity')}
          </span>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={maxQuantity(stock)}
            label={t('cart.quantity')}
            className="self-start"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          onClick={addToCart}
          // Server-rendered: a tap before the page's code has taken over is kept and made then
          // (main.tsx, lib/hydration-early-clicks.ts).
          {...earlyClick}
          disabled={!inStock}
          loading={cart.isPending}
          aria-describedby={colorError ? errorId : undefined}
          icon={<CartIcon className="size-5" />}
          className="w-full sm:w-auto sm:min-w-64"
        >
          {inStock ? t('product.addToCart') : t('product.outOfStock')}
        </Button>
        <FavoriteButton productId={product.id} variant="labelled" />
      </div>
      {inStock ? null : (
        // Sold out (the product, or the chosen variant): the customer can ask to be told.
        <BackInStockButton productId={product.id} variantId={variant?.id ?? null} />
      )}
    </div>
  );
}
