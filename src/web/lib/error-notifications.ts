import { createElement } from 'react';
import { ERROR_NOTIFICATION_DURATION_MS, ERROR_RECORD_TTL_MS } from '../../shared/constants';
import { ErrorToast } from '../components/error-toast';
import { ApiError } from './errors';
import i18n from './i18n';
import toast from './toast';

export type ErrorRecordType = 'network' | 'validation' | 'permission' | 'api';

/** Client error record of SPEC §3. */
export interface ErrorRecord {
  id: string;
  timestamp: number;
  type: ErrorRecordType;
  message: string;
  details?: string;
  retryable: boolean;
  retry?: () => void;
}

type Described = Pick<ErrorRecord, 'type' | 'message' | 'details' | 'retryable'>;

const STATUS_TEXT: Record<number, string> = {
  400: 'errorRecords.badRequest',
  401: 'errorRecords.unauthorized',
  403: 'errorRecords.forbidden',
  404: 'errorRecords.notFound',
  409: 'errorRecords.conflict',
  429: 'errorRecords.tooManyRequests',
  500: 'errorRecords.server',
  502: 'errorRecords.unavailable',
  503: 'errorRecords.unavailable',
  504: 'errorRecords.unavailable',
};
const RETRYABLE = new Set([409, 429, 500, 502, 503, 504]);

/** SPEC §8 'Error notification by status': the message, type and retryability of any failure. */
export function describeError(error: unknown): Described {
  const t = i18n.t.bind(i18n);
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : t('errorRecords.api');
    return { type: 'api', message, retryable: false };
  }
  const details = [error.hint, ...error.errors.map((e) => `${e.field}: ${e.messages.join(', ')}`)]
    .filter(Boolean)
    .join('\n');
  const base = { details: details || undefined };
  if (error.kind === 'network') {
    return { ...base, type: 'network', message: t('errorRecords.network'), retryable: true };
  }
  if (error.kind === 'timeout') {
    return { ...base, type: 'network', message: t('errorRecords.timeout'), retryable: true };
  }
  const { status } = error;
  if (status === 422) {
    const message = error.serverMessage ?? t('errorRecords.validation');
    return { ...base, type: 'validation', message, retryable: false };
  }
  const key = STATUS_TEXT[status];
  if (key) {
    const type = status === 403 ? 'permission' : 'api';
    return { ...base, type, message: t(key), retryable: RETRYABLE.has(status) };
  }
  const message = error.serverMessage ?? t('errorRecords.api');
  return { ...base, type: 'api', message, retryable: status >= 500 };
}

let records: ErrorRecord[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
let counter = 0;

export const getErrorRecords = (): readonly ErrorRecord[] => records;

export function subscribeErrorRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissErrorRecord(id: string): void {
  records = records.filter((record) => record.id !== id);
  toast.dismiss(id);
  emit();
}

export function clearErrorRecords(): void {
  for (const record of records) toast.dismiss(record.id);
  records = [];
  emit();
}

/**
 * Records the error, shows it as a toast (with Retry when retryable and a retry action is given)
 * and forgets it after 30 s — except network and permission problems, which stay until dismissed
 * because they persist until the user acts.
 */
export function reportError(error: unknown, retry?: () => void): ErrorRecord {
  counter += 1;
  const described = describeError(error);
  const record: ErrorRecord = {
    ...described,
    id: `error-${Date.now()}-${counter}`,
    timestamp: Date.now(),
    retry: described.retryable ? retry : undefined,
  };
  records = [...records, record];
  emit();
  if (record.type !== 'network' && record.type !== 'permission') {
    setTimeout(() => {
      records = records.filter((r) => r.id !== record.id);
      emit();
    }, ERROR_RECORD_TTL_MS);
  }
  const duration =
    record.type === 'network' ? Number.POSITIVE_INFINITY : ERROR_NOTIFICATION_DURATION_MS.default;
  toast.error(
    () =>
      createElement(ErrorToast, {
        message: record.message,
        details: record.details,
        onRetry: record.retry,
        onDismiss: () => dismissErrorRecord(record.id),
      }),
    { id: record.id, duration },
  );
  return record;
}

/** The service's own plain toasts (SPEC §9: default 4 s, success 3 s, error 5 s). */
export const notify = {
  info: (message: string) => toast(message, { duration: ERROR_NOTIFICATION_DURATION_MS.default }),
  success: (message: string) =>
    toast.success(message, { duration: ERROR_NOTIFICATION_DURATION_MS.success }),
  error: (message: string) =>
    toast.error(message, { duration: ERROR_NOTIFICATION_DURATION_MS.error }),
};
