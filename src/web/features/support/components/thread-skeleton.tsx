import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

/** Grey shapes of a conversation while it loads. */
export function ThreadSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-4">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-20 w-4/5" />
      <Skeleton className="h-16 w-3/5 self-end" />
      <Skeleton className="h-28 w-full" />
    </SkeletonGroup>
  );
}

/** Grey rows of a thread list while it loads. */
export function ThreadListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonGroup className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="flex flex-col gap-2 p-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-5 w-32" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
