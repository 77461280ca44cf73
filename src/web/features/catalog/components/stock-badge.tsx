import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return inStock ? (
    <Badge tone="success">{t('product.inStock')}</Badge>
  ) : (
    <Badge tone="danger">{t('product.outOfStock')}</Badge>
  );
}
