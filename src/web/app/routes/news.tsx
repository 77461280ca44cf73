import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '../../components/page-header';
import { NewsList } from '../../features/blog/components/news-list';

export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('news.title')} description={t('news.intro')} />
      <NewsList />
    </PageContainer>
  );
}
