import type { ShipmentStatus } from '../../../../shared/constants';
import type { CustomerShipment } from '../../../../shared/schemas/shipments';
import { ShopTime } from '../../../components/shop-time';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

const TONE: Record<ShipmentStatus, BadgeTone> = {
  created: 'neutral',
  picked_up: 'info',
  in_transit: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  exception: 'warning',
  returning: 'warning',
  returned: 'danger',
  cancelled: 'neutral',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`shipments.status.${status}`)}</Badge>;
}

/** The courier's name: Bosta by its brand, the manual courier by what staff typed. */
export function CourierName({
  shipment,
}: {
  shipment: Pick<CustomerShipment, 'courier' | 'courierName'>;
}) {
  const { t } = useTranslation();
  if (shipment.courier === 'manual')
    return <>{shipment.courierName ?? t('shipments.couriers.manual')}</>;
  return <>{t(`shipments.couriers.${shipment.courier}`)}</>;
}

/** The tracking number, a link to the courier's tracking page when it has one. */
export function TrackingNumber({
  shipment,
}: {
  shipment: Pick<CustomerShipment, 'trackingNumber' | 'trackingUrl'>;
}) {
  const { t } = useTranslation();
  if (!shipment.trackingNumber) return null;
  const number = (
    <bdi dir="ltr" className="font-mono" data-testid="tracking-number">
      {shipment.trackingNumber}
    </bdi>
  );
  if (!shipment.trackingUrl) return number;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      aria-label={t('shipments.trackOn', { number: shipment.trackingNumber })}
    >
      {number}
    </a>
  );
}

/** The courier's tracking timeline, newest first; for staff on the shop's clock (Cairo). */
export function ShipmentTimeline({
  events,
  staff = false,
}: {
  events: CustomerShipment['events'];
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (events.length === 0) return null;
  return (
    <ol
      className="flex flex-col gap-3 border-s-2 border-slate-200 ps-4"
      aria-label={t('shipments.timeline')}
    >
      {events.map((event, index) => (
        <li key={`${event.code}-${event.occurredAt}`} className="relative flex flex-col">
          <span
            aria-hidden
            className={`absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${index === 0 ? 'bg-brand-600' : 'bg-slate-300'}`}
          />
          <span className={index === 0 ? 'font-semibold text-ink' : 'text-slate-700'}>
            {t(`shipments.status.${event.status}`)}
          </span>
          <span className="text-xs text-slate-600">
            {staff ? (
              <ShopTime value={event.occurredAt} />
            ) : (
              <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt, lang)}</time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
