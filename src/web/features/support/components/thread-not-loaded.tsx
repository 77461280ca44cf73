import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { isNotFound } from '../../../lib/errors';
import { useTranslation } from '../../../lib/translation';
import { PaneCard } from './inbox-layout';
import { ThreadSkeleton } from './thread-skeleton';

interface ThreadNotLoadedProps {
  query: { isPending: boolean; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The way back to the list, shown in every state. */
  back: ReactNode;
  /** Under the not-found title; the admin needs none (the thread was deleted or mistyped). */
  notFoundText?: string;
}

/** A thread pane (customer's or admin's) while the thread loads, or why it did not. */
export function ThreadNotLoaded({ query, back, notFoundText }: ThreadNotLoadedProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <PaneCard>
        {back}
        <ThreadSkeleton />
      </PaneCard>
    );
  }
  const notFound = isNotFound(query.error);
  return (
    <div className="flex flex-col gap-3">
      {back}
      <EmptyState
        role="alert"
        icon={<SearchIcon className="size-7" />}
        title={notFound ? t('support.notFound.title') : t('support.errors.loadOne')}
        description={notFound ? notFoundText : query.error?.message}
        action={
          notFound ? undefined : (
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}
