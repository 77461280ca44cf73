import { useQuery } from '@tanstack/react-query';
import { isOnlinePaymentMethod, type PaymentMethod } from '../../../../shared/constants';
import type {
  AdminOrderPayments,
  PaymentTransactionView,
} from '../../../../shared/schemas/payment-methods';
import { PaymentMethodIcon } from '../../../components/payment-method-icon';
import { ShopTime } from '../../../components/shop-time';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Section } from '../../../components/ui/section';
import { Skeleton } from '../../../components/ui/skeleton';
import { api } from '../../../lib/api-client';
import { formatEgp, formatShopDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { adminOrderKeys } from '../api';

/** GET /api/admin/payments/orders/:id, under the admin orders' key (an action refreshes it). */
export const useOrderPayments = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...adminOrderKeys.all, 'payments', orderId] as const,
    queryFn: ({ signal }) =>
      api.get<AdminOrderPayments>(`/admin/payments/orders/${orderId}`, { signal, silent: true }),
    enabled,
  });

const TONES: Record<string, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  created: 'warning',
  failed: 'danger',
  mismatch: 'danger',
  refunded: 'info',
  voided: 'info',
};

const isCard = (row: PaymentTransactionView) =>
  row.sourceType?.toLowerCase() === 'card' || row.cardLast4 !== null;

/**
 * The admin order page's payment details (decision 041): what paid — the method, the wallet or
 * instalment provider or the card brand and last 4 digits, the kiosk reference — then every
 * attempt with the transactions Paymob reported for it.
 */
export function PaymentDetails({ orderId, method }: { orderId: string; method: PaymentMethod }) {
  const { t } = useTranslation();
  const lang = useLang();
  const online = isOnlinePaymentMethod(method);
  const query = useOrderPayments(orderId, online);
  if (!online) return null;

  const title = t('admin.orders.paymentDetails.title');
  if (query.isPending) {
    return (
      <Section title={title}>
        <Skeleton className="h-20 w-full" />
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section title={title}>
        <p className="text-sm text-red-700">{t('admin.orders.paymentDetails.loadFailed')}</p>
      </Section>
    );
  }
  const { attempts } = query.data;
  if (attempts.length === 0) {
    return (
      <Section title={title}>
        <p className="text-sm text-slate-600">{t('admin.orders.paymentDetails.none')}</p>
      </Section>
    );
  }

  // What paid: the newest attempt's paid transaction, else its latest word.
  const latest = attempts[0];
  const rows = attempts.flatMap((attempt) => attempt.transactions);
  const paid = [...rows].reverse().find((row) => row.state === 'paid');
  const shown = paid ?? latest.transactions.at(-1);
  const paidWith = (shown?.method ?? latest.method) as PaymentMethod;
  const facts: [string, string | null][] = [
    [t('admin.orders.paymentDetails.method'), t(`payment.${paidWith}`, { defaultValue: paidWith })],
    shown && !isCard(shown)
      ? [t('admin.orders.paymentDetails.subType'), shown.subType]
      : ['', null],
    shown && isCard(shown)
      ? [t('admin.orders.paymentDetails.cardBrand'), shown.subType]
      : ['', null],
    [
      t('admin.orders.paymentDetails.last4'),
      shown?.cardLast4
        ? t('admin.orders.paymentDetails.last4Value', { digits: shown.cardLast4 })
        : null,
    ],
    [t('admin.orders.paymentDetails.kioskReference'), latest.kioskReference],
    [
      t('admin.orders.paymentDetails.expiresAt'),
      latest.kioskReference && latest.expiresAt
        ? t('shopTime.cairo', { time: formatShopDateTime(latest.expiresAt, lang) })
        : null,
    ],
  ];

  return (
    <Section title={title}>
      <div className="flex items-center gap-2">
        <PaymentMethodIcon method={paidWith} className="size-6 text-brand-800" />
        <dl className="flex flex-1 flex-col gap-2 text-sm">
          {facts
            .filter((row): row is [string, string] => Boolean(row[0] && row[1]))
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-slate-700">{label}</dt>
                <dd className="min-w-0 break-all text-end font-semibold text-ink">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
        <h3 className="text-sm font-bold text-slate-700">
          {t('admin.orders.paymentDetails.attempts')}
        </h3>
        <ul className="flex flex-col gap-3 text-sm">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">
                  {t('admin.orders.paymentDetails.attempt', {
                    n: attempt.attemptNumber,
                    reference: attempt.reference,
                  })}
                </span>
                <Badge tone={TONES[attempt.status] ?? 'neutral'}>
                  {t(`admin.orders.paymentDetails.states.${attempt.status}`, {
                    defaultValue: attempt.status,
                  })}
                </Badge>
              </div>
              {attempt.transactions.length > 0 ? (
                <ul className="flex flex-col gap-1 ps-3 text-slate-600">
                  {attempt.transactions.map((row) => (
                    <li key={row.id} className="flex flex-wrap justify-between gap-2">
                      <span>
                        {t(`admin.orders.paymentDetails.states.${row.state}`, {
                          defaultValue: row.state,
                        })}
                        {row.amount !== null ? ` · ${formatEgp(row.amount, lang)}` : ''}
                        {row.subType ? ` · ${row.subType}` : ''}
                        {row.cardLast4 ? ` · •••• ${row.cardLast4}` : ''}
                      </span>
                      <ShopTime value={row.receivedAt} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
