import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/translation';

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return inStock ? (
    <Badge tone="success">{t('product.inStock')}</Badge>
  ) : (
    <Badge tone="danger">{t('product.outOfStock')}</Badge>
  );
}
