import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../lib/errors';
import { useTranslation } from '../../lib/translation';
import { useFailureToast } from '../../lib/use-failure-toast';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Spinner } from '../ui/spinner';

interface RecordLoadErrorProps {
  /** What stays above the message so the admin can find their way: a back link or the header. */
  header: ReactNode;
  error: Error | null;
  notFoundTitle: string;
  failedTitle: string;
  onRetry: () => void;
  /** Offered in both cases, after Retry (back to the list, say). */
  extraAction?: ReactNode;
}

/**
 * An admin record page without its record: gone (a 404 will not change, so no Retry) or not
 * loaded (the error's text and Retry).
 */
export function RecordLoadError({
  header,
  error,
  notFoundTitle,
  failedTitle,
  onRetry,
  extraAction,
}: RecordLoadErrorProps) {
  const { t } = useTranslation();
  const notFound = isNotFound(error);
  const retry = notFound ? null : <Button onClick={onRetry}>{t('common.retry')}</Button>;
  return (
    <div className="flex flex-col gap-4">
      {header}
      <EmptyState
        role="alert"
        title={notFound ? notFoundTitle : failedTitle}
        description={notFound ? undefined : error?.message}
        action={
          extraAction ? (
            <>
              {retry}
              {extraAction}
            </>
          ) : (
            (retry ?? undefined)
          )
        }
      />
    </div>
  );
}

interface AdminRecordProps<T> {
  query: UseQueryResult<T>;
  /** The way back to the list, above the message when the record is missing. */
  back: ReactNode;
  texts: { loadFailed: string; notFound: string };
  children: (record: T) => ReactNode;
}

/**
 * An admin record page (/admin/users/:id…): a spinner, then the record, or why it is missing. A
 * failure is also toasted once (SPEC §8); a 404 is not, the page says it.
 */
export function AdminRecord<T>({ query, back, texts, children }: AdminRecordProps<T>) {
  useFailureToast(
    isNotFound(query.error) ? null : query.error,
    query.errorUpdatedAt,
    texts.loadFailed,
  );
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  // Not pending and no record: the query failed (a later refetch failing keeps the record shown).
  const record = query.data;
  if (record === undefined) {
    return (
      <RecordLoadError
        header={back}
        error={query.error}
        notFoundTitle={texts.notFound}
        failedTitle={texts.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(record);
}
