import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/api/session';
import { BusinessHours } from '../../features/site/components/contact/business-hours';
import { ContactDetails } from '../../features/site/components/contact/contact-details';
import { ContactForm } from '../../features/site/components/contact/contact-form';
import { OfficeMap } from '../../features/site/components/contact/office-map';
import { useSiteInfo } from '../../lib/site-info';
import { useTranslation } from '../../lib/translation';

function DetailsSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-4">
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </SkeletonGroup>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { user } = useSession();
  const store = site.data?.store;

  return (
    <PageContainer>
      <PageHeader title={t('pages.contact.title')} description={t('pages.contact.intro')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          {store ? (
            <>
              <ContactDetails store={store} />
              <BusinessHours store={store} />
            </>
          ) : site.isError ? (
            <LoadError
              title={t('pages.contact.title')}
              message={t('contact.loadFailed')}
              onRetry={() => void site.refetch()}
              retrying={site.isFetching}
            />
          ) : (
            <DetailsSkeleton />
          )}
        </div>
        {/* Keyed by the account: a session that arrives after the first paint fills it in. */}
        <ContactForm key={user?.id ?? 'guest'} user={user} />
      </div>
      {store ? <OfficeMap store={store} /> : null}
    </PageContainer>
  );
}
