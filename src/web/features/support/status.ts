import type { SupportPriority, SupportStatus } from '../../../shared/schemas/support';
import type { BadgeTone } from '../../components/ui/badge';

export const STATUS_TONES: Record<SupportStatus, BadgeTone> = {
  open: 'info',
  pending: 'warning',
  closed: 'neutral',
};

export const PRIORITY_TONES: Record<SupportPriority, BadgeTone> = {
  low: 'neutral',
  normal: 'success',
  high: 'danger',
};

/**
 * Status words depend on who reads them: "pending" is "answered, waiting for you" to a customer
 * and "waiting for the customer" to an admin (docs/decisions/013).
 */
export type Audience = 'customer' | 'admin';
export const statusKey = (status: SupportStatus, audience: Audience) =>
  audience === 'admin' ? `support.admin.status.${status}` : `support.status.${status}`;
