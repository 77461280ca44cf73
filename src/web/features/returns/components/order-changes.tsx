import type { OrderDetail } from '../../../../shared/schemas/orders';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { formatEgp } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { OrderMessages } from '../../order-notes';
import { useOrderReturns, useWithdrawReturn } from '../api';
import { CancelOrder } from './cancel-order';
import { ReturnForm } from './return-form';
import { ReturnState } from './return-state';

/** A cancelled order that was paid and not all given back yet: the customer's refund waits. */
function RefundPending({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const wasPaid = order.events.some(
    (event) => event.toStatus === 'cancelled' && event.fromStatus === 'paid',
  );
  if (order.paymentStatus !== 'cancelled' || !wasPaid || order.refunded >= order.total) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {t('returns.cancel.refundPending', { amount: formatEgp(order.total - order.refunded, lang) })}
    </p>
  );
}

function Returns({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const query = useOrderReturns(order.id, order.deliveryStatus === 'delivered');
  const withdraw = useWithdrawReturn(order.id);
  const data = query.data;
  if (order.deliveryStatus !== 'delivered' || !data) return null;
  if (data.returns.length === 0 && !data.eligible) {
    return data.block === 'window_closed' ? (
      <p className="text-sm text-slate-600">{t('returns.blocks.window_closed')}</p>
    ) : null;
  }
  return (
    <Section title={t('returns.title')}>
      {data.returns.map((request) => (
        <div key={request.id} className="flex flex-col gap-2">
          <ReturnState request={request} />
          {request.status === 'requested' ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(request.id)}
            >
              {t('returns.withdraw')}
            </Button>
          ) : null}
        </div>
      ))}
      {data.eligible ? (
        <ReturnForm orderId={order.id} returns={data} />
      ) : data.block ? (
        <p className="text-sm text-slate-600">{t(`returns.blocks.${data.block}`)}</p>
      ) : null}
    </Section>
  );
}

/**
 * The changes a customer can make to their order (decision 046): cancel it before it leaves,
 * return items once delivered, and read the shop's messages about it.
 */
export function OrderChanges({ order }: { order: OrderDetail }) {
  return (
    <>
      <CancelOrder order={order} />
      <RefundPending order={order} />
      <OrderMessages orderId={order.id} />
      <Returns order={order} />
    </>
  );
}
