import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

/** The signed fields of a transaction callback, in Paymob's order (PAYMOB.md §3). */
export const TRANSACTION_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** Booleans as true/false, numbers as written, strings as received; null/missing as ''. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  return '';
}

function pick(obj: Record<string, unknown>, path: string): unknown {
  let current: unknown = obj;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The message of a processed (POST) callback: values of `obj` concatenated, no separator. */
export function processedCallbackMessage(obj: Record<string, unknown>): string {
  return TRANSACTION_HMAC_FIELDS.map((field) => {
    if (field === 'order.id') {
      const order = obj.order;
      // `order` is an object in the processed callback; tolerate a bare id.
      return text(order !== null && typeof order === 'object' ? pick(obj, 'order.id') : order);
    }
    return text(pick(obj, field));
  }).join('');
}

/** The message of a response (GET) callback: flat keys, `order` for order.id, dotted keys literal. */
export function responseCallbackMessage(query: Record<string, unknown>): string {
  return TRANSACTION_HMAC_FIELDS.map((field) => {
    const value = query[field === 'order.id' ? 'order' : field];
    return text(Array.isArray(value) ? value[0] : value);
  }).join('');
}

export const hmacHex = (message: string, secret: string): string =>
  createHmac('sha512', secret).update(message, 'utf8').digest('hex');

/** Constant-time comparison of a received lowercase-hex HMAC with the expected one. */
export function hmacMatches(message: string, secret: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  return safeEqual(hmacHex(message, secret), received.toLowerCase());
}

export const signProcessedCallback = (obj: Record<string, unknown>, secret: string) =>
  hmacHex(processedCallbackMessage(obj), secret);

export const signResponseCallback = (query: Record<string, unknown>, secret: string) =>
  hmacHex(responseCallbackMessage(query), secret);
