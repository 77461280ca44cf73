import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';

export function OrderListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
      {['a', 'b', 'c', 'd', 'e'].slice(0, rows).map((key) => (
        <div
          key={key}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-5 w-40" />
        </div>
      ))}
    </div>
  );
}
