import { Section } from '../../../components/ui/section';
import { useTranslation } from '../../../lib/translation';
import { useOrderShipment } from '../api';
import {
  CourierName,
  ShipmentStatusBadge,
  ShipmentTimeline,
  TrackingNumber,
} from './shipment-parts';

/**
 * The customer's order page: who carries the parcel, its tracking number (a link to the
 * courier's tracking page when it has one) and the courier's timeline. Nothing before shipping.
 */
export function OrderShipment({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useOrderShipment(orderId);
  const shipment = data?.shipment;
  if (!shipment) return null;
  return (
    <Section title={t('shipments.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-700">{t('shipments.courier')}</dt>
          <dd className="font-semibold text-ink">
            <CourierName shipment={shipment} />
          </dd>
        </div>
        {shipment.trackingNumber ? (
          <div className="flex items-center justify-between gap-4">
            <dt className="text-slate-700">{t('shipments.trackingNumber')}</dt>
            <dd className="min-w-0 break-all text-end">
              <TrackingNumber shipment={shipment} />
            </dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-700">{t('shipments.statusLabel')}</dt>
          <dd>
            <ShipmentStatusBadge status={shipment.status} />
          </dd>
        </div>
      </dl>
      <ShipmentTimeline events={shipment.events} />
    </Section>
  );
}
