import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';

export function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {['a', 'b', 'c'].map((key) => (
          <div key={key} className="flex gap-3 p-3 sm:gap-4 sm:p-4">
            <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
              <div className="mt-auto flex justify-between">
                <Skeleton className="h-9 w-28" />
                <Skeleton className="h-5 w-20" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="mt-2 h-12 w-full" />
      </div>
    </div>
  );
}
