import { PageContainer } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { WifiOffIcon } from '../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { AboutCta } from '../../features/site/components/about/about-cta';
import { AboutHero } from '../../features/site/components/about/about-hero';
import { CompanyLocations } from '../../features/site/components/about/company-locations';
import { CompanyStory, MissionVision } from '../../features/site/components/about/company-story';
import { FaqTeaser } from '../../features/site/components/about/faq-teaser';
import { PartnerGrid } from '../../features/site/components/about/partner-grid';
import { useSiteInfo } from '../../lib/site-info';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';

function AboutSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col">
      <div aria-hidden="true" className="h-72 w-full animate-pulse bg-brand-900/80" />
      <PageContainer>
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </PageContainer>
    </SkeletonGroup>
  );
}

/** /about: the company profile of SPEC §1, every word of it from the store profile setting. */
export default function AboutPage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const store = site.data?.store;
  usePageTitle(t('about.eyebrow'));

  if (!store) {
    return site.isError ? (
      <PageContainer>
        {/* Not LoadError: its own site query observer would refetch the failed query on mount,
            flipping this page back to the skeleton, and round again. */}
        <EmptyState
          role="alert"
          icon={<WifiOffIcon className="size-7" />}
          title={t('about.eyebrow')}
          description={t('about.loadFailed')}
          action={
            <Button onClick={() => void site.refetch()} loading={site.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      </PageContainer>
    ) : (
      <AboutSkeleton />
    );
  }
  return (
    <>
      <AboutHero store={store} />
      <PageContainer>
        <div className="flex flex-col gap-12 sm:gap-16">
          <CompanyStory store={store} />
          <MissionVision store={store} />
          <PartnerGrid partners={store.partners} />
          <CompanyLocations store={store} />
          <FaqTeaser />
          <AboutCta />
        </div>
      </PageContainer>
    </>
  );
}
