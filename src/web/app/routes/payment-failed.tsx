import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AlertCircleIcon } from '../../components/ui/more-icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrder } from '../../features/orders/api/orders';
import { OrderReceipt } from '../../features/orders/components/order-receipt';
import {
  canRetryPayment,
  RetryPaymentButton,
} from '../../features/orders/components/retry-payment';
import { failureOf } from '../../features/payments/result';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * The payment did not go through (the card flow lands here); nothing was charged. The page names
 * SPEC §8's reason (issue 24 item 4): `?reason=` when the caller knows it, else what the order
 * says (declined or cancelled, not found, not a valid order); an order that is in fact paid says
 * so instead.
 */
export default function PaymentFailedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('order') ?? undefined;
  const order = useOrder(id);
  const reason = failureOf(params.get('reason'), { id, data: order.data, error: order.error });
  const paid = reason === 'paid';
  const title = paid ? t('payment.result.paidTitle') : t('pages.paymentFailed.title');
  usePageTitle(title);
  const loading = reason === 'loading';
  const retryable = order.data ? canRetryPayment(order.data) : false;

  return (
    <div
      data-reason={reason}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertCircleIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {loading ? (
        <div role="status" aria-label={t('common.loading')} className="w-full">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="alert">
          <p className="font-semibold text-ink">
            {paid ? t('payment.result.paidText') : t(`payment.reasons.${reason}`)}
          </p>
          {paid ? null : <p className="text-slate-700">{t('pages.paymentFailed.intro')}</p>}
        </div>
      )}
      {order.data ? <OrderReceipt order={order.data} /> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {order.data && retryable ? <RetryPaymentButton order={order.data} /> : null}
        {order.data && paid ? (
          <ButtonLink to={`/orders/${order.data.id}`}>{t('payment.success.viewOrder')}</ButtonLink>
        ) : null}
        {order.data && !retryable && !paid ? (
          <ButtonLink to="/cart">{t('payment.failed.backToCart')}</ButtonLink>
        ) : null}
        {!order.data && !loading ? (
          <ButtonLink to="/checkout">{t('payment.failed.retry')}</ButtonLink>
        ) : null}
        <ButtonLink to="/orders" variant="secondary">
          {t('payment.failed.myOrders')}
        </ButtonLink>
      </div>
    </div>
  );
}
