import { Badge } from '../../../components/ui/badge';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/**
 * "Only 3 left" (issue 24): the server tells the pieces left only from the shop's threshold down
 * (`lowStockLeft`, decision 060), so anything else shows nothing.
 */
export function StockHint({ left }: { left: number | null | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!left || left < 1) return null;
  return (
    <Badge tone="warning" className="text-sm">
      {t('stockHint.left', { count: left, n: formatNumber(left, lang) })}
    </Badge>
  );
}
