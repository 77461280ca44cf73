import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon } from '../../components/ui/more-icons';
import { Skeleton } from '../../components/ui/skeleton';
import { orderQuery } from '../../features/orders/api/orders';
import { OrderReceipt } from '../../features/orders/components/order-receipt';
import { KioskReference } from '../../features/payments';
import { type SuccessView, successOf } from '../../features/payments/result';
import { cn } from '../../lib/cn';
import { formatEgp } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';

/** The provider's word on a card payment can follow the customer's return by a few seconds. */
const CONFIRMING_POLL_MS = 3000;

const GOOD: SuccessView[] = ['paid', 'cod', 'codConfirm', 'kiosk'];

/**
 * The result page after placing an order: a cash-on-delivery order placed, a kiosk reference, or
 * a paid online order. It says "successful" only for the customer's own order in such a state
 * (issue 24 item 4); anything else (no order, someone else's, a payment still being confirmed or
 * not made) gets an honest page.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const id = params.get('order') ?? undefined;
  const order = useQuery({
    ...orderQuery(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && successOf({ id, data: query.state.data, error: null }) === 'confirming'
        ? CONFIRMING_POLL_MS
        : false,
  });
  const view = successOf({ id, data: order.data, error: order.error });
  const good = GOOD.includes(view);
  const title = titleOf(view, t);
  usePageTitle(title);

  let message = '';
  if (view === 'kiosk')
    message = t('payment.success.kiosk', { total: formatEgp(order.data?.total ?? 0, lang) });
  else if (view !== 'loading') message = t(MESSAGES[view]);

  return (
    <div
      data-result={view}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-10 text-center sm:py-16"
    >
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-full',
          good ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800',
          view === 'loading' && 'invisible',
        )}
      >
        {good ? <CheckCircleIcon className="size-9" /> : <AlertCircleIcon className="size-9" />}
      </span>
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {view === 'loading' ? (
        <div role="status" aria-label={t('common.loading')} className="flex w-full flex-col gap-2">
          <Skeleton className="mx-auto h-5 w-3/4" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <p className="text-slate-700" role="status">
          {message}
        </p>
      )}
      {view === 'kiosk' && order.data ? <KioskReference orderId={order.data.id} /> : null}
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

const MESSAGES: Record<Exclude<SuccessView, 'loading' | 'kiosk'>, string> = {
  paid: 'payment.success.paid',
  cod: 'payment.success.cod',
  codConfirm: 'payment.success.codConfirm',
  confirming: 'payment.success.pending',
  notPaid: 'payment.result.notPaid',
  cancelled: 'payment.result.cancelled',
  declined: 'payment.reasons.declined',
  signature: 'payment.reasons.signature',
  invalid_order: 'payment.reasons.invalid_order',
  not_found: 'payment.reasons.not_found',
  processing: 'payment.reasons.processing',
  initiation: 'payment.reasons.initiation',
  cod_failed: 'payment.reasons.cod_failed',
};

function titleOf(view: SuccessView, t: (key: string) => string): string {
  switch (view) {
    case 'loading':
      return t('common.loading');
    case 'paid':
      return t('pages.paymentSuccess.title');
    case 'cod':
    case 'codConfirm':
      return t('payment.success.codTitle');
    case 'kiosk':
      return t('payment.success.kioskTitle');
    case 'confirming':
      return t('payment.result.confirmingTitle');
    case 'notPaid':
    case 'cancelled':
      return t('payment.result.notPaidTitle');
    default:
      return t('payment.result.noOrderTitle');
  }
}
