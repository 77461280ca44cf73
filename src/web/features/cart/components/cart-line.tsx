import { Link } from 'react-router';
import type { CartItem } from '../../../../shared/schemas/cart';
import { ProductImage } from '../../../components/product-image';
import { Badge } from '../../../components/ui/badge';
import { PriceTag } from '../../../components/ui/price-tag';
import { ProductPrice } from '../../../components/ui/product-price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { cn } from '../../../lib/cn';
import { colorName, localized, pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useRemoveCartItem } from '../api/cart-mutations';
import { TrashIcon } from './cart-icons';
import { useLineQuantity } from './use-line-quantity';

/**
 * One cart line: photo, name, color, unit price (on sale: the old one struck through), quantity
 * stepper, line total and remove. `pending`: its quantity changed here and the server has not
 * priced it yet, so its total is the previous one, dimmed.
 */
export function CartLine({ item, pending = false }: { item: CartItem; pending?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = localized(item, 'name', lang);
  const href = `/products/${item.productId}`;
  const { quantity, change } = useLineQuantity(item);
  const remove = useRemoveCartItem();

  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white sm:size-24"
      >
        <ProductImage src={item.imageUrl} alt="" sizes="96px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="line-clamp-2 font-bold leading-snug text-ink">
              <Link to={href} className="hover:text-brand-800 hover:underline">
                {name}
              </Link>
            </h3>
            {item.variant ? (
              <p className="text-sm font-semibold text-slate-700">
                <bdi>{pickText(lang, item.variant.nameEn, item.variant.nameAr)}</bdi>
              </p>
            ) : null}
            {item.color ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-700">
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full ring-1 ring-slate-900/20 ring-inset"
                  style={{ backgroundColor: item.color.colorCode }}
                />
                {t('cart.colorLabel', { name: colorName(item.color, lang) })}
              </p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
              <span>{t('cart.unitPrice')}:</span>
              <ProductPrice
                price={item.unitPrice}
                compareAtPrice={item.compareAtPrice}
                priceClassName="font-semibold text-slate-700"
              />
            </p>
            {item.inStock ? null : (
              <Badge tone="danger" className="self-start">
                {t('product.outOfStock')}
              </Badge>
            )}
          </div>
          <button
            type="button"
            onClick={() => remove.mutate(item.id)}
            disabled={remove.isPending}
            aria-label={t('cart.removeItem', { name })}
            className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={quantity}
            onChange={change}
            label={t('cart.quantityOf', { name })}
            disabled={remove.isPending}
          />
          <p
            aria-busy={pending || undefined}
            className={cn('text-end transition-opacity', pending && 'opacity-60')}
          >
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            <PriceTag amount={item.lineTotal} className="text-base sm:text-lg" />
          </p>
        </div>
      </div>
    </li>
  );
}
