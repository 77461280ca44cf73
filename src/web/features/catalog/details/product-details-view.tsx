import type { ProductDetail } from '../../../../shared/schemas/catalog';
import { Island } from '../../../components/island';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { ProductProperties } from '../components/product-properties';
import { ProductArticle } from './product-article';
import { ProductReviews } from './product-reviews';
import { ProductVideo } from './product-video';
import { RelatedProducts } from './related-products';

/** The product page: gallery, buying box, description, specifications, video, related. */
export function ProductDetailsView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = localized(product, 'name', lang);
  const categoryName = localized(product.category, 'name', lang);
  const categoryHref = `/category/${product.category.slug}`;
  const hasVideo = Boolean(product.videoUrl?.trim());

  return (
    <div className="flex flex-col gap-8 sm:gap-12">
      <div className="flex flex-col gap-4 sm:gap-6">
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: '/' },
            { label: categoryName, to: categoryHref },
            { label: name },
          ]}
        />
        <Island
          name="product-article"
          component={ProductArticle}
          props={{ productId: product.id }}
        />
      </div>
      {product.properties.length > 0 || hasVideo ? (
        <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
          <ProductProperties properties={product.properties} />
          <ProductVideo url={product.videoUrl} name={name} />
        </div>
      ) : null}
      <ProductReviews productId={product.id} />
      <RelatedProducts productId={product.id} />
    </div>
  );
}
