import { PageContainer, PageHeader } from '../../components/page-header';
import { NewsList } from '../../features/blog/components/news-list';
import { useTranslation } from '../../lib/translation';

export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('news.title')} description={t('news.intro')} />
      <NewsList />
    </PageContainer>
  );
}
