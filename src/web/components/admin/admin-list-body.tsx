import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { ListOf } from '../../../shared/schemas/common';
import { formatNumber } from '../../lib/format';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useLang } from '../../lib/use-lang';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Pagination } from '../ui/pagination';
import { ListSkeleton } from './list-skeleton';
import { LoadFailed } from './load-failed';

interface AdminListBodyProps<T> {
  query: UseQueryResult<ListOf<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Some filter is set: an empty answer offers to clear them. */
  filtered: boolean;
  onClear: () => void;
  icon: ReactNode;
  texts: {
    loadFailed: string;
    /** "{{total}} orders", given the formatted number, and the number for plural forms. */
    total: (total: string, count: number) => string;
    empty: string;
    emptyHint?: string;
    emptyFiltered: string;
    clear: string;
  };
  emptyAction?: ReactNode;
  /** What stands in while the first page loads; table rows by default. */
  skeleton?: ReactNode;
  /** The rows (table and phone cards) of one page. */
  children: (items: T[]) => ReactNode;
}

/** Loading, failure, empty and filled states of an admin list, with its count and pagination. */
export function AdminListBody<T>({
  query,
  page,
  onPageChange,
  filtered,
  onClear,
  icon,
  texts,
  emptyAction,
  skeleton = <ListSkeleton />,
  children,
}: AdminListBodyProps<T>) {
  const lang = useLang();
  useFailureToast(query.error, query.errorUpdatedAt, texts.loadFailed);
  const data = query.data;

  // A removal emptied the last page: step back to the page that still exists.
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages) onPageChange(data.totalPages);
  }, [data, page, onPageChange]);

  if (query.isPending) return skeleton;
  if (query.isError && !data) {
    return (
      <LoadFailed
        title={texts.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data?.items.length) {
    return filtered ? (
      <EmptyState
        icon={icon}
        title={texts.emptyFiltered}
        action={
          <Button variant="secondary" onClick={onClear}>
            {texts.clear}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={icon}
        title={texts.empty}
        description={texts.emptyHint}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      <p className="text-sm text-slate-600" aria-live="polite">
        {texts.total(formatNumber(data.total, lang), data.total)}
      </p>
      {children(data.items)}
      <Pagination page={data.page} totalPages={data.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
