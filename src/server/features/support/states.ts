import type { SupportStatus } from '../../../shared/schemas/support';

/**
 * The status rules of docs/decisions/013-support-thread-states.md in one place:
 * open = the shop owes an answer, pending = waiting for the customer, closed = done (admins only).
 */
export const STATUS_ON_CREATE: SupportStatus = 'open';

/** Whatever the thread was, a customer writing means the shop has something to answer again. */
export const statusAfterCustomerReply = (_current: SupportStatus): SupportStatus => 'open';

/** An answer from the shop waits for the customer, unless the admin chose another status with it. */
export const statusAfterAdminReply = (
  _current: SupportStatus,
  requested?: SupportStatus,
): SupportStatus => requested ?? 'pending';
