import { SearchTermsPage } from '../../../features/search/admin/search-terms';

export default function AdminSearchTermsPage() {
  return <SearchTermsPage />;
}
