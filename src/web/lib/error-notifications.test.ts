import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  clearErrorRecords,
  describeError,
  getErrorRecords,
  reportError,
} from './error-notifications';
import { ApiError } from './errors';
import toast from './toast';

const http = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, message: serverMessage ?? 'x', serverMessage });

describe('describeError', () => {
  it.each([
    [400, 'Invalid request. Please check your input.', 'api', false],
    [401, 'You are not authorized. Please log in again.', 'api', false],
    [403, 'You do not have permission to perform this action.', 'permission', false],
    [404, 'The requested resource was not found.', 'api', false],
    [409, 'A conflict occurred. Please refresh and try again.', 'api', true],
    [429, 'Too many requests. Please wait a moment and try again.', 'api', true],
    [500, 'Server error. Please try again later.', 'api', true],
    [502, 'Service temporarily unavailable. Please try again later.', 'api', true],
    [503, 'Service temporarily unavailable. Please try again later.', 'api', true],
    [504, 'Service temporarily unavailable. Please try again later.', 'api', true],
  ])('maps %i to its catalogue text', (status, message, type, retryable) => {
    expect(describeError(http(status, 'server says'))).toMatchObject({ message, type, retryable });
  });

  it('uses the server message for 422 and other statuses, with fallbacks', () => {
    expect(describeError(http(422, 'Email taken'))).toMatchObject({
      type: 'validation',
      message: 'Email taken',
    });
    expect(describeError(http(422))).toMatchObject({
      message: 'Validation failed. Please check your input.',
    });
    expect(describeError(http(418, 'Teapot'))).toMatchObject({
      message: 'Teapot',
      retryable: false,
    });
    expect(describeError(http(418))).toMatchObject({ message: 'An API error occurred' });
    expect(describeError(http(507))).toMatchObject({ retryable: true });
  });

  it('describes network failures and timeouts as retryable network errors', () => {
    const network = new ApiError({ kind: 'network', status: 0, message: '' });
    const timeout = new ApiError({ kind: 'timeout', status: 0, message: '' });
    expect(describeError(network)).toEqual({
      type: 'network',
      message: 'Network connection error. Please check your internet connection.',
      retryable: true,
      details: undefined,
    });
    expect(describeError(timeout)).toMatchObject({
      message: 'Request timed out. Please try again.',
      retryable: true,
    });
  });
});

describe('reportError', () => {
  let toastError: MockInstance<typeof toast.error>;
  beforeEach(() => {
    vi.useFakeTimers();
    toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => {
    clearErrorRecords();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('expires api records after 30 s but keeps network and permission records', () => {
    reportError(http(404));
    reportError(http(403));
    reportError(new ApiError({ kind: 'network', status: 0, message: '' }));
    expect(getErrorRecords()).toHaveLength(3);
    vi.advanceTimersByTime(29_999);
    expect(getErrorRecords()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(getErrorRecords().map((r) => r.type)).toEqual(['permission', 'network']);
  });

  it('keeps network toasts until dismissed and gives the others 4 s', () => {
    reportError(new ApiError({ kind: 'network', status: 0, message: '' }));
    reportError(http(404));
    expect(toastError.mock.calls[0][1]).toMatchObject({ duration: Number.POSITIVE_INFINITY });
    expect(toastError.mock.calls[1][1]).toMatchObject({ duration: 4000 });
  });

  it('offers the retry action only for retryable errors', () => {
    const retry = vi.fn();
    expect(reportError(http(503), retry).retry).toBe(retry);
    expect(reportError(http(404), retry).retry).toBeUndefined();
  });
});
