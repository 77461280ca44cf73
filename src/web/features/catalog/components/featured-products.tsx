import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../../components/lazy-part';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowIcon, BoxIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/translation';
import { useProducts } from '../api/catalog';
import { ProductGridSkeleton } from './product-grid-skeleton';

// The cards' code (card, favorites, add to cart and their mutations) is not on the home page's
// first load (storefront budget, docs/decisions/019-storefront-bundle.md): it loads alongside the
// products request, and the section shows the same placeholders until both are in.
const loadProductGrid = () => import('./product-grid');
// A grid whose code fails to arrive shows its own retry; the page stays (issue 24 item 1).
const ProductGrid = lazyPart(async () => (await loadProductGrid()).ProductGrid, {
  fallback: <ProductGridSkeleton count={4} />,
});

export function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 rounded font-semibold text-brand-800 hover:underline"
        >
          {link.label}
          <ArrowIcon className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </div>
  );
}

/** Home page grid of GET /api/products?featured=true&pageSize=8. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const query = useProducts({ featured: true, pageSize: 8 });
  useEffect(() => void loadProductGrid().catch(() => undefined), []);
  let body: ReactNode;
  if (query.isPending) body = <ProductGridSkeleton count={4} />;
  else if (query.isError)
    body = (
      <EmptyState
        role="alert"
        title={t('products.errorTitle')}
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (query.data.items.length === 0)
    body = <EmptyState icon={<BoxIcon className="size-7" />} title={t('home.featuredEmpty')} />;
  else body = <ProductGrid products={query.data.items} />;

  return (
    <section aria-labelledby="featured-title" className="flex flex-col gap-4">
      <SectionHeading
        id="featured-title"
        title={t('home.featuredTitle')}
        link={{ to: '/products', label: t('home.viewAllProducts') }}
      />
      {body}
    </section>
  );
}
