import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryShowcase } from '../../features/catalog/components/category-showcase';
import { FeaturedProducts } from '../../features/catalog/components/featured-products';
import { HomeHero } from '../../features/site/components/home-hero';
import { usePageTitle } from '../../features/site/use-page-title';

// Last on the page, far below the fold: its code (posts API, post cards) follows the first render
// instead of delaying it (storefront budget, docs/decisions/019-storefront-bundle.md).
const NewsTeaser = lazy(async () => ({
  default: (await import('../../features/blog/components/news-teaser')).NewsTeaser,
}));

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <>
      <HomeHero />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-10 sm:gap-16 sm:px-6 sm:py-14">
        <CategoryShowcase />
        <FeaturedProducts />
        <Suspense fallback={null}>
          <NewsTeaser />
        </Suspense>
      </div>
    </>
  );
}
