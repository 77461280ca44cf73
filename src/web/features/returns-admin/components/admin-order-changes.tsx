import type { OrderDetail } from '../../../../shared/schemas/orders';
import { Section } from '../../../components/ui/section';
import { useTranslation } from '../../../lib/translation';
import { OrderNotesPanel } from '../../order-notes';
import { ReturnState, useAdminOrderReturns } from '../../returns';
import { AdminReturnActions } from './admin-return-actions';

/** The order's return requests with the admin's next step on each. */
function ReturnsPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const data = useAdminOrderReturns(orderId).data;
  if (!data || data.returns.length === 0) return null;
  return (
    <Section title={t('returns.title')}>
      {data.returns.map((request) => (
        <div key={request.id} className="flex flex-col gap-2">
          <ReturnState request={request} />
          <AdminReturnActions request={request} />
        </div>
      ))}
    </Section>
  );
}

/** The admin order page's notes and returns (decision 046). */
export function AdminOrderChanges({ order }: { order: Pick<OrderDetail, 'id'> }) {
  return (
    <>
      <ReturnsPanel orderId={order.id} />
      <OrderNotesPanel orderId={order.id} />
    </>
  );
}
