import type { OrderDetail } from '../../../shared/schemas/orders';
import { isApiError } from '../../lib/errors';

/**
 * What the payment result pages may say (issue 24 item 4), from the order they are given and the
 * customer's own view of it (GET /api/orders/:id answers 404 for anyone else's order): success
 * only for the customer's own order in a success state, and a failure page that names SPEC §8's
 * reason.
 */

/** SPEC §8's payment failures, as `/payment/failed?reason=` names them. */
export const FAILURE_REASONS = [
  'declined', // failed or cancelled
  'signature', // invalid signature
  'invalid_order',
  'not_found',
  'processing', // processing error
  'initiation', // card initiation failed
  'cod_failed', // cash-on-delivery order could not be created
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OrderLookup {
  id: string | undefined;
  data: OrderDetail | undefined;
  error: unknown;
}

const PAID = ['paid', 'partially_refunded', 'refunded'];

/** `loading` while the order is read; `paid` when the "failed" order is in fact paid. */
export function failureOf(
  reasonParam: string | null,
  order: OrderLookup,
): FailureReason | 'paid' | 'loading' {
  if ((FAILURE_REASONS as readonly string[]).includes(reasonParam ?? ''))
    return reasonParam as FailureReason;
  if (!order.id || !UUID.test(order.id)) return 'invalid_order';
  if (order.error) return lookupFailure(order.error);
  if (!order.data) return 'loading';
  if (PAID.includes(order.data.paymentStatus)) return 'paid';
  return 'declined';
}

const lookupFailure = (error: unknown): FailureReason =>
  isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500
    ? 'not_found'
    : 'processing';

export type SuccessView =
  | 'loading'
  | 'paid' // paid online
  | 'confirming' // online, the provider's word not in yet
  | 'cod'
  | 'codConfirm' // cash on delivery waiting for the e-mailed confirmation (043)
  | 'kiosk'
  | 'notPaid' // online and failed or cancelled: not a success
  | 'cancelled'
  | FailureReason;

/** What `/payment/success?order=` may honestly say of the order. */
export function successOf(order: OrderLookup): SuccessView {
  if (!order.id || !UUID.test(order.id)) return 'invalid_order';
  if (order.error) return lookupFailure(order.error);
  const data = order.data;
  if (!data) return 'loading';
  if (data.paymentStatus === 'cancelled') return 'cancelled';
  if (data.paymentMethod === 'cod') {
    return data.deliveryStatus === 'awaiting_confirmation' ? 'codConfirm' : 'cod';
  }
  if (PAID.includes(data.paymentStatus)) return 'paid';
  if (data.paymentStatus === 'failed') return 'notPaid';
  return data.paymentMethod === 'kiosk' ? 'kiosk' : 'confirming';
}
