import { PageContainer, PageHeader } from '../../components/page-header';
import { FaqPage as FaqContent } from '../../features/faq/components/faq-page';
import { useTranslation } from '../../lib/translation';

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      {/* Questions and answers read best in a column, not across a wide screen. */}
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageHeader title={t('faq.title')} description={t('faq.intro')} />
        <FaqContent />
      </div>
    </PageContainer>
  );
}
