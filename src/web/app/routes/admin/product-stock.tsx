import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackLink } from '../../../components/ui/back-link';
import { StockHistoryPanel } from '../../../features/stock-history-admin';
import { useTranslation } from '../../../lib/translation';

/** /admin/products/:id/stock: a product's stock history on a page of its own (decision 058). */
export default function AdminProductStockPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={`/admin/products/${id}`} label={t('stockHistory.backToProduct')} />
      <PageHeader title={t('stockHistory.title')} />
      <StockHistoryPanel key={id} productId={id} />
    </div>
  );
}
