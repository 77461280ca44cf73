import { lazyPart } from '../../components/lazy-part';
import { CategoryShowcase } from '../../features/catalog/components/category-showcase';
import { FeaturedProducts } from '../../features/catalog/components/featured-products';
import { HomeHero } from '../../features/site/components/home-hero';
import { usePageTitle } from '../../lib/use-page-title';

// Last on the page, far below the fold: its code (posts API, post cards) follows the first render
// instead of delaying it (storefront budget, docs/decisions/019-storefront-bundle.md).
const NewsTeaser = lazyPart(
  async () => (await import('../../features/blog/components/news-teaser')).NewsTeaser,
);

export default function HomePage() {
  // The store's name and tagline (the route table's title for the home page).
  usePageTitle(undefined, true);
  return (
    <>
      <HomeHero />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-10 sm:gap-16 sm:px-6 sm:py-14">
        <CategoryShowcase />
        <FeaturedProducts />
        <NewsTeaser />
      </div>
    </>
  );
}
