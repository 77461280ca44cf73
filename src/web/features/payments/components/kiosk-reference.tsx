import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useOrderPayment } from '../api/order-payment';

/**
 * The kiosk reference of an order waiting for its cash at Aman or Masary (decision 041): the
 * number to give at the kiosk, large and copyable, and until when it can be paid.
 */
export function KioskReference({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const payment = useOrderPayment(orderId);
  if (payment.isPending) return <Skeleton className="h-24 w-full" />;
  const kiosk = payment.data?.kiosk;
  if (!kiosk) return null;
  return (
    <section
      aria-label={t('payment.success.kioskReference')}
      className="flex w-full flex-col items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <span className="text-sm font-semibold text-slate-700">
        {t('payment.success.kioskReference')}
      </span>
      <bdi
        dir="ltr"
        className="select-all font-mono text-3xl font-extrabold tracking-widest text-ink"
        data-testid="kiosk-reference"
      >
        {kiosk.reference}
      </bdi>
      {kiosk.expiresAt ? (
        <span className="text-sm text-slate-700">
          {t('payment.success.kioskExpiry', { date: formatDateTime(kiosk.expiresAt, lang) })}
        </span>
      ) : null}
    </section>
  );
}
