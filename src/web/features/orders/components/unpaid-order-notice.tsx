import { useQuery } from '@tanstack/react-query';
import { awaitsOnlinePayment } from '../../../components/order-status-badges';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { ordersListQuery } from '../api/orders';
import { canRetryPayment } from './retry-payment';

/**
 * On the empty checkout (issue 24 item 3): the customer pressed Back on the card page, the cart
 * became their order, and that order is not paid. Their newest order, when it is such an order
 * still payable, is pointed to instead of a bare "Your cart is empty".
 */
export function UnpaidOrderNotice() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useQuery(ordersListQuery(1));
  const newest = list.data?.items[0];
  if (!newest || !awaitsOnlinePayment(newest) || !canRetryPayment(newest)) return null;
  return (
    <Alert
      title={t('orders.unpaid.checkoutTitle', {
        number: formatNumber(newest.orderNumber, lang, { useGrouping: false }),
      })}
      actions={
        <ButtonLink to={`/orders/${newest.id}`} className="mt-1 self-start">
          {t('orders.unpaid.viewOrder')}
        </ButtonLink>
      }
      className="mb-6"
    >
      {t('orders.unpaid.checkoutText')}
    </Alert>
  );
}
