import { PageContainer, PageHeader } from '../../components/page-header';
import { useTranslation } from '../../lib/translation';
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
