import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { ProductPrice } from '../../../components/ui/product-price';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { CompareToggle } from '../../compare';
import { useProduct } from '../api/catalog';
import { StockBadge } from '../components/stock-badge';
import { toGalleryImages } from '../gallery/gallery-image';
import { ProductGallery } from '../gallery/product-gallery';
import { PurchasePanel } from './purchase-panel';
import { RatingStars } from './rating-stars';
import { StockHint } from './stock-hint';
import { TrustLines } from './trust-lines';
import { useVariantChoice } from './variant-choice';

/**
 * Gallery, name, price and the buying box: one island (decision 080), since the variant chosen
 * in the buying box is the price's and the gallery's too. The product comes from the query cache
 * (the page's: the server's answer, on the islands' start too), so the island's props are its id.
 */
export function ProductArticle({ productId }: { productId: string }) {
  const { data: product } = useProduct(productId);
  return product ? <ProductArticleOf product={product} /> : null;
}

function ProductArticleOf({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = localized(product, 'name', lang);
  const description = localized(product, 'description', lang);
  // A product sold as variants shows the chosen one's price, stock and picture.
  const choice = useVariantChoice(product);
  const { variant } = choice;
  const shown = variant ?? product;
  const inStock = variant ? variant.inStock : product.inStock;
  const lowStockLeft = variant ? variant.lowStockLeft : product.lowStockLeft;
  const images = toGalleryImages(product, lang);
  const variantImage = variant?.imageId ? images.findIndex((i) => i.id === variant.imageId) : -1;
  const gallery =
    variantImage > 0
      ? [images[variantImage], ...images.filter((_, i) => i !== variantImage)]
      : images;

  return (
    <article className="grid items-start gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery key={`${product.id}-${gallery[0]?.id}`} images={gallery} name={name} />
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold leading-tight text-ink sm:text-3xl">{name}</h1>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        {/* Pulses while a variant picked before the app ran waits for it (main.tsx). */}
        <div className="flex flex-wrap items-center gap-3" data-follows-choice>
          <ProductPrice
            price={shown.price}
            compareAtPrice={shown.compareAtPrice}
            saving={shown.saving}
            large
            priceClassName="text-2xl sm:text-3xl"
          />
          <StockBadge inStock={inStock} />
          {inStock ? <StockHint left={lowStockLeft} /> : null}
        </div>
        <div className="flex flex-col gap-5 border-y border-slate-200 py-5">
          <PurchasePanel key={product.id} product={product} choice={choice} />
          <TrustLines product={product} name={name} />
        </div>
        <CompareToggle productId={product.id} name={name} large className="sm:self-start" />
        {description ? (
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2 id="product-description" className="text-lg font-bold">
              {t('product.description')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-slate-700">{description}</p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
