import { useTranslation } from 'react-i18next';
import { NewsList } from '../../features/blog/components/news-list';
import { PageContainer, PageHeader } from '../components/page-header';

export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('news.title')} description={t('news.intro')} />
      <NewsList />
    </PageContainer>
  );
}
