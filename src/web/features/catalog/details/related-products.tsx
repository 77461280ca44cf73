import { useTranslation } from '../../../lib/translation';
import { useRelatedProducts } from '../api/catalog';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

/** Same category first, then featured (server side). A failure or an empty list hides it. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const query = useRelatedProducts(productId);
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <h2 id="related-title" className="text-2xl font-extrabold text-ink">
        {t('product.related')}
      </h2>
      {query.data ? <ProductGrid products={query.data} /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}
