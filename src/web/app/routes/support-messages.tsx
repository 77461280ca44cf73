import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { SupportInbox } from '../../features/support/components/support-inbox';
import { useTranslation } from '../../lib/translation';

export default function SupportMessagesPage() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title={t('pages.supportMessages.title')}
        description={t('support.intro')}
        actions={<Button onClick={() => setParams({ new: '1' })}>{t('support.new')}</Button>}
      />
      <SupportInbox />
    </PageContainer>
  );
}
