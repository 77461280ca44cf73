import { useTranslation } from 'react-i18next';
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
import { usePageTitle } from '../../lib/use-page-title';

/** The card payment did not go through (the card flow lands here); nothing was charged. */
export default function PaymentFailedPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.paymentFailed.title'));
  const [params] = useSearchParams();
  const id = params.get('order') ?? undefined;
  const order = useOrder(id);
  const loading = Boolean(id) && order.isPending;
  const retryable = order.data ? canRetryPayment(order.data) : false;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertCircleIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('pages.paymentFailed.title')}
      </h1>
      <p className="text-slate-700" role="alert">
        {t('pages.paymentFailed.intro')}
      </p>
      {loading ? (
        <div role="status" aria-label={t('common.loading')} className="w-full">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}
      {order.data ? <OrderReceipt order={order.data} /> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {order.data && retryable ? <RetryPaymentButton order={order.data} /> : null}
        {order.data && !retryable ? (
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
