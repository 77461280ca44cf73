import { Skeleton, SkeletonGroup } from '../ui/skeleton';

/** Grey rows while a list loads; one polite "Loading…" for screen readers. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <SkeletonGroup className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-12 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
