import type { OrderSummary } from '../../../shared/schemas/orders';
import type { BadgeTone } from '../../components/ui/badge';

export const PAYMENT_TONES: Record<OrderSummary['paymentStatus'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export const DELIVERY_TONES: Record<OrderSummary['deliveryStatus'], BadgeTone> = {
  in_progress: 'info',
  out_for_delivery: 'warning',
  delivered: 'success',
};
