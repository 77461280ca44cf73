import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '../../components/page-header';
import { FavoritesList } from '../components/favorites-list';

export default function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.favorites.title')} description={t('pages.favorites.intro')} />
      <FavoritesList eagerCount={4} />
    </PageContainer>
  );
}
