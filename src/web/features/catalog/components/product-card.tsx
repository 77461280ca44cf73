import { memo } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../../shared/digits';
import type { ProductSummary } from '../../../../shared/schemas/catalog';
import { Island } from '../../../components/island';
import { type ImagePriority, ProductImage } from '../../../components/product-image';
import { buttonClasses } from '../../../components/ui/button';
import { ProductPrice } from '../../../components/ui/product-price';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { CardAddToCart } from '../../cart';
import { CardToggles } from './card-toggles';
import { StockBadge } from './stock-badge';

interface ProductCardProps {
  product: ProductSummary;
  priority?: ImagePriority;
  /** h2 where the cards are the page's sections (a list under the page's h1), h3 under a section heading. */
  heading?: 'h2' | 'h3';
}

/**
 * Memoized: a list's sort or filter renders the list again with the cards it shows (the same
 * products, kept while the next ones load) before the next ones come, and a card of the same
 * product is not rendered twice (bench:list-pick).
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority,
  heading: Heading = 'h3',
}: ProductCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = localized(product, 'name', lang);
  const chooseLabel = !product.inStock
    ? t('product.viewDetails')
    : product.hasVariants
      ? t('product.chooseOptions')
      : t('product.chooseColor');
  const categoryName = localized(product.category, 'name', lang);
  const href = `/products/${product.id}`;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ProductImage
        src={product.imageUrl}
        thumbSrc={product.thumbUrl}
        alt={name}
        priority={priority}
        className="border-b border-slate-100"
      />
      <Island
        name="card-toggles"
        component={CardToggles}
        props={{ productId: product.id, name: { en: product.nameEn, ar: product.nameAr } }}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-medium text-slate-600">{categoryName}</p>
        <Heading className="line-clamp-2 min-h-[2lh] text-sm font-bold leading-snug sm:text-base">
          {/* The stretched link makes the whole card clickable while staying one tab stop. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
          >
            {name}
          </Link>
        </Heading>
        {/* The deciding specs on their own line: a name cut at two lines never hides them. */}
        {product.keySpecs ? (
          <p className="truncate text-xs font-semibold text-slate-700" data-testid="key-specs">
            {lang === 'ar' ? localDigits(product.keySpecs.ar, lang) : product.keySpecs.en}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <ProductPrice
            price={product.price}
            compareAtPrice={product.compareAtPrice}
            saving={product.saving}
            priceClassName="text-base sm:text-lg"
          />
          <StockBadge inStock={product.inStock} />
        </div>
        {product.inStock && !product.hasColors && !product.hasVariants ? (
          <Island
            name="card-add-to-cart"
            component={CardAddToCart}
            props={{ productId: product.id, name: { en: product.nameEn, ar: product.nameAr } }}
          />
        ) : (
          // A color or a variant must be chosen first (SPEC §5), or nothing can be bought: the
          // product page.
          <Link
            to={href}
            className={buttonClasses(
              product.inStock ? 'primary' : 'secondary',
              'sm',
              'relative z-10 mt-1 w-full',
            )}
            aria-label={`${chooseLabel}: ${name}`}
          >
            {chooseLabel}
          </Link>
        )}
      </div>
    </article>
  );
});
