import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, CartIcon } from '../../../components/ui/icons';
import { ColorPicker } from './color-picker';

/** SPEC §5: a product with (active) colors cannot be added before one is chosen. */
export function missingColor(product: Pick<ProductDetail, 'colors'>, colorId: string | null) {
  return product.colors.length > 0 && !product.colors.some((color) => color.id === colorId);
}

/** Color choice and the Add to cart button, with the color rule of SPEC §5. */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [colorId, setColorId] = useState<string | null>(null);
  const [colorError, setColorError] = useState(false);

  const addToCart = () => {
    if (missingColor(product, colorId)) {
      setColorError(true);
      return;
    }
    setColorError(false);
    // The cart issue replaces this with the real call (guest or customer cart).
    toast(t('product.cartComingSoon'), { id: 'cart-coming-soon' });
  };

  return (
    <div className="flex flex-col gap-4">
      {product.colors.length > 0 ? (
        <ColorPicker
          colors={product.colors}
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
      <Button
        size="lg"
        onClick={addToCart}
        disabled={!product.inStock}
        aria-describedby={colorError ? errorId : undefined}
        icon={<CartIcon className="size-5" />}
        className="w-full sm:w-auto sm:min-w-64"
      >
        {product.inStock ? t('product.addToCart') : t('product.outOfStock')}
      </Button>
    </div>
  );
}
