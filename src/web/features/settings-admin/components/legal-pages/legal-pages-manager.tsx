import { useId, useState } from 'react';
import { LEGAL_SLUGS, type LegalSlug } from '../../../../../shared/schemas/company';
import { LoadFailed } from '../../../../components/admin/load-failed';
import { SectionCard } from '../../../../components/admin/section-card';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import { panelId, TabList, tabId } from '../../../../components/ui/tabs';
import { useTranslation } from '../../../../lib/translation';
import { useAdminLegalPage } from '../../company-api';
import { LegalPageEditor } from './legal-page-editor';

function LegalPagePanel({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  const query = useAdminLegalPage(slug);
  if (query.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton className="h-96" />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={t('admin.settings.errors.load')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LegalPageEditor page={query.data} />;
}

/**
 * The "Legal pages" tab: privacy policy and terms. Both editors stay mounted (the hidden one
 * only hidden), so switching pages never throws away unsaved text.
 */
export function LegalPagesManager() {
  const { t } = useTranslation();
  const idBase = useId();
  const [slug, setSlug] = useState<LegalSlug>('privacy');
  return (
    <SectionCard
      title={t('admin.settings.legalPages.title')}
      description={t('admin.settings.legalPages.intro')}
    >
      <TabList
        idBase={idBase}
        label={t('admin.settings.legalPages.pagesLabel')}
        selected={slug}
        onSelect={setSlug}
        items={LEGAL_SLUGS.map((value) => ({ value, label: t(`legal.${value}.title`) }))}
      />
      {LEGAL_SLUGS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={panelId(idBase, value)}
          aria-labelledby={tabId(idBase, value)}
          hidden={value !== slug}
        >
          <LegalPagePanel slug={value} />
        </div>
      ))}
    </SectionCard>
  );
}
