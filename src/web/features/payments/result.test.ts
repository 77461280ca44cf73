import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/orders';
import { ApiError } from '../../lib/errors';
import { order } from '../orders/test-fixtures';
import { failureOf, successOf } from './result';

/** Issue 24 item 4: the result pages say only what is true of the customer's own order. */
const ID = order.id;
const notFound = new ApiError({ kind: 'http', status: 404, message: 'x' });
const down = new ApiError({ kind: 'http', status: 503, message: 'x' });
const as = (patch: Partial<OrderDetail>) => ({ id: ID, data: { ...order, ...patch }, error: null });

describe('successOf', () => {
  it('is a success only for an own order in a success state', () => {
    expect(successOf({ id: undefined, data: undefined, error: null })).toBe('invalid_order');
    expect(successOf({ id: 'garbage', data: undefined, error: null })).toBe('invalid_order');
    expect(successOf({ id: ID, data: undefined, error: notFound })).toBe('not_found');
    expect(successOf({ id: ID, data: undefined, error: down })).toBe('processing');
    expect(successOf({ id: ID, data: undefined, error: null })).toBe('loading');
    expect(successOf(as({ paymentMethod: 'cod', paymentStatus: 'pending' }))).toBe('cod');
    expect(
      successOf(
        as({
          paymentMethod: 'cod',
          paymentStatus: 'pending',
          deliveryStatus: 'awaiting_confirmation',
        }),
      ),
    ).toBe('codConfirm');
    expect(successOf(as({ paymentMethod: 'card', paymentStatus: 'paid' }))).toBe('paid');
    expect(successOf(as({ paymentMethod: 'card', paymentStatus: 'pending' }))).toBe('confirming');
    expect(successOf(as({ paymentMethod: 'card', paymentStatus: 'failed' }))).toBe('notPaid');
    expect(successOf(as({ paymentMethod: 'card', paymentStatus: 'cancelled' }))).toBe('cancelled');
    expect(successOf(as({ paymentMethod: 'kiosk', paymentStatus: 'pending' }))).toBe('kiosk');
  });
});

describe('failureOf', () => {
  it('names SPEC §8 reasons: asked for, or read from the order', () => {
    for (const reason of ['signature', 'initiation', 'cod_failed', 'processing']) {
      expect(failureOf(reason, { id: undefined, data: undefined, error: null })).toBe(reason);
    }
    expect(failureOf('made-up', { id: undefined, data: undefined, error: null })).toBe(
      'invalid_order',
    );
    expect(failureOf(null, { id: ID, data: undefined, error: notFound })).toBe('not_found');
    expect(failureOf(null, as({ paymentMethod: 'card', paymentStatus: 'failed' }))).toBe(
      'declined',
    );
    // A "failed" page for an order that is paid says so instead.
    expect(failureOf(null, as({ paymentMethod: 'card', paymentStatus: 'paid' }))).toBe('paid');
  });
});
