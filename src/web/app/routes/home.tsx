import { useTranslation } from 'react-i18next';
import { NewsTeaser } from '../../features/blog/components/news-teaser';
import { CategoryShowcase } from '../../features/catalog/components/category-showcase';
import { FeaturedProducts } from '../../features/catalog/components/featured-products';
import { HomeHero } from '../../features/site/components/home-hero';
import { usePageTitle } from '../../features/site/use-page-title';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
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
