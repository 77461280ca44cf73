import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { PriceTag } from '../../../components/ui/price-tag';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { ProductImage } from './product-image';
import { ProductProperties } from './product-properties';
import { StockBadge } from './stock-badge';

/** Product page body: image, name, price, stock, description and properties. */
export function ProductSummaryView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = pickLocalized(lang, product.nameEn, product.nameAr);
  const description = pickLocalized(lang, product.descriptionEn, product.descriptionAr);
  const image = product.images[0];
  const alt = image ? pickLocalized(lang, image.altEn, image.altAr) || name : name;
  return (
    <article className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage src={image?.url ?? product.imageUrl} alt={alt} eager />
      </div>
      <div className="flex flex-col gap-4">
        <Link
          to={`/category/${product.category.slug}`}
          className="w-fit rounded text-sm font-semibold text-brand-800 hover:underline"
        >
          {pickLocalized(lang, product.category.nameEn, product.category.nameAr)}
        </Link>
        <h1 className="text-2xl font-extrabold leading-tight text-ink sm:text-3xl">{name}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <PriceTag amount={product.price} className="text-2xl sm:text-3xl" />
          <StockBadge inStock={product.inStock} />
        </div>
        {description ? (
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2 id="product-description" className="text-lg font-bold">
              {t('product.description')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-slate-700">{description}</p>
          </section>
        ) : null}
        <ProductProperties properties={product.properties} />
      </div>
    </article>
  );
}
