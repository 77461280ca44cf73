import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';

/** Same shape as the product page, so nothing jumps when it arrives. */
export function ProductDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-6">
      <Skeleton className="h-4 w-56" />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex gap-2">
            <Skeleton className="size-16 rounded-lg sm:size-20" />
            <Skeleton className="size-16 rounded-lg sm:size-20" />
            <Skeleton className="size-16 rounded-lg sm:size-20" />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-11 w-full sm:w-64" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
