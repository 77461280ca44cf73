import { useTranslation } from 'react-i18next';
import { FavoritesList } from '../../features/favorites/components/favorites-list';
import { PageContainer, PageHeader } from '../components/page-header';

export default function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.favorites.title')} description={t('pages.favorites.intro')} />
      <FavoritesList eagerCount={4} />
    </PageContainer>
  );
}
