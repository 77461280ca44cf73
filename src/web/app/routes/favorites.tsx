import { PlaceholderPage } from '../components/placeholder-page';

export default function FavoritesPage() {
  return <PlaceholderPage page="pages.favorites" />;
}
