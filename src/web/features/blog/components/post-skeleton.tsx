import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';

export function PostSkeleton() {
  return (
    <SkeletonGroup className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="aspect-[40/21] w-full rounded-2xl" />
      {['w-full', 'w-11/12', 'w-5/6', 'w-3/4'].map((width) => (
        <Skeleton key={width} className={`h-4 ${width}`} />
      ))}
    </SkeletonGroup>
  );
}
