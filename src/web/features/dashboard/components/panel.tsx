import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One titled block of the dashboard. */
export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
