import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CheckCircleIcon } from '../../components/ui/more-icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrder } from '../../features/orders/api/orders';
import { OrderReceipt } from '../../features/orders/components/order-receipt';
import { usePageTitle } from '../../lib/use-page-title';

/** The result page after placing an order: cash on delivery confirmation, or a paid card order. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('order') ?? undefined;
  const order = useOrder(id);
  const cod = order.data?.paymentMethod === 'cod';
  const title = order.data && cod ? t('payment.success.codTitle') : t('pages.paymentSuccess.title');
  usePageTitle(title);

  let message: string;
  if (!order.data) message = order.isError || !id ? t('payment.success.noOrder') : '';
  else message = cod ? t('payment.success.cod') : t('payment.success.paid');

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <CheckCircleIcon className="size-9" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {id && order.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="flex w-full flex-col gap-2">
          <Skeleton className="mx-auto h-5 w-3/4" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <p className="text-slate-700" role="status">
          {message}
        </p>
      )}
      {order.data ? <OrderReceipt order={order.data} /> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {order.data ? (
          <ButtonLink to={`/orders/${order.data.id}`}>{t('payment.success.viewOrder')}</ButtonLink>
        ) : (
          <ButtonLink to="/orders">{t('payment.success.myOrders')}</ButtonLink>
        )}
        <ButtonLink to="/" variant="secondary">
          {t('payment.success.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
