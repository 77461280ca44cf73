import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/translation';

/** A grey placeholder block; hidden from assistive tech (the container announces loading). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

/** The container of a loading placeholder: busy, and announced once as "Loading…". */
export function SkeletonGroup({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  );
}
