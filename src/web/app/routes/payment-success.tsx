import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CheckCircleIcon } from '../../components/ui/more-icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrder } from '../../features/orders/api/orders';
import { OrderReceipt } from '../../features/orders/components/order-receipt';
import { KioskReference } from '../../features/payments';
import { formatEgp } from '../../lib/format';
import { useLang } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';

/** The result page after placing an order: cash on delivery confirmation, or a paid card order. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const id = params.get('order') ?? undefined;
  const order = useOrder(id);
  const cod = order.data?.paymentMethod === 'cod';
  // Cash at a kiosk: the order waits for it; the page shows the reference (decision 041).
  const kiosk = order.data?.paymentMethod === 'kiosk' && order.data.paymentStatus === 'pending';
  const title = kiosk
    ? t('payment.success.kioskTitle')
    : order.data && cod
      ? t('payment.success.codTitle')
      : t('pages.paymentSuccess.title');
  usePageTitle(title);

  let message: string;
  if (!order.data) message = order.isError || !id ? t('payment.success.noOrder') : '';
  else if (kiosk)
    message = t('payment.success.kiosk', { total: formatEgp(order.data.total, lang) });
  else if (!cod) message = t('payment.success.paid');
  // A cash order above the confirmation amount waits for the e-mailed link (decision 043).
  else if (order.data.deliveryStatus === 'awaiting_confirmation') {
    message = t('payment.success.codConfirm');
  } else message = t('payment.success.cod');

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
      {kiosk && order.data ? <KioskReference orderId={order.data.id} /> : null}
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
